/**
 * Where a burst particle is at the pool's age: the closed form that `burst.vert.glsl` evaluates
 * on the GPU, kept here so it is tested and so the Canvas 2D fallback draws the same thing.
 *
 * Motion: start velocity from the spec (direction `angle`, `speed` x BURST_SPEED_PX_S,
 * depth `depthVel` x BURST_DEPTH_SPEED_PX_S), slowed by linear drag k and pulled down by gravity
 * g. With v' = -k v - g the exact solution is v(t) = v0 e^(-kt) - (g/k)(1 - e^(-kt)), so the
 * offset is v0 D(t) - (g/k)(t - D(t)) with D(t) = (1 - e^(-kt)) / k. Being exact, it is the
 * same at every frame rate. Units: world px and seconds.
 */
import {
  BURST_ASPECT_MAX,
  BURST_ASPECT_MIN,
  BURST_DEPTH_SPEED_PX_S,
  BURST_DEPTH_VEL_MAX,
  BURST_DRAG_PER_S,
  BURST_EXIT_MARGIN_PX,
  BURST_GRAVITY_PX_S2,
  BURST_MIN_FLIP,
  BURST_NEAREST_SHARE,
  BURST_SPEED_PX_S,
  BURST_TUMBLE_PHASE_PER_RAD,
  BURST_TUMBLE_SNAP,
  BURST_TUMBLE_SPIN_RATIO,
} from './constants'
import type { BurstPool } from './burstPool'

/** Slots of the pose written by `writeBurstPose` (BURST_POSE_); BURST_ alone names a constant. */
export const BURST_POSE_X = 0
export const BURST_POSE_Y = 1
export const BURST_POSE_Z = 2
export const BURST_POSE_ROTATION = 3
export const BURST_POSE_ALPHA = 4
/** cos of the tumble about the particle's own vertical axis: it scales the width; < 0 is its back. */
export const BURST_POSE_FLIP = 5
/** Drawn width and height, CSS px on screen, written by projectBurstPose. */
export const BURST_POSE_WIDTH = 6
export const BURST_POSE_HEIGHT = 7

/** Distance a unit start velocity has covered after `ageS` under drag alone, in seconds. */
export function dragDistance(ageS: number): number {
  return (1 - Math.exp(-BURST_DRAG_PER_S * ageS)) / BURST_DRAG_PER_S
}

/**
 * Writes particle `i`'s centre (world px), rotation (rad) and opacity at the pool's age into `out`
 * (see BURST_*), along its free flight: z is not yet held back from the camera (see
 * writeClampedBurstPose for what the shader draws).
 */
export function writeBurstPose(pool: BurstPool, i: number, out: Float32Array): void {
  const t = pool.ageS
  const travel = dragDistance(t)
  const speedPx = pool.speed[i] * BURST_SPEED_PX_S
  const fall = (BURST_GRAVITY_PX_S2 / BURST_DRAG_PER_S) * (t - travel)
  out[BURST_POSE_X] = pool.originX + Math.cos(pool.angle[i]) * speedPx * travel
  out[BURST_POSE_Y] = pool.originY + Math.sin(pool.angle[i]) * speedPx * travel - fall
  out[BURST_POSE_Z] = pool.depthVel[i] * BURST_DEPTH_SPEED_PX_S * travel
  out[BURST_POSE_ROTATION] = pool.rotation[i] + pool.spin[i] * t
  out[BURST_POSE_ALPHA] = 1
  out[BURST_POSE_FLIP] = Math.cos(
    pool.rotation[i] * BURST_TUMBLE_PHASE_PER_RAD + pool.spin[i] * BURST_TUMBLE_SPIN_RATIO * t,
  )
}

/**
 * Writes particle `i`'s pose as the vertex shader places it: writeBurstPose, with z held at
 * BURST_NEAREST_SHARE of `cameraDistance` (world px from the camera to the z = 0 plane) so a
 * heart flying toward the viewer never reaches the camera.
 */
export function writeClampedBurstPose(
  pool: BurstPool,
  i: number,
  cameraDistance: number,
  out: Float32Array,
): void {
  writeBurstPose(pool, i, out)
  out[BURST_POSE_Z] = Math.min(out[BURST_POSE_Z], BURST_NEAREST_SHARE * cameraDistance)
}

/**
 * How much of its width a tumbling heart shows for a BURST_POSE_FLIP value: |flip| ^
 * BURST_TUMBLE_SNAP (broad most of the turn, edge-on briefly), but never less than
 * BURST_MIN_FLIP (edge-on it would vanish).
 */
