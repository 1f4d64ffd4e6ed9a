/**
 * The heart burst: BURST_PARTICLE_COUNT particles started from one point; a new burst replaces the
 * previous one.
 *
 * Each particle keeps only its start values (the spec's fields); where it is at a given age is a
 * closed form (`burstMotion.ts`, mirrored by `burst.vert.glsl`), so a frame writes no per-particle
 * data at all. Units: `originX/Y` world px; `angle` rad; `speed` the spec's unitless speed
 * (x BURST_SPEED_PX_S for px/s); `depthVel` the spec's unitless depth velocity
 * (x BURST_DEPTH_SPEED_PX_S for px/s); `widthPx`/`heightPx` the spec's CSS px draws (drawn with
 * a readable aspect, see burstHeartWidth); `rotation` rad; `spin` rad/s; `tint` in [0, 1).
 * Live particles occupy [0, count).
 */
import {
  BURST_DEPTH_VEL_MAX,
  BURST_DEPTH_VEL_MIN,
  BURST_HEIGHT_MAX_PX,
  BURST_HEIGHT_MIN_PX,
  BURST_PARTICLE_COUNT,
  BURST_SPEED_PX_S,
  BURST_SPEED_ROOT_MAX,
  BURST_SPEED_ROOT_MIN,
  BURST_SPIN_MAX_RAD_S,
  BURST_WIDTH_MAX_PX,
  BURST_WIDTH_MIN_PX,
} from './constants'
import { randomBetween, type Rng } from './rng'
import { clampDt } from './time'

export type BurstPool = {
  readonly capacity: number
  count: number
  /** Seconds since the current burst started. */
  ageS: number
  /** Where the current burst started, world px. */
  originX: number
  originY: number
  /** Largest upward start velocity in the current burst, px/s (0 when none rises). */
  maxRiseVel: number
  readonly angle: Float32Array
  readonly speed: Float32Array
  readonly depthVel: Float32Array
  readonly widthPx: Float32Array
  readonly heightPx: Float32Array
  readonly rotation: Float32Array
  readonly spin: Float32Array
  readonly tint: Float32Array
}

/** The only allocation: one Float32Array per field, `capacity` long. */
export function createBurstPool(capacity: number = BURST_PARTICLE_COUNT): BurstPool {
  return {
    capacity,
    count: 0,
    ageS: 0,
    originX: 0,
    originY: 0,
    maxRiseVel: 0,
    angle: new Float32Array(capacity),
    speed: new Float32Array(capacity),
    depthVel: new Float32Array(capacity),
    widthPx: new Float32Array(capacity),
    heightPx: new Float32Array(capacity),
    rotation: new Float32Array(capacity),
    spin: new Float32Array(capacity),
    tint: new Float32Array(capacity),
  }
}

/**
 * Clears the previous burst and starts a new one of `min(count, capacity)` particles from world
 * point (x, y) (pass 0, 0 for the screen centre). Full-pool policy: a burst never outgrows the
 * pool; extra particles are dropped. A count below 1 (or NaN) starts none; a fraction rounds
 * down. Returns the number of particles started.
 */
export function startBurstAt(
  pool: BurstPool,
  x: number,
  y: number,
  rng: Rng,
  count: number = BURST_PARTICLE_COUNT,
): number {
  const wanted = count >= 1 ? Math.floor(count) : 0
  const started = wanted < pool.capacity ? wanted : pool.capacity
  let maxRise = 0
  for (let i = 0; i < started; i++) {
    const angle = randomBetween(rng, 0, Math.PI * 2)
    const root = randomBetween(rng, BURST_SPEED_ROOT_MIN, BURST_SPEED_ROOT_MAX)
    // The spec's speed is the square of its random root: squared here once, never again.
    const speed = root * root
    pool.angle[i] = angle
    pool.speed[i] = speed
    pool.depthVel[i] = randomBetween(rng, BURST_DEPTH_VEL_MIN, BURST_DEPTH_VEL_MAX)
    pool.widthPx[i] = randomBetween(rng, BURST_WIDTH_MIN_PX, BURST_WIDTH_MAX_PX)
    pool.heightPx[i] = randomBetween(rng, BURST_HEIGHT_MIN_PX, BURST_HEIGHT_MAX_PX)
    pool.rotation[i] = randomBetween(rng, 0, Math.PI * 2)
    pool.spin[i] = randomBetween(rng, -BURST_SPIN_MAX_RAD_S, BURST_SPIN_MAX_RAD_S)
    pool.tint[i] = rng()
    const rise = Math.sin(angle) * speed * BURST_SPEED_PX_S
    if (rise > maxRise) maxRise = rise
  }
  pool.count = started
  pool.ageS = 0
  pool.originX = x
  pool.originY = y
  pool.maxRiseVel = maxRise
  return started
}

/** Advances the burst's age by `dt` (clamped). Particles keep their start values. */
export function stepBurst(pool: BurstPool, dt: number): void {
  pool.ageS += clampDt(dt)
}

/** Empties the pool (nothing to draw). */
export function clearBurst(pool: BurstPool): void {
  pool.count = 0
  pool.ageS = 0
}
