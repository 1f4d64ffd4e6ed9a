import { describe, expect, test } from 'vitest'
import {
  clearBurst,
  createBurstPool,
  startBurstAt,
  stepBurst,
  type BurstPool,
} from '../../src/particles/burstPool'
import {
  BURST_DEPTH_VEL_MAX,
  BURST_DEPTH_VEL_MIN,
  BURST_HEIGHT_MAX_PX,
  BURST_HEIGHT_MIN_PX,
  BURST_PARTICLE_COUNT,
  BURST_SPEED_ROOT_MAX,
  BURST_SPEED_ROOT_MIN,
  BURST_WIDTH_MAX_PX,
  BURST_WIDTH_MIN_PX,
  BURST_SPEED_PX_S,
  MAX_DT_S,
} from '../../src/particles/constants'
import { createSeededRng } from '../../src/particles/rng'

const TAU = Math.PI * 2

function fieldsOf(pool: BurstPool): Float32Array[] {
  return [
    pool.angle,
    pool.speed,
    pool.depthVel,
    pool.widthPx,
    pool.heightPx,
    pool.rotation,
    pool.spin,
    pool.tint,
  ]
}

function snapshot(pool: BurstPool) {
  return {
    count: pool.count,
    ageS: pool.ageS,
    originX: pool.originX,
    originY: pool.originY,
    maxRiseVel: pool.maxRiseVel,
    fields: fieldsOf(pool).map((field) => Array.from(field)),
  }
}

function live(values: Float32Array, count: number, map = (v: number) => v): number[] {
  return Array.from(values.subarray(0, count), map)
}

/** How values sit in [min, max): all inside, and reaching within 1% of each end. */
function coverage(values: number[], min: number, max: number) {
  let low = Infinity
  let high = -Infinity
  for (let i = 0; i < values.length; i++) {
    low = Math.min(low, values[i])
    high = Math.max(high, values[i])
  }
  const slack = (max - min) * 0.01
  return {
    isInside: low >= min && high < max,
    reachesMin: low < min + slack,
    reachesMax: high > max - slack,
  }
}
const COVERED = { isInside: true, reachesMin: true, reachesMax: true }

function shareBelow(values: number[], limit: number): number {
  return values.filter((v) => v < limit).length / values.length
}

describe('burst size', () => {
  test('one click fires exactly 300 hearts', () => {
    const pool = createBurstPool()
    expect(pool.capacity).toBe(BURST_PARTICLE_COUNT)
    expect(startBurstAt(pool, 0, 0, createSeededRng(1))).toBe(BURST_PARTICLE_COUNT)
    expect(pool.count).toBe(BURST_PARTICLE_COUNT)
  })

  test('a second click replaces the first burst: still 300, restarted, from the new point', () => {
    const pool = createBurstPool()
    const rng = createSeededRng(2)
    startBurstAt(pool, 10, 20, rng)
    for (let s = 0; s < 30; s++) stepBurst(pool, 1 / 60)
    const first = snapshot(pool)
    expect(first.ageS).toBeCloseTo(0.5, 9)

    expect(startBurstAt(pool, -50, 70, rng)).toBe(BURST_PARTICLE_COUNT)
    expect(pool.count).toBe(BURST_PARTICLE_COUNT)
    expect(pool.ageS).toBe(0)
    expect(pool.originX).toBe(-50)
    expect(pool.originY).toBe(70)
    const second = snapshot(pool)
    for (let k = 0; k < second.fields.length; k++) {
      expect(second.fields[k]).not.toEqual(first.fields[k])
    }
  })

  test('a burst larger than the pool is cut to the pool size', () => {
    const small = createBurstPool(100)
    expect(startBurstAt(small, 0, 0, createSeededRng(3))).toBe(100)
    expect(small.count).toBe(100)
    const standard = createBurstPool()
    expect(startBurstAt(standard, 0, 0, createSeededRng(3), 1000)).toBe(BURST_PARTICLE_COUNT)
    expect(standard.count).toBe(BURST_PARTICLE_COUNT)
  })

  test('a pool of 100000 fires 100000 hearts, each with real start values', () => {
    const capacity = 100000
    const pool = createBurstPool(capacity)
    expect(startBurstAt(pool, 0, 0, createSeededRng(4), capacity)).toBe(capacity)
    expect(pool.count).toBe(capacity)
    expect(coverage(live(pool.widthPx, capacity), BURST_WIDTH_MIN_PX, BURST_WIDTH_MAX_PX)).toEqual(
      COVERED,
    )
    expect(pool.widthPx[capacity - 1]).toBeGreaterThanOrEqual(BURST_WIDTH_MIN_PX)
    // The default burst size does not grow with the pool.
    expect(startBurstAt(pool, 0, 0, createSeededRng(4))).toBe(BURST_PARTICLE_COUNT)
  })

  test('a burst of zero, a negative or a fractional size never leaves a broken count', () => {
    const pool = createBurstPool()
    const rng = createSeededRng(5)
    expect(startBurstAt(pool, 0, 0, rng, 0)).toBe(0)
    expect(pool.count).toBe(0)
    expect(startBurstAt(pool, 0, 0, rng, -5)).toBe(0)
    expect(pool.count).toBe(0)
    expect(startBurstAt(pool, 0, 0, rng, Number.NaN)).toBe(0)
    expect(pool.count).toBe(0)
    expect(startBurstAt(pool, 0, 0, rng, 2.5)).toBe(2)
    expect(pool.count).toBe(2)
    expect(startBurstAt(pool, 0, 0, rng, 1)).toBe(1)
    expect(pool.count).toBe(1)
    expect(startBurstAt(pool, 0, 0, rng, 0.999)).toBe(0)
  })

  test('clearing the burst leaves nothing to draw', () => {
    const pool = createBurstPool()
    startBurstAt(pool, 5, 5, createSeededRng(6))
    stepBurst(pool, 1 / 60)
    clearBurst(pool)
    expect(pool.count).toBe(0)
    expect(pool.ageS).toBe(0)
  })
})

