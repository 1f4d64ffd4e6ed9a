import { describe, expect, test } from 'vitest'
import { createBurstPool, startBurstAt, type BurstPool } from '../../src/particles/burstPool'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import { CAMERA_FOV_DEG } from '../../src/particles/constants'
import { createSeededRng } from '../../src/particles/rng'
import {
  burstAreaRange,
  createBurstFigures,
  createPixelMask,
  rasteriseBurst,
  rasteriseHeart,
  READABLE_HEART_ASPECT_MAX,
  READABLE_HEART_MIN_PX,
  readsAsHeart,
  type PixelMask,
} from '../support/burstFigures'

// The figures, from the closed form both renderers draw: a burst from the centre of a
// 390 x 844 phone, over many seeded bursts (every one must pass, not just the average).
const PHONE = { width: 390, height: 844 }
const DISTANCE = pixelPerfectDistance(PHONE.height, (CAMERA_FOV_DEG * Math.PI) / 180)
const SEEDS = Array.from({ length: 40 }, (_, k) => 1000 + k)

function centreBurst(seed: number): BurstPool {
  const pool = createBurstPool()
  startBurstAt(pool, 0, 0, createSeededRng(seed))
  return pool
}

function figuresAt(seed: number, ageS: number) {
  const pool = centreBurst(seed)
  pool.ageS = ageS
  return createBurstFigures(pool, PHONE.width, PHONE.height, DISTANCE)
}

const worst = (values: number[]) => Math.min(...values)
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length

describe('reach on a 390 x 844 phone', () => {
  test('within 1 s the fastest hearts of a centre burst reach both side edges', () => {
    const reach = SEEDS.map((seed) => figuresAt(seed, 1).reachXPx)
    console.log(
      `reach at 1 s: worst ${worst(reach).toFixed(0)} px, mean ${mean(reach).toFixed(0)} px`,
    )
    expect(worst(reach)).toBeGreaterThan(PHONE.width / 2)
    // Well within: they are past the edge at 0.2 s already.
    expect(worst(SEEDS.map((seed) => figuresAt(seed, 0.2).reachXPx))).toBeGreaterThan(
      PHONE.width / 2,
    )
    // Both edges: the left and the right half of the burst get there.
    for (const seed of SEEDS.slice(0, 5)) {
      const pool = centreBurst(seed)
      pool.ageS = 1
      const leftmost = createBurstFigures(mirrored(pool), PHONE.width, PHONE.height, DISTANCE)
      expect(leftmost.reachXPx).toBeGreaterThan(PHONE.width / 2)
    }
  })

  test('at 450 ms the median heart is over a quarter of the short side from the tap', () => {
    const medians = SEEDS.map((seed) => figuresAt(seed, 0.45).medianDistancePx)
    console.log(
      `median distance at 450 ms: worst ${worst(medians).toFixed(1)} px, mean ${mean(medians).toFixed(1)} px`,
    )
    expect(worst(medians)).toBeGreaterThanOrEqual(0.25 * PHONE.width)
  })
})

/** The same burst flown the other way round (x mirrored), to check the left edge too. */
function mirrored(pool: BurstPool): BurstPool {
  const copy = createBurstPool(pool.capacity)
  startBurstAt(copy, 0, 0, () => 0.5, pool.count)
  for (let i = 0; i < pool.count; i++) {
    copy.angle[i] = Math.PI - pool.angle[i]
    copy.speed[i] = pool.speed[i]
    copy.depthVel[i] = pool.depthVel[i]
    copy.widthPx[i] = pool.widthPx[i]
    copy.heightPx[i] = pool.heightPx[i]
    copy.rotation[i] = pool.rotation[i]
    copy.spin[i] = pool.spin[i]
  }
  copy.ageS = pool.ageS
  return copy
}

