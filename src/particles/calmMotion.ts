/**
 * Calm mode (prefers-reduced-motion): the same pools and the same spawn cadence, but nothing
 * travels. Floating hearts fade in and out where they appear; a burst blooms around the press
 * point and fades. Mirrored by the `uCalm` branches of the vertex shaders.
 * Units: world px (origin at the viewport centre, +y up), seconds, radians.
 */
import type { BurstPool } from './burstPool'
import {
  BURST_POSE_ALPHA,
  BURST_POSE_FLIP,
  BURST_POSE_ROTATION,
  BURST_POSE_X,
  BURST_POSE_Y,
  BURST_POSE_Z,
} from './burstMotion'
import { CALM_BURST_LIFE_S, CALM_BURST_SPREAD_PX, CALM_HEART_BAND } from './constants'
import type { HeartPool } from './heartPool'
import type { PlaneView } from './clickProjection'
import type { Pose } from './heartMotion'
import {
  heartFade,
  heartProgress,
  POSE_ALPHA,
  POSE_ROTATION,
  POSE_SIZE,
  POSE_X,
  POSE_Y,
  smoothstep,
} from './heartMotion'

/**
 * Writes heart `i`'s calm pose into `out` (see POSE_*): its column from `leftVw`, a height in
 * the central band picked by its sway phase, upright, with the usual fade in and out.
 */
export function writeCalmHeartPose(pool: HeartPool, i: number, view: PlaneView, out: Pose): void {
  const { width: viewWidth, height: viewHeight } = view
  const size = pool.sizePx[i]
  out[POSE_X] = (pool.leftVw[i] / 100) * viewWidth + size / 2 - viewWidth / 2
  out[POSE_Y] = (pool.swayRad[i] / (2 * Math.PI) - 0.5) * viewHeight * CALM_HEART_BAND
  out[POSE_SIZE] = size
  out[POSE_ALPHA] = heartFade(heartProgress(pool, i))
  out[POSE_ROTATION] = 0
}

/**
 * Writes particle `i`'s calm pose into `out` (see BURST_*): a fixed spot in its direction, its
 * distance growing with its speed, no spin, fading out over the second half of
 * CALM_BURST_LIFE_S.
 */
export function writeCalmBurstPose(pool: BurstPool, i: number, out: Float32Array): void {
  const reach = pool.speed[i] * CALM_BURST_SPREAD_PX
  out[BURST_POSE_X] = pool.originX + Math.cos(pool.angle[i]) * reach
  out[BURST_POSE_Y] = pool.originY + Math.sin(pool.angle[i]) * reach
  out[BURST_POSE_Z] = 0
  out[BURST_POSE_ROTATION] = pool.rotation[i]
  out[BURST_POSE_ALPHA] = 1 - smoothstep(CALM_BURST_LIFE_S / 2, CALM_BURST_LIFE_S, pool.ageS)
  out[BURST_POSE_FLIP] = 1
}
