/**
 * Floating hearts: one spawns every HEART_SPAWN_INTERVAL_S and each lives HEART_LIFE_S.
 *
 * Units: `leftVw` in vw (0..100, the heart's left edge, as CSS `left: Nvw`), `sizePx` in CSS px
 * (the heart's width and height), `bornS` in seconds of the pool's own clock `timeS`, `swayRad`
 * a phase in radians, `tint` in [0, 1) picking a colour. Live hearts occupy [0, count).
 *
 * The clock stays below HEART_CLOCK_LIMIT_S: births and the shader's `uTime` are Float32, which
 * a clock counting up for days would round to steps the eye sees as judder.
 */
import {
  HEART_CLOCK_LIMIT_S,
  HEART_LEFT_MAX_VW,
  HEART_LEFT_MIN_VW,
  HEART_LIFE_S,
  HEART_SIZE_MAX_PX,
  HEART_SIZE_MIN_PX,
  HEART_SPAWN_INTERVAL_S,
} from './constants'
import { randomBetween, type Rng } from './rng'
import { clampDt } from './time'

export type HeartPool = {
  readonly capacity: number
  count: number
  /**
   * The pool's clock, seconds, in [0, HEART_CLOCK_LIMIT_S): steps add clamped deltas, and a
   * rebase moves it and every birth back together (see rebaseHeartClock).
   */
  timeS: number
  /** Seconds taken off `timeS` by rebases so far: timeS + epochS is the time since creation. */
  epochS: number
  /** Time since the last spawn, seconds; a spawn happens each time it reaches the interval. */
  sinceSpawnS: number
  readonly leftVw: Float32Array
  readonly sizePx: Float32Array
  readonly bornS: Float32Array
  readonly swayRad: Float32Array
  readonly tint: Float32Array
}

/** The only allocation: one Float32Array per field, `capacity` long. */
export function createHeartPool(capacity: number): HeartPool {
  return {
    capacity,
    count: 0,
    timeS: 0,
    epochS: 0,
    sinceSpawnS: 0,
    leftVw: new Float32Array(capacity),
    sizePx: new Float32Array(capacity),
    bornS: new Float32Array(capacity),
    swayRad: new Float32Array(capacity),
    tint: new Float32Array(capacity),
  }
}

/**
 * Advances the clock by `dt` (clamped), spawns a heart on every interval boundary crossed and
 * removes every heart whose age reached HEART_LIFE_S. A spawned heart is born at its boundary,
 * not at the frame's time, so the cadence is exact at any frame rate. Once the clock reaches
 * HEART_CLOCK_LIMIT_S it moves back by half of that (rebaseHeartClock).
 * Returns how many hearts were added, removed or re-timed (0 means the arrays did not change).
 */
export function stepHearts(pool: HeartPool, dt: number, rng: Rng): number {
  const step = clampDt(dt)
  let changes = 0
  pool.timeS += step
  pool.sinceSpawnS += step
  while (pool.sinceSpawnS >= HEART_SPAWN_INTERVAL_S) {
    pool.sinceSpawnS -= HEART_SPAWN_INTERVAL_S
    spawnHeart(pool, pool.timeS - pool.sinceSpawnS, rng)
    changes++
  }
  // Backwards, so the heart swapped into slot i has already been checked.
  for (let i = pool.count - 1; i >= 0; i--) {
    if (pool.timeS - pool.bornS[i] >= HEART_LIFE_S) {
      removeHeart(pool, i)
      changes++
    }
  }
  if (pool.timeS >= HEART_CLOCK_LIMIT_S) {
    // Whole halves of the limit, leaving the clock in [limit / 2, limit): one half in practice.
    const half = HEART_CLOCK_LIMIT_S / 2
    changes += rebaseHeartClock(pool, half * (Math.floor(pool.timeS / half) - 1))
  }
  return changes
}

/**
 * Moves the pool's clock and every live birth back by `offsetS` seconds (forward if it is
 * negative) and adds it to `epochS`: ages, and so every pose, stay the same, and the spawn
 * cadence (kept in `sinceSpawnS`) does not move. stepHearts passes whole multiples of
 * HEART_CLOCK_LIMIT_S / 2 (a power of two) that leave at least that much on the clock, so both
 * subtractions are exact. A negative offset on an empty pool starts it at a late hour, as tests
 * do. Returns how many births changed.
 */
export function rebaseHeartClock(pool: HeartPool, offsetS: number): number {
  pool.timeS -= offsetS
  pool.epochS += offsetS
  for (let i = 0; i < pool.count; i++) pool.bornS[i] -= offsetS
  return pool.count
}

/**
 * Adds one heart born at `bornS`. Full-pool policy: recycle the oldest heart's slot (the pool is
 * sized so this only happens when a caller makes it smaller than HEART_CAPACITY).
 */
export function spawnHeart(pool: HeartPool, bornS: number, rng: Rng): void {
  let slot = pool.count
  if (slot >= pool.capacity) {
    slot = findOldestHeart(pool)
  } else {
    pool.count++
  }
  pool.leftVw[slot] = randomBetween(rng, HEART_LEFT_MIN_VW, HEART_LEFT_MAX_VW)
  pool.sizePx[slot] = randomBetween(rng, HEART_SIZE_MIN_PX, HEART_SIZE_MAX_PX)
  pool.bornS[slot] = bornS
  pool.swayRad[slot] = randomBetween(rng, 0, Math.PI * 2)
  pool.tint[slot] = rng()
}

/** Removes heart `i` by moving the last live heart into its slot. */
export function removeHeart(pool: HeartPool, i: number): void {
  const last = pool.count - 1
  if (i !== last) {
    pool.leftVw[i] = pool.leftVw[last]
    pool.sizePx[i] = pool.sizePx[last]
    pool.bornS[i] = pool.bornS[last]
    pool.swayRad[i] = pool.swayRad[last]
    pool.tint[i] = pool.tint[last]
  }
  pool.count = last
}

/** Index of the heart with the earliest birth, or -1 when the pool is empty. */
export function findOldestHeart(pool: HeartPool): number {
  let oldest = -1
  for (let i = 0; i < pool.count; i++) {
    if (oldest < 0 || pool.bornS[i] < pool.bornS[oldest]) oldest = i
  }
  return oldest
}