describe('hearts, not slivers', () => {
  test('reads as a heart: shorter side at least 5 px, aspect within 1 / 1.7 .. 1.7', () => {
    expect([READABLE_HEART_MIN_PX, READABLE_HEART_ASPECT_MAX]).toEqual([5, 1.7])
    expect(readsAsHeart(10, 10)).toBe(true)
    expect(readsAsHeart(5, 5)).toBe(true)
    expect(readsAsHeart(4.9, 10)).toBe(false)
    expect(readsAsHeart(10, 4.9)).toBe(false)
    expect(readsAsHeart(17, 10)).toBe(true)
    expect(readsAsHeart(17.1, 10)).toBe(false)
    expect(readsAsHeart(10, 17)).toBe(true)
    expect(readsAsHeart(10, 17.1)).toBe(false)
    expect(readsAsHeart(25, 2)).toBe(false)
  })

  test('at 450 ms at least 80% of the visible burst hearts read as hearts, in every burst', () => {
    const figures = SEEDS.map((seed) => figuresAt(seed, 0.45))
    const shares = figures.map((f) => f.readableShare)
    console.log(
      `reading as hearts at 450 ms: worst ${(100 * worst(shares)).toFixed(1)}%, mean ` +
        `${(100 * mean(shares)).toFixed(1)}% of ${mean(figures.map((f) => f.visible)).toFixed(0)} visible`,
    )
    expect(worst(figures.map((f) => f.visible))).toBeGreaterThan(150)
    expect(worst(shares)).toBeGreaterThanOrEqual(0.8)
  })

  test('they keep reading as hearts while they fly: at least 80% at every moment of the first 2 s', () => {
    for (const seed of SEEDS.slice(0, 8)) {
      for (let ageS = 0.1; ageS <= 2; ageS += 0.1) {
        expect(figuresAt(seed, ageS).readableShare).toBeGreaterThanOrEqual(0.8)
      }
    }
  })
})

describe('figures of an empty or odd burst', () => {
  test('an empty burst has nothing visible and no reach', () => {
    expect(createBurstFigures(createBurstPool(), 390, 844, DISTANCE)).toEqual({
      visible: 0,
      readable: 0,
      readableShare: 0,
      medianDistancePx: 0,
      reachXPx: 0,
    })
  })

  test('the median of an odd count is its middle distance, of an even count the mean of the two', () => {
    // Straight down, so each distance is the speed's travel plus the fall.
    const pool = createBurstPool(4)
    const median = (speeds: number[]) => {
      startBurstAt(pool, 0, 0, () => 0, speeds.length)
      for (let i = 0; i < speeds.length; i++) {
        pool.angle[i] = -Math.PI / 2
        pool.depthVel[i] = 0
        pool.speed[i] = speeds[i]
      }
      pool.ageS = 0.2
      return createBurstFigures(pool, 4000, 4000, DISTANCE).medianDistancePx
    }
    const two = median([2])
    const four = median([4])
    expect(four).toBeGreaterThan(two)
    expect(median([8, 2, 1])).toBeCloseTo(two, 3)
    expect(median([1, 4, 8])).toBeCloseTo(four, 3)
    expect(median([8, 1, 4, 2])).toBeCloseTo((two + four) / 2, 3)
  })

  test('hearts outside the viewport are not counted as visible', () => {
    const pool = createBurstPool(2)
    startBurstAt(pool, 0, 0, () => 0, 2)
    pool.originX = 300
    const figures = createBurstFigures(pool, 390, 844, DISTANCE)
    expect(figures.visible).toBe(0)
    pool.originX = 0
    pool.originY = -500
    expect(createBurstFigures(pool, 390, 844, DISTANCE).visible).toBe(0)
    pool.originY = 400
    expect(createBurstFigures(pool, 390, 844, DISTANCE).visible).toBe(2)
  })
})

describe('what the figures count', () => {
  test('a heart smaller than 5 px on its shorter side does not read, whatever its aspect', () => {
    expect(readsAsHeart(4.9, 4.9)).toBe(false)
    expect(readsAsHeart(4.9, 6)).toBe(false)
    expect(readsAsHeart(6, 4.9)).toBe(false)
    expect(readsAsHeart(5, 6)).toBe(true)
  })

  test('visible hearts too small to read lower the share: one of two reads, so half', () => {
    const pool = createBurstPool(2)
    startBurstAt(pool, 0, 0, () => 0.5, 2)
    pool.widthPx.set([12, 2])
    pool.heightPx.set([10, 2])
    expect(createBurstFigures(pool, 390, 844, DISTANCE)).toMatchObject({
      visible: 2,
      readable: 1,
      readableShare: 0.5,
    })
  })

  test('distances are measured from the tap: a burst moved on its plane keeps its figures', () => {
    const here = centreBurst(7)
    const there = centreBurst(7)
    for (const pool of [here, there]) {
      pool.depthVel.fill(0)
      pool.ageS = 0.45
    }
    there.originX = 60
    there.originY = -90
    const atCentre = createBurstFigures(here, 4000, 4000, DISTANCE)
    const moved = createBurstFigures(there, 4000, 4000, DISTANCE)
    expect(moved.medianDistancePx).toBeCloseTo(atCentre.medianDistancePx, 2)
    expect(moved.reachXPx).toBeCloseTo(atCentre.reachXPx, 2)
  })
})

