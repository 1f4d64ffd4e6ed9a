import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { overlayMasks, type Box } from './canvasLayer'

/**
 * Which palette a page's hearts wear, from pixels: a shot of the page with its stage and one with
 * the stage hidden; every device pixel the canvas changed, outside the overlay's boxes (the GIF,
 * the line, the buttons), votes for the palette whose heart colour it is closest to.
 */

export type Rgb = readonly [number, number, number]

export function rgbOf(hex: string): Rgb {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb
}

export function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])
}

/** The device pixel at (x, y) of a PNG shot. */
export function pixelOf(png: PNG, x: number, y: number): Rgb {
  const i = (Math.floor(y) * png.width + Math.floor(x)) * 4
  return [png.data[i], png.data[i + 1], png.data[i + 2]]
}

/** heart.frag.glsl darkens a heart's colour toward its tip: base × 0.82 at the least. */
const SHADE_MIN = 0.82

/** How far `pixel` is from the shades a heart of `colour` takes (colour × 0.82..1). */
function shadeDistance(pixel: Rgb, colour: Rgb): number {
  const dot = pixel[0] * colour[0] + pixel[1] * colour[1] + pixel[2] * colour[2]
  const square = colour[0] ** 2 + colour[1] ** 2 + colour[2] ** 2
  const shade = Math.min(1, Math.max(SHADE_MIN, square === 0 ? 1 : dot / square))
  return distance(pixel, [colour[0] * shade, colour[1] * shade, colour[2] * shade])
}

/** A pixel this close (RGB distance) to a heart's shade is that heart's colour... */
const NEAR = 18
/** ...unless the other palette has a colour within this much more of it: then it votes for neither. */
const MARGIN = 12
/** A device pixel this far (|ΔR| + |ΔG| + |ΔB|) from the bare page shows some of a heart. */
const DRAWN_DELTA = 40

export type Votes = { expected: number; other: number; drawn: number }

/**
 * How many drawn pixels of `shown` (not in `bare`, outside `masks`) are heart pixels of the
 * `expected` palette, and how many of the `other`: anti-aliased edges, faded hearts and the
 * highlight are near neither and do not vote, nor do colours the two palettes share.
 */
export function paletteVotes(
  shown: PNG,
  bare: PNG,
  masks: readonly Box[],
  dpr: number,
  expected: readonly string[],
  other: readonly string[],
): Votes {
  const mine = expected.map(rgbOf)
  const theirs = other.map(rgbOf)
  const votes: Votes = { expected: 0, other: 0, drawn: 0 }
  const isMasked = (x: number, y: number) =>
    masks.some(
      (box) =>
        x >= box.x * dpr &&
        x < (box.x + box.width) * dpr &&
        y >= box.y * dpr &&
        y < (box.y + box.height) * dpr,
    )
  for (let y = 0; y < shown.height; y++) {
    for (let x = 0; x < shown.width; x++) {
      const pixel = pixelOf(shown, x, y)
      const back = pixelOf(bare, x, y)
      const delta =
        Math.abs(pixel[0] - back[0]) + Math.abs(pixel[1] - back[1]) + Math.abs(pixel[2] - back[2])
      if (delta <= DRAWN_DELTA || isMasked(x, y)) continue
      votes.drawn++
      const toMine = Math.min(...mine.map((colour) => shadeDistance(pixel, colour)))
      const toTheirs = Math.min(...theirs.map((colour) => shadeDistance(pixel, colour)))
      if (Math.min(toMine, toTheirs) > NEAR || Math.abs(toMine - toTheirs) < MARGIN) continue
      if (toMine < toTheirs) votes.expected++
      else votes.other++
    }
  }
  return votes
}

/**
 * A shot of the live page and one with its stage hidden, with the overlay's boxes: what the
 * canvas draws is what differs outside them. The stage keeps running while hidden.
 */
export async function shootHearts(page: Page) {
  const masks = await overlayMasks(page)
  const stage = page.getByTestId('heart-stage')
  const shown = PNG.sync.read(await page.screenshot())
  await stage.evaluate((element: HTMLElement) => (element.style.visibility = 'hidden'))
  const bare = PNG.sync.read(await page.screenshot())
  await stage.evaluate((element: HTMLElement) => (element.style.visibility = ''))
  return { shown, bare, masks, dpr: shown.width / page.viewportSize()!.width }
}
