/**
 * The step both renderers take when a press arrives: where on the plane its point is, the burst's
 * new particles, and when the burst is over. WebGL (in a worker or on the page's thread) and
 * Canvas 2D call this one function, so a press means the same burst whoever draws it.
 */
import { burstExitAgeS, burstFloorY } from './burstMotion'
import { startBurstAt, type BurstPool } from './burstPool'
import { projectViewPointToPlane, type PlaneView } from './clickProjection'
import { CALM_BURST_LIFE_S } from './constants'
import type { Rng } from './rng'

/** A visitor's press: its point in view coordinates (CSS px from the view's top-left corner). */
export type Press = {
  readonly x: number
  readonly y: number
  /** False for a press without a point (a key): its burst starts at the view's centre. */
  readonly hasPoint: boolean
}

const _point = new Float32Array(2)

/**
 * The age, seconds, at which the current burst is over in `view`: a calm burst fades at a fixed
 * age, a flying one when its last particle has fallen below the view's bottom edge. Recompute it
 * when the view's height or the motion mode changes mid-burst.
 */
export function burstLifeS(pool: BurstPool, view: PlaneView, isCalm: boolean): number {
  return isCalm
    ? CALM_BURST_LIFE_S
    : burstExitAgeS(pool, burstFloorY(view.height, view.cameraDistance))
}

/**
 * Replaces the burst in `pool` with a new one under `press` (the centre when it has no point
 * or the view has no area) and returns its life (`burstLifeS`). Allocates nothing.
 */
export function startBurst(
  pool: BurstPool,
  press: Press,
  view: PlaneView,
  isCalm: boolean,
  rng: Rng,
): number {
  if (press.hasPoint && view.width > 0 && view.height > 0) {
    projectViewPointToPlane(press.x, press.y, view, _point)
  } else {
    _point[0] = 0
    _point[1] = 0
  }
  startBurstAt(pool, _point[0], _point[1], rng)
  return burstLifeS(pool, view, isCalm)
}
