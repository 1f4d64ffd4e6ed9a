import type { Page } from '@playwright/test'
import { DESKTOP, PHONE } from '../../scripts/shared.mjs'
import { burstExitAgeS, burstFloorY } from '../../src/particles/burstMotion'
import { createBurstPool, startBurstAt } from '../../src/particles/burstPool'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import { CALM_BURST_LIFE_S, CAMERA_FOV_DEG } from '../../src/particles/constants'
import { createSeededRng } from '../../src/particles/rng'
import { buttonEnd, expectBurstAt } from './burstChecks'
import { captureLayer, drawnIn } from './canvasLayer'
import { heartArea } from './heartGeometry'
import { FRAME_MS, openFrozenScene } from './sceneClock'
import { walkRoutes, waitForScene } from './stage'
import { expect, test } from './testFixtures'
import { disableWebGL, loseAndRestoreContext } from './webglFaults'

// The scene over its life on a page: navigations, rotation, DPR and motion switches mid-burst,
// a lost GPU, and the buzz under the finger.

// Seeded Math.random, the paused clock and the context counters reach the page's thread only:
// the scene runs there. scene-paths.e2e.ts covers the worker.
test.use({ scenePath: 'main' })

const BUTTON = 'Chạm Đi Nè !!!'
const FOV_RAD = (CAMERA_FOV_DEG * Math.PI) / 180
const SEED = 20260214

const stage = (page: Page) => page.getByTestId('heart-stage')
const burstCount = (page: Page) => stage(page).locator('canvas').getAttribute('data-burst')

/**
 * Presses Enter on the burst button with Math.random seeded for exactly the frame that fires
 * its burst (/valentine draws nothing else), so the burst is the one `seededBurst()` makes in
 * Node. Returns nothing: the count signal confirms it.
 */
async function fireSeededBurst(page: Page) {
  const rng = createSeededRng(SEED)
  const values = Array.from({ length: 4096 }, () => rng())
  await page.getByRole('button', { name: BUTTON }).focus()
  await page.evaluate((sequence) => {
    const random = Math.random
    let next = 0
    Math.random = () => sequence[next++ % sequence.length]
    // Window listeners run after React's, which sit on the root element: this frame request
    // comes after the scene's, whose frame fires the burst.
    const restore = () => requestAnimationFrame(() => (Math.random = random))
    window.addEventListener('click', restore, { once: true })
  }, values)
  await page.keyboard.press('Enter')
  await page.clock.runFor(FRAME_MS)
  await expect.poll(() => burstCount(page)).toBe('300')
}

/** The burst the page fired from the screen centre, simulated in Node with the same seed. */
function seededBurst() {
  const pool = createBurstPool()
  startBurstAt(pool, 0, 0, createSeededRng(SEED))
  return pool
}

/** When the seeded burst has left a viewport `height` CSS px tall, s. */
function exitAgeFor(height: number) {
  return burstExitAgeS(seededBurst(), burstFloorY(height, pixelPerfectDistance(height, FOV_RAD)))
}

for (const renderer of ['webgl', '2d'] as const) {
  test.describe(`a burst in flight (${renderer})`, () => {
    test.beforeEach(async ({ page }) => {
      if (renderer === '2d') await disableWebGL(page)
    })

    test('follows a rotation: it ends when it has left the new screen', async ({ page }) => {
      const { width, height } = PHONE.viewport
      await page.setViewportSize({ width: height, height: width })
      await openFrozenScene(page, '/valentine')
      await expect(stage(page)).toHaveAttribute('data-renderer', renderer)
      await fireSeededBurst(page)
      await page.setViewportSize(PHONE.viewport)
      // The resize reaches the scene in the browser's own rendering steps, not on the page clock.
      const canvas = stage(page).locator('canvas')
      const dpr = await page.evaluate(() => Math.min(2, window.devicePixelRatio))
      await expect
        .poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.height))
        .toBe(height * dpr)
      await page.clock.runFor(50)
      const tall = exitAgeFor(height)
      // The old screen's exit age would end it more than half a second too early.
      expect(tall - exitAgeFor(width)).toBeGreaterThan(0.5)
      await page.clock.runFor(Math.round((tall - 0.3) * 1000))
      expect(await burstCount(page)).toBe('300')
      await page.clock.runFor(500)
      expect(await burstCount(page)).toBe('0')
    })

    test('follows reduced motion switched on: the calm burst ends on time', async ({ page }) => {
      await openFrozenScene(page, '/valentine')
      await fireSeededBurst(page)
      await page.clock.runFor(300)
      // The media change reaches the page in the browser's own rendering steps, not on the page
      // clock: wait for it as the app's listener sees it.
      const changed = page.evaluate(
        () =>
          new Promise((resolve) =>
            window
              .matchMedia('(prefers-reduced-motion: reduce)')
              .addEventListener('change', resolve, { once: true }),
          ),
      )
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await changed
      // A flying burst lasts far longer than a calm one: the switch must shorten it.
      expect(exitAgeFor(page.viewportSize()!.height)).toBeGreaterThan(CALM_BURST_LIFE_S + 1)
      await page.clock.runFor(Math.round(CALM_BURST_LIFE_S * 1000))
      expect(await burstCount(page)).toBe('0')
    })
  })
}

