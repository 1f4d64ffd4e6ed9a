/**
 * What a burst looks like at its pool's age, in numbers: how far it has spread and how many of
 * its particles read as hearts. Measured from the same closed form both renderers draw
 * (writeClampedBurstPose + projectBurstPose), for the unit tests and `npm run compare:visual`;
 * never per frame. Units: CSS px on screen, seconds.
 */
import {
  BURST_HEIGHT,
  BURST_WIDTH,
  BURST_X,
  BURST_Y,
  projectBurstPose,
  writeClampedBurstPose,
} from '../../src/particles/burstMotion'
import type { BurstPool } from '../../src/particles/burstPool'

/**
 * A burst heart reads as a heart at a glance when its shorter drawn side is at least this many
 * CSS px (10 device px at DPR 2, where the lobes, the notch and the tip resolve)...
 */
export const READABLE_HEART_MIN_PX = 5
/**
 * ...and its drawn width / height is within [1 / this, this]: past it, either way, the heart
 * reads as a dash or a sliver. Edge-on hearts fail this too (the tumble narrows the width).
 */
export const READABLE_HEART_ASPECT_MAX = 1.7

export type BurstFigures = {
  /** Particles whose centre is inside the viewport. */
  visible: number
  /** Of those, the ones that read as a heart (readsAsHeart). */
  readable: number
  /** readable / visible (0 when none is visible). */
  readableShare: number
  /** Median distance of all particles from the burst's origin on screen, px. */
  medianDistancePx: number
  /** Largest sideways distance of any particle from the origin on screen, px. */
  reachXPx: number
}

/**
 * Whether a heart drawn `widthPx` x `heightPx` on screen reads as a heart at a glance: its
 * shorter side is at least READABLE_HEART_MIN_PX and its aspect is within
 * [1 / READABLE_HEART_ASPECT_MAX, READABLE_HEART_ASPECT_MAX].
 */
export function readsAsHeart(widthPx: number, heightPx: number): boolean {
  if (Math.min(widthPx, heightPx) < READABLE_HEART_MIN_PX) return false
  const aspect = widthPx / heightPx
  return aspect <= READABLE_HEART_ASPECT_MAX && aspect * READABLE_HEART_ASPECT_MAX >= 1
}

/**
 * The figures of the burst in `pool` at its age, in a `viewWidth` x `viewHeight` viewport seen by
 * a camera `cameraDistance` px from the z = 0 plane (world origin at the viewport centre).
 * Allocates its result and a scratch array: for tests and tools, not for frames.
 */
export function createBurstFigures(
  pool: BurstPool,
  viewWidth: number,
  viewHeight: number,
  cameraDistance: number,
): BurstFigures {
  const pose = new Float32Array(8)
  const distances = new Float64Array(pool.count)
  let visible = 0
  let readable = 0
  let reachXPx = 0
  for (let i = 0; i < pool.count; i++) {
    writeClampedBurstPose(pool, i, cameraDistance, pose)
    projectBurstPose(pool, i, cameraDistance, pose)
    const dx = pose[BURST_X] - pool.originX
    const dy = pose[BURST_Y] - pool.originY
    distances[i] = Math.hypot(dx, dy)
    reachXPx = Math.max(reachXPx, Math.abs(dx))
    if (Math.abs(pose[BURST_X]) > viewWidth / 2 || Math.abs(pose[BURST_Y]) > viewHeight / 2)
      continue
    visible++
    if (readsAsHeart(pose[BURST_WIDTH], pose[BURST_HEIGHT])) readable++
  }
  distances.sort()
  const middle = pool.count >> 1
  const medianDistancePx =
    pool.count === 0
      ? 0
      : pool.count % 2 === 1
        ? distances[middle]
        : (distances[middle - 1] + distances[middle]) / 2
  return {
    visible,
    readable,
    readableShare: visible === 0 ? 0 : readable / visible,
    medianDistancePx,
    reachXPx,
  }
}