describe('burst start values', () => {
  const count = 20000
  const pool = createBurstPool(count)
  startBurstAt(pool, 0, 0, createSeededRng(7), count)

  test('directions cover the full circle, evenly in all four quadrants', () => {
    const angles = live(pool.angle, count)
    expect(coverage(angles, 0, TAU)).toEqual(COVERED)
    for (let quadrant = 0; quadrant < 4; quadrant++) {
      const share = angles.filter((a) => Math.floor(a / (TAU / 4)) === quadrant).length / count
      expect(share).toBeGreaterThan(0.25 - 0.02)
      expect(share).toBeLessThan(0.25 + 0.02)
    }
  })

  test('depth velocity is -2 to 2 in both directions', () => {
    expect(coverage(live(pool.depthVel, count), BURST_DEPTH_VEL_MIN, BURST_DEPTH_VEL_MAX)).toEqual(
      COVERED,
    )
  })

  test('speed is the square of a random root from 0.1 to 2.1', () => {
    const speeds = live(pool.speed, count)
    const roots = live(pool.speed, count, Math.sqrt)
    expect(coverage(speeds, BURST_SPEED_ROOT_MIN ** 2, BURST_SPEED_ROOT_MAX ** 2)).toEqual(COVERED)
    expect(coverage(roots, BURST_SPEED_ROOT_MIN, BURST_SPEED_ROOT_MAX)).toEqual(COVERED)
    // The root, not the speed, is uniform: a quarter of roots below each quartile...
    const rootSpan = BURST_SPEED_ROOT_MAX - BURST_SPEED_ROOT_MIN
    for (const q of [0.25, 0.5, 0.75]) {
      expect(shareBelow(roots, BURST_SPEED_ROOT_MIN + q * rootSpan)).toBeCloseTo(q, 1)
    }
    // ...so slow hearts are the common ones: more than half are below the middle speed.
    const middleSpeed = (BURST_SPEED_ROOT_MIN ** 2 + BURST_SPEED_ROOT_MAX ** 2) / 2
    const expectedShare = (Math.sqrt(middleSpeed) - BURST_SPEED_ROOT_MIN) / rootSpan
    expect(shareBelow(speeds, middleSpeed)).toBeCloseTo(expectedShare, 1)
    expect(expectedShare).toBeGreaterThan(0.6)
  })

  test('hearts are 2 to 25 px wide and 2 to 15 px tall', () => {
    expect(coverage(live(pool.widthPx, count), BURST_WIDTH_MIN_PX, BURST_WIDTH_MAX_PX)).toEqual(
      COVERED,
    )
    expect(coverage(live(pool.heightPx, count), BURST_HEIGHT_MIN_PX, BURST_HEIGHT_MAX_PX)).toEqual(
      COVERED,
    )
  })

  test('start rotation is any angle', () => {
    expect(coverage(live(pool.rotation, count), 0, TAU)).toEqual(COVERED)
  })

  test('the burst remembers its fastest upward start speed, for deciding when it is over', () => {
    let fastest = 0
    for (let i = 0; i < count; i++) {
      fastest = Math.max(fastest, Math.sin(pool.angle[i]) * pool.speed[i] * BURST_SPEED_PX_S)
    }
    expect(pool.maxRiseVel).toBeCloseTo(fastest, 2)
    expect(pool.maxRiseVel).toBeLessThanOrEqual(BURST_SPEED_ROOT_MAX ** 2 * BURST_SPEED_PX_S)
  })
})

