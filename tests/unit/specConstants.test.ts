import { describe, expect, test } from 'vitest'
import { createBurstPool, startBurstAt } from '../../src/particles/burstPool'
import * as constants from '../../src/particles/constants'
import { createHeartPool, stepHearts, type HeartPool } from '../../src/particles/heartPool'
import { createSeededRng } from '../../src/particles/rng'

// The spec's numbers, typed here as the spec gives them and NOT imported: each is checked
// against the constant and against what the simulation does, so changing a constant (or the
// code that uses it) breaks a test here.

/** Lowest and highest of `values`, and whether they sit in [min, max) reaching within 1% of each end. */
function spread(values: ArrayLike<number>, count: number, min: number, max: number) {
  let low = Infinity
  let high = -Infinity
  for (let i = 0; i < count; i++) {
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

/** Every heart born in `seconds` of 60 fps frames, with the pool that made them. */
function runHearts(seconds: number, seed: number) {
  const pool = createHeartPool(constants.HEART_CAPACITY)
  const rng = createSeededRng(seed)
  const births: number[] = []
  const leftVw: number[] = []
  const sizePx: number[] = []
  const seen = new Set<number>()
  for (let s = 0; s < seconds * 60; s++) {
    stepHearts(pool, 1 / 60, rng)
    for (let i = 0; i < pool.count; i++) {
      const born = pool.bornS[i] + pool.epochS
      if (seen.has(born)) continue
      seen.add(born)
      births.push(born)
      leftVw.push(pool.leftVw[i])
      sizePx.push(pool.sizePx[i])
    }
  }
  return { pool, births, leftVw, sizePx }
}

function isAlive(pool: HeartPool, born: number): boolean {
  for (let i = 0; i < pool.count; i++) if (Math.abs(pool.bornS[i] - born) < 1e-5) return true
  return false
}

describe('spec: floating hearts', () => {
  test('a heart every 300 ms', () => {
    expect(constants.HEART_SPAWN_INTERVAL_S * 1000).toBeCloseTo(300, 9)
    const { births } = runHearts(30.1, 1)
    expect(births).toHaveLength(100)
    births.forEach((born, k) => expect(born).toBeCloseTo(0.3 * (k + 1), 5))
  })

  test('each heart lives 4000 ms', () => {
    expect(constants.HEART_LIFE_S * 1000).toBe(4000)
    const pool = createHeartPool(constants.HEART_CAPACITY)
    const rng = createSeededRng(2)
    // The first heart is born at 0.3 s; step in 10 ms frames to 3.99 s of its life, then 4.01 s.
    for (let s = 0; s < 429; s++) stepHearts(pool, 0.01, rng)
    expect(pool.timeS).toBeCloseTo(4.29, 9)
    expect(isAlive(pool, 0.3)).toBe(true)
    stepHearts(pool, 0.01, rng)
    stepHearts(pool, 0.01, rng)
    expect(isAlive(pool, 0.3)).toBe(false)
  })

  test('hearts start 0 to 100 vw from the left and are 10 to 30 px', () => {
    expect([constants.HEART_LEFT_MIN_VW, constants.HEART_LEFT_MAX_VW]).toEqual([0, 100])
    expect([constants.HEART_SIZE_MIN_PX, constants.HEART_SIZE_MAX_PX]).toEqual([10, 30])
    const { leftVw, sizePx } = runHearts(600, 3)
    expect(leftVw.length).toBeGreaterThan(1900)
    expect(spread(leftVw, leftVw.length, 0, 100)).toEqual(COVERED)
    expect(spread(sizePx, sizePx.length, 10, 30)).toEqual(COVERED)
  })
})

describe('spec: the burst', () => {
  const count = 20000
  const pool = createBurstPool(count)
  startBurstAt(pool, 0, 0, createSeededRng(4), count)

  test('300 particles a click', () => {
    expect(constants.BURST_PARTICLE_COUNT).toBe(300)
    const standard = createBurstPool()
    expect(standard.capacity).toBe(300)
    expect(startBurstAt(standard, 0, 0, createSeededRng(5))).toBe(300)
    expect(standard.count).toBe(300)
  })

  test('depth velocity from -2 to 2', () => {
    expect([constants.BURST_DEPTH_VEL_MIN, constants.BURST_DEPTH_VEL_MAX]).toEqual([-2, 2])
    expect(spread(pool.depthVel, count, -2, 2)).toEqual(COVERED)
  })

  test('speed is the square of a root from 0.1 to 2.1', () => {
    expect([constants.BURST_SPEED_ROOT_MIN, constants.BURST_SPEED_ROOT_MAX]).toEqual([0.1, 2.1])
    const roots = Array.from(pool.speed, Math.sqrt)
    expect(spread(roots, count, 0.1, 2.1)).toEqual(COVERED)
    expect(spread(pool.speed, count, 0.1 ** 2, 2.1 ** 2)).toEqual(COVERED)
    // The root, not the speed, is uniform: half the roots are below the middle, 1.1.
    const belowMiddle = roots.filter((root) => root < 1.1).length / count
    expect(belowMiddle).toBeCloseTo(0.5, 1)
  })

  test('hearts 2 to 25 px wide and 2 to 15 px tall', () => {
    expect([constants.BURST_WIDTH_MIN_PX, constants.BURST_WIDTH_MAX_PX]).toEqual([2, 25])
    expect([constants.BURST_HEIGHT_MIN_PX, constants.BURST_HEIGHT_MAX_PX]).toEqual([2, 15])
    expect(spread(pool.widthPx, count, 2, 25)).toEqual(COVERED)
    expect(spread(pool.heightPx, count, 2, 15)).toEqual(COVERED)
  })
})