export function burstWidthScale(flip: number): number {
  return Math.max(Math.abs(flip) ** BURST_TUMBLE_SNAP, BURST_MIN_FLIP)
}

/**
 * Particle `i`'s drawn width, CSS px, before tumble and perspective: its spec width, grown to
 * BURST_ASPECT_MIN x its height when narrower (a narrow heart tumbles into a sliver).
 */
export function burstHeartWidth(pool: BurstPool, i: number): number {
  return Math.max(pool.widthPx[i], pool.heightPx[i] * BURST_ASPECT_MIN)
}

/**
 * Particle `i`'s drawn height, CSS px, before perspective: its spec height, grown to its drawn
 * width / BURST_ASPECT_MAX when flatter (a 25 x 2 draw reads as a dash, not a heart).
 */
export function burstHeartHeight(pool: BurstPool, i: number): number {
  return Math.max(pool.heightPx[i], burstHeartWidth(pool, i) / BURST_ASPECT_MAX)
}

/**
 * Turns particle `i`'s pose in `out` (from writeClampedBurstPose or writeCalmBurstPose) into what
 * the screen shows, as burst.vert.glsl does: x and y seen through a camera `cameraDistance` px
 * from the z = 0 plane (world px, origin at the viewport centre, +y up), and BURST_POSE_WIDTH /
 * BURST_POSE_HEIGHT the drawn heart's size on screen (readable aspect, tumble, perspective).
 */
export function projectBurstPose(
  pool: BurstPool,
  i: number,
  cameraDistance: number,
  out: Float32Array,
): void {
  const scale = cameraDistance / (cameraDistance - out[BURST_POSE_Z])
  out[BURST_POSE_X] *= scale
  out[BURST_POSE_Y] *= scale
  out[BURST_POSE_WIDTH] = burstHeartWidth(pool, i) * burstWidthScale(out[BURST_POSE_FLIP]) * scale
  out[BURST_POSE_HEIGHT] = burstHeartHeight(pool, i) * scale
}

/** The farthest any particle can come toward (or go away from) the viewer, world px. */
export const BURST_MAX_DEPTH_PX = (BURST_DEPTH_VEL_MAX * BURST_DEPTH_SPEED_PX_S) / BURST_DRAG_PER_S

/**
 * The world y below which a particle cannot be seen: the bottom edge of a viewport
 * `viewHeight` px tall, seen by a camera `cameraDistance` px away, lowered for a particle as far
 * as BURST_MAX_DEPTH_PX behind the plane (perspective pulls far ones toward the centre) and for
 * its size.
 */
export function burstFloorY(viewHeight: number, cameraDistance: number): number {
  const farScale = (cameraDistance + BURST_MAX_DEPTH_PX) / cameraDistance
  return -(viewHeight / 2 + BURST_EXIT_MARGIN_PX) * farScale
}

/**
 * The age, seconds, at which every particle of the current burst is below `floorY`, so the burst
 * is over. The highest particle at age t is the one rising fastest, at
 * y0 + (vRise + g/k) D(t) - (g/k) t: concave in t, so past its peak it falls through the floor
 * exactly once. Bisection finds that moment to a millisecond in constant time at any count,
 * starting from the loose bound y0 + vRise/k + g/k^2 - (g/k) t, which is already past it.
 */
export function burstExitAgeS(pool: BurstPool, floorY: number): number {
  if (pool.count === 0) return 0
  const k = BURST_DRAG_PER_S
  const g = BURST_GRAVITY_PX_S2
  const rise = pool.maxRiseVel + g / k
  let late = Math.max(0, ((pool.originY + pool.maxRiseVel / k + g / (k * k) - floorY) * k) / g)
  // The top of the arc: where the rising speed, rise e^(-kt) - g/k, reaches zero.
  let early = Math.max(0, Math.log((rise * k) / g) / k)
  if (highestY(pool.originY, rise, early) <= floorY) return early
  while (late - early > 0.001) {
    const middle = (early + late) / 2
    if (highestY(pool.originY, rise, middle) > floorY) early = middle
    else late = middle
  }
  return late
}

function highestY(originY: number, rise: number, ageS: number): number {
  return originY + rise * dragDistance(ageS) - (BURST_GRAVITY_PX_S2 / BURST_DRAG_PER_S) * ageS
}