describe('a burst smaller than its pool', () => {
  test('writes only its own particles: the slots past its count keep what they held', () => {
    const pool = createBurstPool()
    const rng = createSeededRng(10)
    startBurstAt(pool, 0, 0, rng)
    const before = fieldsOf(pool).map((field) => Array.from(field.subarray(5)))
    expect(startBurstAt(pool, 0, 0, rng, 5)).toBe(5)
    expect(fieldsOf(pool).map((field) => Array.from(field.subarray(5)))).toEqual(before)
  })

  test('remembers the fastest upward start speed among its own particles only', () => {
    const pool = createBurstPool()
    const rng = createSeededRng(11)
    for (let click = 0; click < 50; click++) {
      const count = 1 + (click % 7)
      startBurstAt(pool, 0, 0, rng, count)
      let fastest = 0
      for (let i = 0; i < count; i++) {
        fastest = Math.max(fastest, Math.sin(pool.angle[i]) * pool.speed[i] * BURST_SPEED_PX_S)
      }
      expect(pool.maxRiseVel).toBeCloseTo(fastest, 3)
    }
  })
})

describe('burst clock', () => {
  test('a burst ages by the frame delta, clamped after a tab comes back from sleep', () => {
    const pool = createBurstPool()
    startBurstAt(pool, 0, 0, createSeededRng(8))
    stepBurst(pool, 1 / 60)
    expect(pool.ageS).toBeCloseTo(1 / 60, 12)
    stepBurst(pool, 60)
    expect(pool.ageS).toBeCloseTo(1 / 60 + MAX_DT_S, 12)
    for (const dt of [-1, 0, Number.NaN, -Infinity]) stepBurst(pool, dt)
    expect(pool.ageS).toBeCloseTo(1 / 60 + MAX_DT_S, 12)
  })
})

describe('burst pool memory and randomness', () => {
  test('the same seed fires the same burst, a different seed a different one', () => {
    const a = createBurstPool()
    const b = createBurstPool()
    const c = createBurstPool()
    startBurstAt(a, 3, 4, createSeededRng(42))
    startBurstAt(b, 3, 4, createSeededRng(42))
    startBurstAt(c, 3, 4, createSeededRng(43))
    expect(snapshot(b)).toEqual(snapshot(a))
    const fieldsA = snapshot(a).fields
    const fieldsC = snapshot(c).fields
    for (let k = 0; k < fieldsA.length; k++) expect(fieldsC[k]).not.toEqual(fieldsA[k])
  })

  test('the pool keeps the same arrays across many clicks (the GPU attributes wrap them)', () => {
    const pool = createBurstPool()
    const arrays = fieldsOf(pool)
    const rng = createSeededRng(9)
    for (let click = 0; click < 200; click++) {
      startBurstAt(pool, click, -click, rng)
      stepBurst(pool, 1 / 60)
      if (click % 10 === 0) clearBurst(pool)
    }
    const after = fieldsOf(pool)
    for (let k = 0; k < arrays.length; k++) {
      expect(after[k]).toBe(arrays[k])
      expect(after[k].length).toBe(BURST_PARTICLE_COUNT)
    }
  })
})
