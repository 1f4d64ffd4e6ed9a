/**
 * How much of a shot the floating hearts may cover, from what a shot before it showed of them:
 * for a burst check that must tell the burst's pixels from theirs without reading the page's own
 * count of them. Pure: drawn pixels per CSS px cell in, device pixels out. Units: CSS px, ms of
 * the scene's clock.
 */
import {
  HEART_FADE_IN,
  HEART_LIFE_S,
  HEART_SIZE_MAX_PX,
  HEART_SPAWN_INTERVAL_S,
} from '../../src/particles/constants'

/**
 * How much more than the earlier shot showed of them the floating hearts already whole then may
 * cover later: hearts that overlapped drift apart, edges land on other pixels as a heart sways
 * and leans.
 */
export const FLOATING_AREA_SLACK = 0.1

/**
 * Share of its square the biggest heart's drawn pixels can fill: the SDF heart fills 63%, and
 * its one device pixel of anti-aliased rim counts where its colour moves the pixel enough
 * (canvasLayer's DRAWN_DELTA), about 3% more at 60 device px; rounded up.
 */
export const HEART_DRAWN_SHARE = 0.75

/** A shot's drawn pixels (canvasLayer's `drawn`, per CSS px cell) and its scene time. */
export type TimedCells = { drawn: Uint8Array; sceneMs: number }

export type FloatingAllowance = {
  /** Device px the floating hearts covered in the earlier shot, outside the skipped cells. */
  measured: number
  /** Device px hearts spawned or fading in since may add, at most. */
  growth: number
  /** What the later shot's floating hearts may cover: measured with its slack, plus growth. */
  allowed: number
}

/**
 * The device px floating hearts may cover in `after` (a `width` x `height` CSS px shot at `dpr`,
 * its scene clock at most `sceneMs` when it was drawn), given that they covered `before.drawn`
 * in a shot whose frame is at most `lagMs` older than `before.sceneMs`. Cells `skip` marks count
 * for nothing in either. Beyond what was measured (FLOATING_AREA_SLACK), a heart can only add
 * area by spawning since, or by finishing its fade-in (its drawn area grows with its opacity, and
 * it rises into view from below the edge meanwhile); one that leaves or fades out takes area
 * away. Those can each cover at most the biggest heart (HEART_DRAWN_SHARE of its square) and,
 * rising from below the bottom edge at (height + 2 x max size) per life, cannot be above the band
 * their age allows (calm hearts fade in anywhere): the growth is the lesser of those hearts' area
 * and what `after` draws in that band. `isBandFree`: the caller has ruled out new hearts in the
 * cells it keeps.
 */
export function floatingAllowance(
  before: TimedCells,
  after: TimedCells & { width: number; height: number; dpr: number },
  skip: Uint8Array,
  { lagMs, isCalm, isBandFree }: { lagMs: number; isCalm: boolean; isBandFree: boolean },
): FloatingAllowance {
  let measured = 0
  for (let cell = 0; cell < before.drawn.length; cell++) {
    if (!skip[cell]) measured += before.drawn[cell]
  }
  const spanS = (after.sceneMs - before.sceneMs + lagMs) / 1000
  const fadeInS = HEART_FADE_IN * HEART_LIFE_S
  const hearts =
    Math.floor(spanS / HEART_SPAWN_INTERVAL_S) + 1 + Math.ceil(fadeInS / HEART_SPAWN_INTERVAL_S)
  const heartPx = HEART_DRAWN_SHARE * (HEART_SIZE_MAX_PX * after.dpr) ** 2
  // The oldest of those hearts is fadeInS + spanS old; its top at most that far up.
  const riseS = fadeInS + spanS
  const top = isCalm
    ? 0
    : Math.max(
        0,
        Math.floor(after.height - ((after.height + 2 * HEART_SIZE_MAX_PX) * riseS) / HEART_LIFE_S),
      )
  let inBand = 0
  for (let cell = top * after.width; cell < after.drawn.length; cell++) {
    if (!skip[cell]) inBand += after.drawn[cell]
  }
  const growth = isBandFree ? 0 : Math.min(hearts * heartPx, inBand)
  return { measured, growth, allowed: measured * (1 + FLOATING_AREA_SLACK) + growth }
}
