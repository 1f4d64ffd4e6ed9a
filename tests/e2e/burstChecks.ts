// Burst checks on a page opened with openFrozenScene: a burst fired at a point, by a tap, a key
// or a press on the button, is there, at that point, and nowhere else.
import { expect, type Page } from '@playwright/test'
import { BURST_PARTICLE_COUNT } from '../../src/particles/constants'
import { expectBurstMassAt } from './burstMass'
import { captureLayer, drawnIn } from './canvasLayer'
import {
  burstReach,
  floatingHeartsTop,
  hasFloatingHearts,
  isCalm,
  moreThanOneHeart,
} from './heartGeometry'
import { FRAME_MS, sceneTimeBoundS } from './sceneClock'
import { canvasOf } from './stage'

/** Scene time a burst is given to open before it is measured: still compact, clearly many hearts. */
const BURST_AGE_MS = 150

/**
 * Fires a burst with `fire`, aimed at (x, y), on a page opened with openFrozenScene, and checks
 * it: the canvas reports 300 hearts with the next frame, and `ageMs` of scene time later it
 * draws more than any single heart could cover within reach of (x, y), and almost nothing
 * anywhere else where floating hearts provably are not. The caller picks a point whose reach
 * avoids the rising hearts; the check says so when it does not.
 */
export async function expectBurstAt(
  page: Page,
  x: number,
  y: number,
  fire: () => Promise<void>,
  { ageMs = BURST_AGE_MS }: { ageMs?: number } = {},
) {
  await fire()
  // The scene fires what arrived since its last frame at that frame's start, at age 0.
  await page.clock.runFor(FRAME_MS)
  await expect(canvasOf(page)).toHaveAttribute('data-burst', String(BURST_PARTICLE_COUNT))
  await page.clock.runFor(ageMs - FRAME_MS)
  const calm = await isCalm(page)
  const layer = await captureLayer(page)
  const offCentre = Math.hypot(x - layer.width / 2, y - layer.height / 2)
  const reach = burstReach(ageMs / 1000, offCentre, layer.height, calm)
  const top = hasFloatingHearts(page)
    ? floatingHeartsTop(layer.height, await sceneTimeBoundS(page), calm)
    : layer.height
  const near = { x: x - reach, y: y - reach, width: 2 * reach, height: 2 * reach }
  if (Math.min(layer.height, near.y + near.height) > top) {
    throw new Error(`test setup: floating hearts may be within reach of (${x}, ${y}) by now`)
  }
  const free = { x: 0, y: 0, width: layer.width, height: top }
  const inReach = drawnIn(layer, near)
  expect(inReach, 'burst hearts drawn within reach of the tap').toBeGreaterThan(
    moreThanOneHeart(layer),
  )
  expect(inReach / drawnIn(layer, free), 'share of the drawing within reach').toBeGreaterThan(0.95)
}

/**
 * Taps (x, y) on a frozen page and checks that the burst's mass sits there, not at the screen's
 * centre (see expectBurstMassAt), BURST_AGE_MS of scene time later.
 */
export async function expectBurstAroundTap(
  page: Page,
  x: number,
  y: number,
  via: 'mouse' | 'touch' = 'mouse',
) {
  const { width, height } = page.viewportSize()!
  const timeS = (await sceneTimeBoundS(page)) + BURST_AGE_MS / 1000
  const band = hasFloatingHearts(page)
    ? floatingHeartsTop(height, timeS, await isCalm(page))
    : height
  await expectBurstMassAt(
    page,
    { x, y },
    { x: width / 2, y: height / 2 },
    () => (via === 'mouse' ? page.mouse.click(x, y) : page.touchscreen.tap(x, y)),
    () => page.clock.runFor(BURST_AGE_MS),
    // Only where the band leaves the tap's side of the screen clear.
    band > y ? band : Infinity,
  )
}

/**
 * Presses `key` on the focused button of a frozen page and checks that the burst's mass sits at
 * the screen's centre: a key's click carries no point (clientX and clientY are 0), so a page
 * that took it for one would burst in the corner.
 */
export async function expectKeyBurstAtCentre(page: Page, key: 'Enter' | 'Space') {
  const { width, height } = page.viewportSize()!
  await expectBurstMassAt(
    page,
    { x: width / 2, y: height / 2 },
    { x: 0, y: 0 },
    () => page.keyboard.press(key),
    () => page.clock.runFor(BURST_AGE_MS),
  )
}

/**
 * Presses (x, y) on a frozen page's only button and checks that the burst's mass sits at the
 * press, not at the button's middle.
 */
export async function expectPressBurstAt(page: Page, x: number, y: number) {
  const box = (await page.getByRole('button').boundingBox())!
  await expectBurstMassAt(
    page,
    { x, y },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    () => page.mouse.click(x, y),
    () => page.clock.runFor(BURST_AGE_MS),
  )
}
/**
 * A point on the page's only button, 8 px in from its left or right end (inside its rounded
 * end), where a press bursts away from the button's centre.
 */
export async function buttonEnd(page: Page, side: 'left' | 'right') {
  const box = (await page.getByRole('button').boundingBox())!
  const x = side === 'left' ? box.x + 8 : box.x + box.width - 8
  return { x, y: box.y + box.height / 2 }
}