// A desktop window moved to a sharper screen.
test('the Canvas 2D layer follows a DPR change @desktop', async ({ page }) => {
  await disableWebGL(page)
  await page.goto('/love')
  await waitForScene(page)
  const canvas = stage(page).locator('canvas')
  const width = () => canvas.evaluate((element: HTMLCanvasElement) => element.width)
  expect(await width()).toBe(DESKTOP.viewport.width * DESKTOP.deviceScaleFactor)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    ...DESKTOP.viewport,
    deviceScaleFactor: 2,
    mobile: false,
  })
  await expect.poll(width).toBe(DESKTOP.viewport.width * 2)
})

test('a lost and restored context draws the burst in flight again', async ({ page }) => {
  await page.goto('/valentine')
  await waitForScene(page)
  expect(drawnIn(await captureLayer(page)), 'nothing drawn before the press').toBe(0)
  await page.getByRole('button', { name: BUTTON }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => burstCount(page)).toBe('300')
  await loseAndRestoreContext(page)
  // A restored context starts blank: only frames drawn after the restore show hearts. Thirty of
  // the smallest (2 x 2 px) hearts is far fewer than the 300 in flight.
  await expect
    .poll(async () => {
      const layer = await captureLayer(page)
      return drawnIn(layer) / heartArea(layer, 2)
    })
    .toBeGreaterThan(30)
  expect(await burstCount(page)).toBe('300')
})

// One long walk is enough: the routes' lifecycles do not depend on the viewport.
test('40 navigations leave one live WebGL context, each ready only once drawn @once', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.addInitScript(() => {
    const contexts: WebGL2RenderingContext[] = []
    const clears = new WeakMap<WebGL2RenderingContext, number>()
    const readyBeforeDrawn: string[] = []
    const getContext = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args) {
      const context = Reflect.apply(getContext, this, args)
      if (context instanceof WebGL2RenderingContext && !contexts.includes(context)) {
        contexts.push(context)
      }
      return context
    } as typeof getContext
    const clear = WebGL2RenderingContext.prototype.clear
    WebGL2RenderingContext.prototype.clear = function (mask) {
      clears.set(this, (clears.get(this) ?? 0) + 1)
      clear.call(this, mask)
    }
    // A scene may say it is ready only after its own canvas has been drawn.
    document.addEventListener('heartburst:ready', (event) => {
      const canvas = (event.target as HTMLElement).querySelector('canvas')
      const context = contexts.find((candidate) => candidate.canvas === canvas)
      if (!context || !clears.get(context)) readyBeforeDrawn.push(location.pathname)
    })
    Object.assign(window, {
      liveContexts: () => contexts.filter((context) => !context.isContextLost()).length,
      readyBeforeDrawn,
    })
  })
  const warnings = await walkRoutes(page, 40)
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { liveContexts: () => number }).liveContexts()),
    )
    .toBe(1)
  expect(
    await page.evaluate(
      () => (window as unknown as { readyBeforeDrawn: string[] }).readyBeforeDrawn,
    ),
  ).toEqual([])
  expect(warnings).toEqual([])
})

test('a touch tap on /love buzzes on the very first tap @phone', async ({ page }) => {
  await page.addInitScript(() => {
    const buzzes: unknown[] = []
    Object.defineProperty(navigator, 'vibrate', {
      value: (pattern: unknown) => {
        buzzes.push(pattern)
        return true
      },
    })
    Object.assign(window, { buzzes })
  })
  await page.goto('/love')
  await waitForScene(page)
  await page.touchscreen.tap(195, 700)
  await expect.poll(() => stage(page).locator('canvas').getAttribute('data-burst')).toBe('300')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes))
    .toEqual([12])
})

// One resize is enough: the phone's, to its landscape.
test('after a resize the burst still lands under the press @phone', async ({ page }) => {
  // Calm, so the bloom's reach does not grow with time: only the camera decides where it lands.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openFrozenScene(page, '/valentine')
  await page.setViewportSize({ width: PHONE.viewport.width, height: PHONE.viewport.height - 200 })
  const height = () =>
    stage(page)
      .locator('canvas')
      .evaluate((element: HTMLCanvasElement) => element.height)
  await expect.poll(height).toBe((PHONE.viewport.height - 200) * PHONE.deviceScaleFactor)
  const point = await buttonEnd(page, 'left')
  await expectBurstAt(page, point.x, point.y, () => page.mouse.click(point.x, point.y), {
    ageMs: 300,
  })
})
