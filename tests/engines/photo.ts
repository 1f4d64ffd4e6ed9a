// A made link's photo as an engine shows it: the print's picture in a screenshot, at the spots
// the browser tests read too (tests/support/photoSpots.ts), against the same photo as the engine
// decodes it. The heart stage is hidden for the shot: hearts float above the print.
import { expect } from 'vitest'
import { farthestSpot, SPOT_TOLERANCE, spotColours, type Pixels } from '../support/photoSpots'
import type { EnginePage } from './driver'
import { captureBare } from './pixels'
import { pollPage } from './scene'

/** `src` decoded by the page's engine at its own size, as RGBA pixels (run in the page). */
async function decodePhoto(src: string): Promise<Pixels> {
  const image = new Image()
  image.src = src
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = image.naturalWidth
  canvas.height = image.naturalHeight
  const context = canvas.getContext('2d')!
  context.drawImage(image, 0, 0)
  const { width, height, data } = context.getImageData(0, 0, canvas.width, canvas.height)
  return { width, height, data: Array.from(data) }
}

/** What keeps the image `selector` from being shown: none once it has loaded (run in the page). */
function loadedBox(selector: string): string[] {
  const image = document.querySelector<HTMLImageElement>(selector)
  if (!image) return [`no ${selector}`]
  return image.complete && image.naturalWidth > 0 ? [] : [`${selector} not loaded`]
}

/** The box (CSS px) `selector` covers: left, top, width, height (run in the page). */
function boxOf(selector: string): number[] {
  const { left, top, width, height } = document.querySelector(selector)!.getBoundingClientRect()
  return [left, top, width, height]
}

/** The part of `shot` that the box (CSS px) covers, at the shot's device pixels. */
function cropOf(shot: Pixels, box: number[], dpr: number): Pixels {
  const [x0, y0, width, height] = box.map((value) => Math.round(value * dpr))
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    const from = ((y0 + y) * shot.width + x0) * 4
    data.set(Array.prototype.slice.call(shot.data, from, from + width * 4), y * width * 4)
  }
  return { width, height, data }
}

/** How long the picture may take to be painted: WebKitGTK's first shots may show it black. */
const PAINT_WAIT_MS = 10_000

/**
 * Expects the image `selector` to show the photo `src` on screen: each spot within tolerance, in
 * a shot taken once it has loaded, or in one of the shots after while PAINT_WAIT_MS lasts (a
 * screenshot shows the last frame painted, which on WebKitGTK can lag behind the load).
 */
export async function expectPhotoShown(
  page: EnginePage,
  selector: string,
  src: string,
  viewport: { width: number },
) {
  await pollPage(page, loadedBox, selector)
  const reference = spotColours(await page.evaluate(decodePhoto, src))
  const deadline = Date.now() + PAINT_WAIT_MS
  const farthest = async () => {
    const shot = await captureBare(page)
    const box = await page.evaluate(boxOf, selector)
    return farthestSpot(spotColours(cropOf(shot, box, shot.width / viewport.width)), reference)
  }
  let worst = Infinity
  while (worst >= SPOT_TOLERANCE && Date.now() < deadline) {
    worst = await farthest()
    if (worst >= SPOT_TOLERANCE) await new Promise((done) => setTimeout(done, 250))
  }
  expect(worst, "the farthest spot's channel from the photo's").toBeLessThan(SPOT_TOLERANCE)
  // Once painted it stays: the next shot must show it too, so a photo shown now and then fails.
  expect(await farthest(), 'the photo in the shot after').toBeLessThan(SPOT_TOLERANCE)
}
