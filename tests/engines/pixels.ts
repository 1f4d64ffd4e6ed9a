// What the heart canvas draws, from screenshots, on a page that runs in real time, or on a
// scene clock slowed down (prelude.ts): no driver here can freeze an engine's clock the way
// Playwright's page clock freezes Chromium's. The overlay (text, GIF, buttons) is hidden, so
// only the stage differs between a shot with it and a shot without it (tests/e2e/canvasLayer.ts
// does the same with masks).
import { PNG } from 'pngjs'
import {
  BURST_DRAG_PER_S,
  BURST_GRAVITY_PX_S2,
  HEART_SIZE_MAX_PX,
} from '../../src/particles/constants'
import { addedMassCentre, drawnIn, type Layer, type Point } from '../e2e/canvasLayer'
import type { EnginePage } from './driver'

/** A device pixel this far (|ΔR| + |ΔG| + |ΔB|) from the bare page shows some of a heart. */
const DRAWN_DELTA = 40

/**
 * Hides the page's overlay (text, GIF, buttons) or shows it again. Through the element's style:
 * the page's Content-Security-Policy (style-src 'self') refuses an added <style>.
 */
export async function setOverlayShown(page: EnginePage, isShown: boolean) {
  await page.evaluate((shown: boolean) => {
    for (const overlay of document.querySelectorAll<HTMLElement>('.overlay')) {
      overlay.style.visibility = shown ? '' : 'hidden'
    }
  }, isShown)
  await nextFrames(page)
}

/**
 * Resolves after two animation frames: a style change is then painted (WebKitGTK's screenshot
 * shows the last painted frame, which may be older than the change).
 */
export async function nextFrames(page: EnginePage) {
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  )
}

async function setStageShown(page: EnginePage, isShown: boolean) {
  await page.evaluate((shown: boolean) => {
    const stage = document.querySelector<HTMLElement>('[data-testid="heart-stage"]')
    if (!stage) throw new Error('no heart stage on the page')
    stage.style.visibility = shown ? '' : 'hidden'
  }, isShown)
  await nextFrames(page)
}

/** The page with the stage hidden: the background the canvas draws over (it does not move). */
export async function captureBare(page: EnginePage): Promise<PNG> {
  await setStageShown(page, false)
  const bare = PNG.sync.read(await page.screenshot())
  await setStageShown(page, true)
  return bare
}

/** What the canvas draws in `shown`, against the `bare` page, per CSS px cell. */
export function layerOf(shown: PNG, bare: PNG, width: number, height: number): Layer {
  if (shown.width !== bare.width || shown.height !== bare.height) {
    throw new Error(`screenshots differ in size: ${shown.width}x${shown.height}, ${bare.width}`)
  }
  const dpr = shown.width / width
  const drawn = new Uint8Array(width * height)
  for (let py = 0; py < shown.height; py++) {
    for (let px = 0; px < shown.width; px++) {
      const i = (py * shown.width + px) * 4
      const delta =
        Math.abs(shown.data[i] - bare.data[i]) +
        Math.abs(shown.data[i + 1] - bare.data[i + 1]) +
        Math.abs(shown.data[i + 2] - bare.data[i + 2])
      const cell = Math.floor(py / dpr) * width + Math.floor(px / dpr)
      if (delta > DRAWN_DELTA && cell < drawn.length) drawn[cell]++
    }
  }
  return { width, height, dpr, drawn, masked: new Uint8Array(width * height) }
}

/** Device pixels `count` of the biggest floating hearts cover (the heart SDF fills ~60%). */
export function heartsArea(layer: Layer, count: number): number {
  return count * HEART_SIZE_MAX_PX * HEART_SIZE_MAX_PX * 0.6 * layer.dpr * layer.dpr
}

/** How far (CSS px) gravity can have pulled a burst down `ageS` after it fired. */
export function burstFallPx(ageS: number): number {
  const travel = (1 - Math.exp(-BURST_DRAG_PER_S * ageS)) / BURST_DRAG_PER_S
  return (BURST_GRAVITY_PX_S2 / BURST_DRAG_PER_S) * (ageS - travel)
}

export type BurstMass = { near: number; elsewhere: number; radius: number }

/**
 * Where a burst's hearts are: `near`, the most drawn in a square of side 2r centred on the
 * expected point or below it by up to `fallPx` (gravity); `elsewhere`, the most in any such
 * square centred 2.5r or further from all of those. r is 12% of the viewport's short side.
 */
export function burstMass(layer: Layer, x: number, y: number, fallPx: number): BurstMass {
  const radius = Math.round(0.12 * Math.min(layer.width, layer.height))
  const box = (cx: number, cy: number) =>
    drawnIn(layer, { x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius })
  let near = 0
  for (let dy = 0; dy <= fallPx + radius / 2; dy += radius / 2)
    near = Math.max(near, box(x, y + dy))
  let elsewhere = 0
  for (let cy = 0; cy <= layer.height; cy += radius) {
    for (let cx = 0; cx <= layer.width; cx += radius) {
      const below = Math.min(Math.max(cy - y, 0), fallPx)
      if (Math.hypot(cx - x, cy - (y + below)) < 2.5 * radius) continue
      elsewhere = Math.max(elsewhere, box(cx, cy))
    }
  }
  return { near, elsewhere, radius }
}

/**
 * Farthest (CSS px) the median of a burst's drawing may sit across from its point, or above it,
 * or below it beyond gravity's pull: the burst's own asymmetry (300 random directions, the fast
 * ones cut off at the screen's edges) and depth's perspective. Measured on both engines and
 * windows (26 November 2026): up to 24 px across, and 15 px past the pull allowed for.
 */
const BURST_CENTRE_TOLERANCE_PX = 35

/**
 * What is wrong with the burst fired at `point` as `after` shows it, `fallPx` being the most
 * gravity can have pulled it down since (burstFallPx of the most scene time that can have
 * passed): too little of it drawn, or more drawn elsewhere than half of what is at the point
 * (burstMass), or the median of what it added to `before` (a shot just before it fired) off
 * the point.
 */
export function misplacedBurst(before: Layer, after: Layer, point: Point, fallPx: number) {
  const problems: string[] = []
  const mass = burstMass(after, point.x, point.y, fallPx)
  const least = heartsArea(after, 4)
  if (mass.near <= least) problems.push(`${mass.near} px drawn at the point, not over ${least}`)
  if (mass.near <= 2 * mass.elsewhere) {
    problems.push(`${mass.near} px drawn at the point, ${mass.elsewhere} px in a square elsewhere`)
  }
  const centre = addedMassCentre(before, after)
  const isAcross = Math.abs(centre.x - point.x) <= BURST_CENTRE_TOLERANCE_PX
  const isAlong =
    centre.y >= point.y - BURST_CENTRE_TOLERANCE_PX &&
    centre.y <= point.y + fallPx + BURST_CENTRE_TOLERANCE_PX
  if (!isAcross || !isAlong) {
    const at = `(${centre.x}, ${centre.y})`
    problems.push(`its median at ${at}, from (${point.x}, ${point.y}) down ${fallPx.toFixed(0)} px`)
  }
  return problems
}
