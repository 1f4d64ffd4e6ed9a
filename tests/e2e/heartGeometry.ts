// Where hearts can be, from the simulation's constants: a heart's area, the band floating hearts
// can have reached, how far a burst can reach, and whether a page is calm or has floating hearts.
import type { Page } from '@playwright/test'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import {
  BURST_DEPTH_SPEED_PX_S,
  BURST_DEPTH_VEL_MAX,
  BURST_DRAG_PER_S,
  BURST_GRAVITY_PX_S2,
  BURST_HEIGHT_MAX_PX,
  BURST_NEAREST_SHARE,
  BURST_SPEED_PX_S,
  BURST_SPEED_ROOT_MAX,
  BURST_WIDTH_MAX_PX,
  CALM_BURST_SPREAD_PX,
  CAMERA_FOV_DEG,
  HEART_LIFE_S,
  HEART_SIZE_MAX_PX,
  HEART_SPAWN_INTERVAL_S,
} from '../../src/particles/constants'
import type { Layer } from './canvasLayer'

/** Share of its square a heart covers (the SDF heart of heart.frag.glsl fills 63%). */
const HEART_FILL = 0.6

/** Device pixels a w x h heart covers on `layer`. */
export function heartArea(layer: Layer, widthPx: number, heightPx = widthPx): number {
  return widthPx * heightPx * HEART_FILL * layer.dpr * layer.dpr
}

/** More than the biggest single heart the page draws (a floating heart HEART_SIZE_MAX_PX wide). */
export function moreThanOneHeart(layer: Layer): number {
  return heartArea(layer, HEART_SIZE_MAX_PX)
}

/** Whether the page asks for reduced motion: calm floating hearts, a calm burst. */
export async function isCalm(page: Page): Promise<boolean> {
  return page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches)
}

/** Whether the page's route has floating hearts (all but /valentine). */
export function hasFloatingHearts(page: Page): boolean {
  return !/\/valentine\/?$/.test(new URL(page.url()).pathname)
}

/**
 * The top of the band floating hearts can have reached by scene time `timeS` (CSS px from the
 * top): none exists before the first spawn; a rising heart's top is at most
 * (H + 2 x max size) x age / life above the bottom edge; a calm heart may sit anywhere.
 */
export function floatingHeartsTop(viewHeight: number, timeS: number, calm: boolean): number {
  const oldestAgeS = timeS - HEART_SPAWN_INTERVAL_S
  if (oldestAgeS < 0) return viewHeight
  if (calm) return 0
  const progress = Math.min(1, oldestAgeS / HEART_LIFE_S)
  return viewHeight - (viewHeight + 2 * HEART_SIZE_MAX_PX) * progress
}

/**
 * How far from its origin (CSS px, any direction) a burst heart can be seen at `ageS`: the
 * fastest start speed under drag, the fall under gravity and half the biggest heart, enlarged by
 * the perspective of the nearest heart, plus the perspective's pull on an off-centre origin.
 */
export function burstReach(ageS: number, offCentrePx: number, viewHeight: number, calm: boolean) {
  const halfHeart = Math.hypot(BURST_WIDTH_MAX_PX, BURST_HEIGHT_MAX_PX) / 2
  const fastest = BURST_SPEED_ROOT_MAX ** 2
  if (calm) return fastest * CALM_BURST_SPREAD_PX + halfHeart
  const travel = (1 - Math.exp(-BURST_DRAG_PER_S * ageS)) / BURST_DRAG_PER_S
  const fall = (BURST_GRAVITY_PX_S2 / BURST_DRAG_PER_S) * (ageS - travel)
  const distance = pixelPerfectDistance(viewHeight, (CAMERA_FOV_DEG * Math.PI) / 180)
  const nearest = Math.min(
    BURST_DEPTH_VEL_MAX * BURST_DEPTH_SPEED_PX_S * travel,
    BURST_NEAREST_SHARE * distance,
  )
  const scale = distance / (distance - nearest)
  return (
    (fastest * BURST_SPEED_PX_S * travel + fall + halfHeart) * scale + offCentrePx * (scale - 1)
  )
}