describe('the area a burst covers, as the shots count it', () => {
  const view = { width: PHONE.width, height: PHONE.height, dpr: 2, cameraDistance: DISTANCE }
  const covered = (mask: PixelMask) => mask.pixels.reduce((sum, pixel) => sum + pixel, 0)

  test('one heart covers its share of its box, turned or not; overlapping hearts count once', () => {
    const mask = createPixelMask({ width: 200, height: 200, dpr: 1 })
    rasteriseHeart(mask, 100, 100, 100, 100, 0)
    const upright = covered(mask)
    // heart.frag.glsl's heart fills a little over 60% of its quad.
    expect(upright / 100 ** 2).toBeGreaterThan(0.55)
    expect(upright / 100 ** 2).toBeLessThan(0.7)
    rasteriseHeart(mask, 100, 100, 100, 100, 0)
    expect(covered(mask)).toBe(upright)
    const turned = createPixelMask({ width: 200, height: 200, dpr: 1 })
    rasteriseHeart(turned, 100, 100, 100, 100, Math.PI / 2)
    expect(covered(turned) / upright).toBeCloseTo(1, 1)
  })

  test('lobes up, tip down, turned counter-clockwise as the shader turns it', () => {
    const mask = createPixelMask({ width: 100, height: 100, dpr: 1 })
    rasteriseHeart(mask, 50, 50, 80, 80, 0)
    const at = (x: number, y: number) => mask.pixels[y * 100 + x]
    // The notch between the lobes is open at the top, the tip closed near the bottom.
    expect([at(50, 14), at(30, 20), at(70, 20), at(50, 85)]).toEqual([0, 1, 1, 1])
    const turned = createPixelMask({ width: 100, height: 100, dpr: 1 })
    rasteriseHeart(turned, 50, 50, 80, 80, Math.PI / 2)
    // A quarter turn counter-clockwise brings the lobes to the left.
    expect(turned.pixels[50 * 100 + 20] + turned.pixels[30 * 100 + 20]).toBeGreaterThan(0)
    expect(turned.pixels[50 * 100 + 85]).toBe(1)
  })

  test('a tenth of a burst, or two bursts at one point, fall outside the seeded range', () => {
    const origin = { x: PHONE.width / 2, y: PHONE.height / 2 }
    const range = burstAreaRange(
      view,
      origin,
      { fromS: 0.12, toS: 0.16 },
      { seeds: SEEDS.slice(0, 8) },
    )
    const burstAt = (seed: number, count?: number) => {
      const pool = createBurstPool()
      startBurstAt(pool, 0, 0, createSeededRng(seed), count)
      pool.ageS = 0.14
      return pool
    }
    const tenth = covered(rasteriseBurst(burstAt(500, 30), view))
    const twice = rasteriseBurst(burstAt(501), view)
    rasteriseBurst(burstAt(502), view, false, twice)
    console.log(
      `device px at 0.12-0.16 s: 300 hearts ${range.least}-${range.most}, 30 ${tenth}, 600 ${covered(twice)}`,
    )
    expect(tenth).toBeLessThan(range.least * 0.5)
    expect(covered(twice)).toBeGreaterThan(range.most * 1.3)
    // Thinning out with the distance: all of it beyond 0 px, none beyond the screen's diagonal.
    expect(range.outsideShare[0]).toBeCloseTo(1, 3)
    expect(range.outsideShare[range.outsideShare.length - 1]).toBe(0)
    expect(range.medians.left).toBeLessThan(origin.x + 10)
    expect(range.medians.right).toBeGreaterThan(origin.x - 10)
  }, 30_000)
})
