import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'

/**
 * What the heart canvas adds to the page, measured from pixels: two screenshots of the same
 * frozen instant, one with the stage and one with it hidden. Only the canvas differs between
 * them, so red text, the red buttons and the page's gradient count for nothing. The GIF's frame,
 * the love line and the buttons are masked out as well: the GIF animates on its own clock, and
 * buttons and focus rings change with presses and transitions.
 */

export type Box = { x: number; y: number; width: number; height: number }

export type Layer = {
  /** Viewport, CSS px. */
  width: number
  height: number
  /** Device pixels per CSS px. */
  dpr: number
  /** Per CSS px cell (row-major): how many of its dpr² device pixels the canvas changes. */
  drawn: Uint8Array
  /** Per CSS px cell: 1 where the overlay is masked out (never counted). */
  masked: Uint8Array
}

/** A layer from a live page, with when its shot was taken. */
export type TimedLayer = Layer & {
  /** Date.now() when the screenshot was asked for and when it came back: its frame is between. */
  shotMs: { from: number; to: number }
}

/** A device pixel this far (|ΔR| + |ΔG| + |ΔB|) from the bare page shows some of a heart. */
const DRAWN_DELTA = 40

/**
 * The overlay's own boxes, grown by what they paint outside themselves (from styles.css):
 * `.gif-frame` has a 6 px ring and a `0 18px 40px -18px` shadow (22 px aside, 40 px below);
 * a `.heart-button` has a `0 10px 24px -8px` shadow (16 px aside, 26 px below, 6 px above) and a
 * 3 px focus ring 4 px out; the love line's Vietnamese marks may overhang its line box.
 */
const MASKS = [
  { selector: 'figure', top: 7, side: 23, bottom: 41 },
  { selector: 'h1', top: 8, side: 8, bottom: 8 },
  { selector: 'button', top: 8, side: 17, bottom: 27 },
] as const

/** The masked boxes (CSS px) on the page as it is now. */
export async function overlayMasks(page: Page): Promise<Box[]> {
  const boxes: Box[] = []
  for (const mask of MASKS) {
    for (const element of await page.locator(mask.selector).all()) {
      const box = await element.boundingBox()
      if (!box) continue
      boxes.push({
        x: box.x - mask.side,
        y: box.y - mask.top,
        width: box.width + 2 * mask.side,
        height: box.height + mask.top + mask.bottom,
      })
    }
  }
  return boxes
}

type CaptureOptions = {
  /** Real time between two shots of a series, at least. */
  gapMs?: number
  /**
   * Make the overlay (text, GIF, buttons) transparent for the shots, so the whole canvas counts,
   * under the buttons too, and nothing is masked: for where a burst sits, not for what a visitor
   * sees through the text.
   */
  seeThrough?: boolean
}

/**
 * Captures what the canvas adds. Meaningful on a frozen page (see openFrozenScene), or on a
 * page whose scene clock runs slowed (slowSceneClock).
 */
export async function captureLayer(page: Page, options: CaptureOptions = {}): Promise<Layer> {
  const [layer] = await captureLayers(page, 1, options)
  return layer
}

/**
 * `count` shots of the canvas taken back to back, as quickly as the browser gives them, against
 * one shot of the bare page: a series in real time, for what moves on its own.
 */
export async function captureLayers(
  page: Page,
  count: number,
  { seeThrough = false, gapMs = 0 }: CaptureOptions = {},
): Promise<TimedLayer[]> {
  const viewport = page.viewportSize()!
  const masks = seeThrough ? [] : await overlayMasks(page)
  // A page without a stage fails here at once rather than at the test's timeout.
  await page.getByTestId('heart-stage').waitFor({ state: 'attached', timeout: 5000 })
  const style = (selector: string, property: 'visibility' | 'opacity', value: string) =>
    page.evaluate(
      ([target, key, to]) => {
        for (const element of document.querySelectorAll<HTMLElement>(target)) {
          element.style[key as 'opacity'] = to
        }
      },
      [selector, property, value],
    )
  if (seeThrough) await style('.overlay', 'opacity', '0')
  const shots: { png: PNG; shotMs: TimedLayer['shotMs'] }[] = []
  for (let i = 0; i < count; i++) {
    const from = Date.now()
    const png = PNG.sync.read(await page.screenshot())
    shots.push({ png, shotMs: { from, to: Date.now() } })
    if (i < count - 1) await page.waitForTimeout(Math.max(0, gapMs - (Date.now() - from)))
  }
  await style('[data-testid="heart-stage"]', 'visibility', 'hidden')
  const bare = PNG.sync.read(await page.screenshot())
  await style('[data-testid="heart-stage"]', 'visibility', '')
  if (seeThrough) await style('.overlay', 'opacity', '')
  return shots.map(({ png, shotMs }) =>
    Object.assign(layerOf(png, bare, viewport, masks), { shotMs }),
  )
}

