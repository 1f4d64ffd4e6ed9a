/**
 * Where a floating heart is at its age: the closed form that `heart.vert.glsl` evaluates on the
 * GPU, kept here so it is tested and so the Canvas 2D fallback draws the same thing.
 *
 * Units: viewport in CSS px; output in world px (origin at the viewport centre, +y up).
 */
import {
  HEART_FADE_IN,
  HEART_FADE_OUT,
  HEART_LIFE_S,
  HEART_SWAY_CYCLES,
  HEART_SWAY_PX,
  HEART_TILT_RAD,
} from './constants'
import type { PlaneView } from './clickProjection'
import type { HeartPool } from './heartPool'

/** A heart's values at one instant, at the indices below (or BURST_* for a burst heart). */
export type Pose = Float32Array

/** Indices into the pose written by `writeHeartPose`. */
export const POSE_X = 0
export const POSE_Y = 1
export const POSE_SIZE = 2
export const POSE_ALPHA = 3
export const POSE_ROTATION = 4

/** Hermite step between edges a and b, as GLSL's smoothstep. */
export function smoothstep(a: number, b: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)))
  return t * t * (3 - 2 * t)
}

/** How far heart `i` is through its life at the pool's time, 0 at birth to 1 at the end. */
export function heartProgress(pool: HeartPool, i: number): number {
  return Math.min(1, Math.max(0, (pool.timeS - pool.bornS[i]) / HEART_LIFE_S))
}

/** A heart's opacity at `progress`: fading in at the start of its life and out at the end. */
export function heartFade(progress: number): number {
  return smoothstep(0, HEART_FADE_IN, progress) * (1 - smoothstep(1 - HEART_FADE_OUT, 1, progress))
}

/**
 * Writes heart `i`'s centre, size, opacity and tilt at the pool's current time into `out`
 * ([x, y, size, alpha, rotation], see POSE_*). It rises at constant speed from just below the
 * bottom edge (fully hidden at birth) to just above the top edge (fully gone at HEART_LIFE_S),
 * swaying sideways, fading in at the start and out at the end.
 */
export function writeHeartPose(pool: HeartPool, i: number, view: PlaneView, out: Pose): void {
  const { width: viewWidth, height: viewHeight } = view
  const size = pool.sizePx[i]
  const progress = heartProgress(pool, i)
  const phase = pool.swayRad[i] + progress * HEART_SWAY_CYCLES * 2 * Math.PI
  const sway = HEART_SWAY_PX * Math.sin(phase)
  const startY = -viewHeight / 2 - size
  const endY = viewHeight / 2 + size
  out[POSE_X] = (pool.leftVw[i] / 100) * viewWidth + size / 2 - viewWidth / 2 + sway
  out[POSE_Y] = startY + (endY - startY) * progress
  out[POSE_SIZE] = size
  out[POSE_ALPHA] = heartFade(progress)
  // Leans into the sway, as a heart pushed sideways by air would.
  out[POSE_ROTATION] = -HEART_TILT_RAD * Math.cos(phase)
}
