/**
 * Floating hearts: one spawns every HEART_SPAWN_INTERVAL_S and each lives HEART_LIFE_S.
 *
 * Units: `leftVw` in vw (0..100, the heart's left edge, as CSS `left: Nvw`), `sizePx` in CSS px
 * (the heart's width and height), `bornS` in seconds of the pool's own clock `timeS`, `swayRad`
 * a phase in radians, `tint` in [0, 1) picking a colour. Live hearts occupy [0, count).
 */
import {
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
  /** The pool's clock, seconds since it was created (steps only ever add clamped deltas). */
  timeS: number
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
 * not at the frame's time, so the cadence is exact at any frame rate.
 * Returns how many hearts were added or removed (0 means the arrays did not change).
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
  return changes
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