/** What `shown` has that `bare` has not, per CSS px cell, outside the masked boxes. */
function layerOf(
  shown: PNG,
  bare: PNG,
  { width, height }: { width: number; height: number },
  masks: Box[],
): Layer {
  const dpr = shown.width / width
  const drawn = new Uint8Array(width * height)
  const masked = new Uint8Array(width * height)
  for (const box of masks) {
    const x0 = Math.max(0, Math.floor(box.x))
    const x1 = Math.min(width, Math.ceil(box.x + box.width))
    const y0 = Math.max(0, Math.floor(box.y))
    const y1 = Math.min(height, Math.ceil(box.y + box.height))
    for (let y = y0; y < y1; y++) masked.fill(1, y * width + x0, y * width + x1)
  }
  for (let py = 0; py < shown.height; py++) {
    for (let px = 0; px < shown.width; px++) {
      const cell = Math.floor(py / dpr) * width + Math.floor(px / dpr)
      if (masked[cell]) continue
      const i = (py * shown.width + px) * 4
      const delta =
        Math.abs(shown.data[i] - bare.data[i]) +
        Math.abs(shown.data[i + 1] - bare.data[i + 1]) +
        Math.abs(shown.data[i + 2] - bare.data[i + 2])
      if (delta > DRAWN_DELTA) drawn[cell]++
    }
  }
  return { width, height, dpr, drawn, masked }
}

/** Device pixels the canvas draws inside `box` (CSS px; the whole viewport by default). */
export function drawnIn(layer: Layer, box?: Box): number {
  const x0 = Math.max(0, Math.floor(box?.x ?? 0))
  const y0 = Math.max(0, Math.floor(box?.y ?? 0))
  const x1 = Math.min(layer.width, Math.ceil(box ? box.x + box.width : layer.width))
  const y1 = Math.min(layer.height, Math.ceil(box ? box.y + box.height : layer.height))
  let total = 0
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) total += layer.drawn[y * layer.width + x]
  }
  return total
}

export type Rise = { dy: number; share: number; cells: number }

/**
 * How far up (CSS px) the drawing moved from `before` to `after`: the vertical shift that lines
 * up most of the cells drawn in `before` with cells drawn in `after`, allowing `swayPx` of
 * sideways drift. `share` is the part of `before`'s cells that line up at that shift.
 */
export function measureRise(before: Layer, after: Layer, maxDy: number, swayPx: number): Rise {
  const { width, height } = before
  // `after`, widened sideways by the sway, so each heart matches whatever way it drifted.
  const wide = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!after.drawn[y * width + x]) continue
      wide.fill(1, y * width + Math.max(0, x - swayPx), y * width + Math.min(width, x + swayPx + 1))
    }
  }
  const cells: number[] = []
  for (let i = 0; i < before.drawn.length; i++) if (before.drawn[i]) cells.push(i)
  let best: Rise = { dy: 0, share: 0, cells: cells.length }
  let bestMatched = -1
  for (let dy = -maxDy; dy <= maxDy; dy++) {
    let matched = 0
    let seen = 0
    for (const cell of cells) {
      const y = Math.floor(cell / width) - dy
      if (y < 0 || y >= height) continue
      const target = y * width + (cell % width)
      if (after.masked[target]) continue
      seen++
      matched += wide[target]
    }
    if (matched > bestMatched) {
      bestMatched = matched
      best = { dy, share: seen ? matched / seen : 0, cells: cells.length }
    }
  }
  return best
}

export type Point = { x: number; y: number }

/**
 * Where the drawing added from `before` to `after` sits: the median column and row (CSS px) of
 * the device pixels drawn in `after` in cells that `before` left empty (every drawn cell, with
 * `isAll`), and how many there are. A median, so a few floating hearts passing by cannot move it
 * far from a burst of 300.
 */
export function addedMassCentre(
  before: Layer,
  after: Layer,
  isAll = false,
): Point & { pixels: number } {
  const { width } = after
  const columns = new Float64Array(width)
  const rows = new Float64Array(after.height)
  let pixels = 0
  for (let i = 0; i < after.drawn.length; i++) {
    if (!after.drawn[i] || (before.drawn[i] && !isAll)) continue
    columns[i % width] += after.drawn[i]
    rows[Math.floor(i / width)] += after.drawn[i]
    pixels += after.drawn[i]
  }
  const median = (counts: Float64Array) => {
    let seen = 0
    for (let i = 0; i < counts.length; i++) {
      seen += counts[i]
      if (seen >= pixels / 2) return i + 0.5
    }
    return NaN
  }
  return { x: median(columns), y: median(rows), pixels }
}
