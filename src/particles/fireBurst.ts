/**
 * The burst fire step both renderers take when a tap arrives: where on the plane, the new
 * particles, and when the burst is over. WebGL (in a worker or on the page's thread) and Canvas 2D
 * call this one function, so a tap means the same burst whoever draws it.
 */
import { burstExitAgeS, burstFloorY } from './burstMotion'
import { emitBurst, type BurstPool } from './burstPool'
import { projectViewPointToPlane, type PlaneView } from './clickProjection'
import { CALM_BURST_LIFE_S } from './constants'
import type { Rng } from './rng'

/** A burst request in view coordinates (CSS px from the view's top-left corner). */
export type BurstRequest = {
  readonly x: number
  readonly y: number
  /** False for a burst without a point (a keyboard press): it starts at the view's centre. */
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
 * Replaces the burst in `pool` with a new one under `request` (the centre when it has no point
 * or the view has no area) and returns its life (`burstLifeS`). Allocates nothing.
 */
export function fireBurst(
  pool: BurstPool,
  request: BurstRequest,
  view: PlaneView,
  isCalm: boolean,
  rng: Rng,
): number {
  if (request.hasPoint && view.width > 0 && view.height > 0) {
    projectViewPointToPlane(request.x, request.y, view, _point)
  } else {
    _point[0] = 0
    _point[1] = 0
  }
  emitBurst(pool, _point[0], _point[1], rng)
  return burstLifeS(pool, view, isCalm)
}
