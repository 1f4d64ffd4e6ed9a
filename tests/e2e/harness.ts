import { test as base, expect, type Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { formatLoveTitle } from '../../src/config/pages'
import { routeFixtures } from './fixtures.mjs'
import { buildSettings } from './siteWatch'

type Fixtures = { consoleErrors: string[]; consoleLogs: string[] }

/** Playwright's test with the offline network (fixture GIF) and console capture on every page. */
export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await routeFixtures(context)
    await use(context)
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
  consoleLogs: async ({ page }, use) => {
    const logs: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'log') logs.push(message.text())
    })
    await use(logs)
  },
})

export { expect }

/** The settings the build under test was made with (a page maker's .env included). */
export const site = buildSettings()

/** The title the love pages must carry for that build. */
export function loveTitle(): string {
  return formatLoveTitle(site.recipientName)
}

/** Waits for the WebGL scene's own readiness signal (its first frame is on screen). */
export async function waitForScene(page: Page) {
  await page.locator('[data-testid="heart-stage"][data-ready="true"]').waitFor({ timeout: 30_000 })
}

export type Box = { x: number; y: number; width: number; height: number }

/**
 * How many pixels of a screenshot region look like a heart: saturated red or pink, unlike the
 * pale pink page. Text and buttons are red too, so callers pick regions or compare over time.
 */
export async function countHeartPixels(page: Page, clip: Box): Promise<number> {
  const png = PNG.sync.read(await page.screenshot({ clip, animations: 'allow' }))
  let count = 0
  for (let i = 0; i < png.data.length; i += 4) {
    const red = png.data[i]
    const green = png.data[i + 1]
    if (red - green > 70) count++
  }
  return count
}

/**
 * Heart pixels inside and outside `box`, from one screenshot of the whole viewport, so both
 * counts see the same instant of an animation.
 */
export async function heartPixelsInsideAndOut(
  page: Page,
  box: Box,
): Promise<{ inside: number; outside: number }> {
  const png = PNG.sync.read(await page.screenshot({ animations: 'allow' }))
  const viewport = page.viewportSize() ?? { width: png.width, height: png.height }
  const scale = png.width / viewport.width
  let inside = 0
  let outside = 0
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4
      if (png.data[i] - png.data[i + 1] <= 70) continue
      const cssX = x / scale
      const cssY = y / scale
      const isInside =
        cssX >= box.x && cssX < box.x + box.width && cssY >= box.y && cssY < box.y + box.height
      if (isInside) inside++
      else outside++
    }
  }
  return { inside, outside }
}

/** Share of pixels (0..1) that differ between two screenshots of the same region. */
export async function changedShare(page: Page, clip: Box, waitMs: number): Promise<number> {
  const before = PNG.sync.read(await page.screenshot({ clip }))
  await page.waitForTimeout(waitMs)
  const after = PNG.sync.read(await page.screenshot({ clip }))
  let changed = 0
  for (let i = 0; i < before.data.length; i += 4) {
    const delta =
      Math.abs(before.data[i] - after.data[i]) +
      Math.abs(before.data[i + 1] - after.data[i + 1]) +
      Math.abs(before.data[i + 2] - after.data[i + 2])
    if (delta > 30) changed++
  }
  return changed / (before.data.length / 4)
}

/** A square region of `size` CSS px centred on (x, y), kept inside the viewport. */
export function around(page: Page, x: number, y: number, size: number): Box {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 }
  const width = Math.min(size, viewport.width)
  const height = Math.min(size, viewport.height)
  return {
    x: Math.max(0, Math.min(viewport.width - width, x - width / 2)),
    y: Math.max(0, Math.min(viewport.height - height, y - height / 2)),
    width,
    height,
  }
}

/** Taps at (x, y) and waits until hearts fill the 160 px around the tap point. */
export async function expectBurstAroundTap(page: Page, x: number, y: number) {
  const region = around(page, x, y, 160)
  const before = await countHeartPixels(page, region)
  await page.mouse.click(x, y)
  await expect.poll(() => countHeartPixels(page, region)).toBeGreaterThan(before + 400)
}

/**
 * Waits until the whole viewport shows hearts moving: two screenshots 400 ms apart differ in at
 * least 150 CSS px (one 10 px heart rising 15 px is about that). Polled, since the first
 * hearts take a moment to rise into view and a busy machine may drop frames.
 */
export async function expectHeartsToMove(page: Page) {
  const viewport = page.viewportSize()!
  const whole = { x: 0, y: 0, width: viewport.width, height: viewport.height }
  const minimum = 150 / (viewport.width * viewport.height)
  await expect
    .poll(() => changedShare(page, whole, 400), { timeout: 20_000 })
    .toBeGreaterThan(minimum)
}
