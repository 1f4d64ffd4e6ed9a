import type { CDPSession, Page } from '@playwright/test'
import { PHONE } from '../../scripts/shared.mjs'
import { HEART_SIZE_MAX_PX } from '../../src/particles/constants'
import { expectBurstMassAt } from './burstMass'
import { captureLayer, drawnIn } from './canvasLayer'
import { burstReach, heartArea } from './heartGeometry'
import { setPageHidden } from './pageBoot'
import { expectHeartsToRiseAcross } from './riseChecks'
import { sceneNowMs, slowSceneClock } from './sceneClock'
import { SCENE_CHUNK, injectIntoSceneWorker, SCENE_WORKER } from './sceneWorker'
import { walkRoutes, waitForScene } from './stage'
import { expect, site, test, type ScenePath } from './testFixtures'
import { disableWebGL, disableWorkerWebGL } from './webglFaults'

// The guide's fault table (docs/GUIDE.md), on both paths the WebGL scene can take: in its worker
// (the production default) and on the page's thread (no OffscreenCanvas, or `?scene=main`). The
// page's clock cannot reach a worker, so these tests run in real time; where a burst's place or
// a heart's rise is the point, the scene's clock runs slowed down (slowSceneClock), so what is
// measured is still on screen however slowly a loaded machine takes its screenshots. A check the
// page's thread has elsewhere on a frozen clock, the same page and press (valentine.e2e.ts,
// motion.e2e.ts), runs here in the worker alone.

const BUTTON = 'Chạm Đi Nè !!!'

/** How many times slower than real time the calm-burst test runs the scene's clock. */
const CALM_SLOWDOWN = 4

const stage = (page: Page) => page.getByTestId('heart-stage')
const canvas = (page: Page) => stage(page).locator('canvas')

/**
 * Crashes the GPU process as a driver reset would: every WebGL context in the browser, a
 * worker's included, is lost, and Chromium restores the ones whose page asks for it.
 */
async function crashGpuProcess(cdp: CDPSession) {
  await cdp.send('Browser.crashGpuProcess')
}

type HeartWrites = { writes: number; values: number[] }

/**
 * Counts every write of the floating-heart count the scene makes (it writes only from frames),
 * and keeps each value written, in order.
 */
async function countHeartReports(page: Page) {
  await canvas(page).evaluate((element) => {
    const log: HeartWrites = { writes: 0, values: [] }
    Object.assign(window, { __heartWrites: log })
    new MutationObserver((records) => {
      log.writes += records.length
      // Each record holds the value before it: the next one's, or the attribute now, is its own.
      records.forEach((_, index) => {
        const next = records[index + 1]
        log.values.push(Number(next ? next.oldValue : element.getAttribute('data-hearts')))
      })
    }).observe(element, { attributeFilter: ['data-hearts'], attributeOldValue: true })
  })
  return () =>
    page.evaluate(() => (window as never as { __heartWrites: HeartWrites }).__heartWrites.writes)
}

/** The `index`th value of the floating-heart count written since countHeartReports began. */
function heartCountWritten(page: Page, index: number): Promise<number> {
  return page.evaluate(
    (at) => (window as never as { __heartWrites: HeartWrites }).__heartWrites.values[at],
    index,
  )
}

for (const scenePath of ['worker', 'main'] satisfies ScenePath[]) {
  test.describe(`the scene ${scenePath === 'worker' ? 'in its worker' : "on the page's thread"}`, () => {
    test.use({ scenePath })

    test('runs where it should, and its hearts rise across the width', async ({
      page,
      consoleErrors,
    }) => {
      // Hearts fill the screen in real time; only the rise's pair of shots runs slowed.
      await slowSceneClock(page, { factor: 1 })
      await page.goto('/love')
      await waitForScene(page)
      await expect(stage(page)).toHaveAttribute('data-renderer', 'webgl')
      await expect(stage(page)).toHaveAttribute('data-thread', scenePath)
      await expectHeartsToRiseAcross(page)
      expect(consoleErrors).toEqual([])
    })

    test('a tap near an edge and one near the middle burst where they land', async ({ page }) => {
      await slowSceneClock(page)
      await page.goto('/love')
      await waitForScene(page)
      await expect(stage(page)).toHaveAttribute('data-thread', scenePath)
      const { width, height } = page.viewportSize()!
      const centre = { x: width / 2, y: height / 2 }
      for (const at of [
        { x: 40, y: height * 0.2 },
        { x: width / 2, y: height * 0.2 },
      ]) {
        await expectBurstMassAt(page, at, centre, () => page.mouse.click(at.x, at.y))
      }
    })

    // A key's burst has no point: it fires at the scene's origin, whatever the viewport (where the
    // origin lands on each is the taps' check above). On the page's thread, valentine.e2e.ts's
    // Enter is this check on a frozen clock, on each viewport.
    if (scenePath === 'worker') {
      test('a key press bursts at the centre of the screen @once', async ({ page }) => {
        await slowSceneClock(page)
        await page.goto('/valentine')
        await waitForScene(page)
        await expect(stage(page)).toHaveAttribute('data-thread', scenePath)
        const { width, height } = page.viewportSize()!
        await page.keyboard.press('Tab')
        await expect(page.getByRole('button', { name: BUTTON })).toBeFocused()
        // A key's click carries no point (clientX and clientY are 0): a page that took it for one
        // would burst in the corner.
        await expectBurstMassAt(page, { x: width / 2, y: height / 2 }, { x: 0, y: 0 }, () =>
          page.keyboard.press('Enter'),
        )
      })
    }

    test('a GPU process crash loses the context; drawing and taps come back, no fallback @once', async ({
      page,
      context,
    }) => {
      const logs: string[] = []
      page.on('console', (message) => logs.push(message.text()))
      await slowSceneClock(page)
      await page.goto('/love')
      await waitForScene(page)
      const writes = await countHeartReports(page)
      await crashGpuProcess(await context.newCDPSession(page))
      // three.js says so from whichever thread holds the context.
      await expect.poll(() => logs.some((text) => /context lost/i.test(text))).toBe(true)
      await expect.poll(() => logs.some((text) => /context restored/i.test(text))).toBe(true)
      // The restored buffer starts blank: hearts on it again mean frames run again.
      const afterRestore = await writes()
      await expect.poll(writes, { timeout: 10_000 }).toBeGreaterThan(afterRestore)
      await expect
        .poll(async () => {
          const layer = await captureLayer(page)
          return drawnIn(layer) / heartArea(layer, 10)
        })
        .toBeGreaterThan(1)
      const { width, height } = page.viewportSize()!
      const at = { x: width * 0.7, y: height * 0.2 }
      await expectBurstMassAt(page, at, { x: width / 2, y: height / 2 }, () =>
        page.mouse.click(at.x, at.y),
      )
      await expect(stage(page)).toHaveAttribute('data-renderer', 'webgl')
      await expect(stage(page)).toHaveAttribute('data-thread', scenePath)
    })

    test('without WebGL: Canvas 2D, and three.js is never downloaded @once', async ({ page }) => {
      await disableWebGL(page)
      const scripts: string[] = []
      page.on('request', (request) => scripts.push(request.url()))
      await page.goto('/valentine')
      await expect(stage(page)).toHaveAttribute('data-renderer', '2d')
      await waitForScene(page)
      await page.getByRole('button', { name: BUTTON }).click()
      await expect(canvas(page)).toHaveAttribute('data-burst', '300')
      expect(scripts.filter((url) => SCENE_CHUNK.test(url))).toEqual([])
    })

    // The setting reaching the worker's scene. On the page's thread, motion.e2e.ts's switch while
    // open is this check on a frozen clock, on each viewport.
    if (scenePath === 'worker') {
      test('reduced motion switched on while open: the next burst blooms in place @once', async ({
        page,
      }) => {
        // The scene's clock at a quarter of real time: the shot below lands 0.4 s of scene time
        // after the press at the earliest, when a flying burst has left the calm radius (at any
        // frame rate above a few frames a second), and seconds of real time before a calm burst
        // starts to fade (0.8 s of scene time), however slowly the screenshots come.
        await slowSceneClock(page, { factor: CALM_SLOWDOWN })
        await page.goto('/valentine')
        await waitForScene(page)
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const button = page.getByRole('button', { name: BUTTON })
        await button.focus()
        // The page's own (slowed) clock, read before the press: the scene steps by it.
        const firedAtMs = await sceneNowMs(page)
        await page.keyboard.press('Enter')
        await expect(canvas(page)).toHaveAttribute('data-burst', '300')
        await expect
          .poll(() => sceneNowMs(page), { intervals: [50], timeout: 400 * CALM_SLOWDOWN + 10_000 })
          .toBeGreaterThanOrEqual(firedAtMs + 400)
        // Seen through the overlay: the burst blooms around the button's centre, and the
        // button's mask would hide most of it.
        const layer = await captureLayer(page, { seeThrough: true })
        const viewport = page.viewportSize()!
        const reach = burstReach(0, 0, viewport.height, true)
        const near = {
          x: viewport.width / 2 - reach,
          y: viewport.height / 2 - reach,
          width: 2 * reach,
          height: 2 * reach,
        }
        expect(drawnIn(layer, near), 'the calm burst is drawn').toBeGreaterThan(
          heartArea(layer, HEART_SIZE_MAX_PX),
        )
        expect(
          drawnIn(layer, near) / drawnIn(layer),
          'share within the calm radius',
        ).toBeGreaterThan(0.95)
      })
    }

    test('a hidden page draws no frames, and coming back brings no flood of hearts @once', async ({
      page,
    }) => {
      await page.goto('/')
      await waitForScene(page)
      const writes = await countHeartReports(page)
      await expect.poll(writes).toBeGreaterThan(0)
      await setPageHidden(page, true)
      // Frames already on their way when the page hid may still report: wait until none does
      // for half a second (a scene that keeps drawing never gets there).
      let hiddenAt = -1
      await expect
        .poll(
          async () => {
            const now = await writes()
            const isSettled = now === hiddenAt
            hiddenAt = now
            return isSettled
          },
          { intervals: [500] },
        )
        .toBe(true)
      const before = Number(await canvas(page).getAttribute('data-hearts'))
      await page.waitForTimeout(2500)
      expect(await writes(), 'heart counts written while hidden').toBe(hiddenAt)
      await setPageHidden(page, false)
      await expect.poll(writes).toBeGreaterThan(hiddenAt)
      // 2.5 s asleep would spawn 8 hearts at once; a long gap counts as one short step. The first
      // frame back is read, not the page later: a slow machine's next frames spawn as they should.
      expect(
        await heartCountWritten(page, hiddenAt),
        'hearts in the first frame back',
      ).toBeLessThanOrEqual(before + 1)
    })

    test('a storm of taps leaves one canvas and one 300-heart burst, with no errors @once', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/love')
      await waitForScene(page)
      await page.evaluate(async () => {
        const target = document.querySelector('main')!
        for (let i = 0; i < 300; i++) {
          const init = {
            bubbles: true,
            clientX: 40 + (i % 300),
            clientY: 80 + (i % 500),
            button: 0,
          }
          target.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'touch' }))
          if (i % 50 === 0) await new Promise((resolve) => requestAnimationFrame(resolve))
        }
      })
      await expect(canvas(page)).toHaveAttribute('data-burst', '300')
      await expect(stage(page).locator('canvas')).toHaveCount(1)
      await expect(stage(page)).toHaveAttribute('data-thread', scenePath)
      expect(consoleErrors).toEqual([])
    })

    // Its own device, whatever the project's: once.
    test.describe(() => {
      test.use({ ...PHONE, deviceScaleFactor: 3 })

      test('a DPR 3 phone renders at DPR 2; a rotation resizes the canvas without stretch @once', async ({
        page,
      }) => {
        await page.goto('/love')
        await waitForScene(page)
        await expect(stage(page)).toHaveAttribute('data-thread', scenePath)
        const size = () =>
          canvas(page).evaluate((element: HTMLCanvasElement) => [element.width, element.height])
        await expect.poll(size).toEqual([780, 1688])
        await page.setViewportSize({ width: 844, height: 390 })
        await expect.poll(size).toEqual([1688, 780])
        expect(await canvas(page).boundingBox()).toEqual({ x: 0, y: 0, width: 844, height: 390 })
      })
    })
  })
}

// One long walk is enough: the worker's lifecycle does not depend on the viewport. A worker left
// running shows at the second page; 20 pages pass the 16 live WebGL contexts a page's thread may
// hold before Chromium warns (a worker's context is its own thread's, one each).
test('20 navigations in the worker leave one worker, with no context warnings @once', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const warnings = await walkRoutes(page, 20, () =>
    expect(stage(page)).toHaveAttribute('data-thread', 'worker'),
  )
  // A page left terminates its worker, and its context with it.
  await expect.poll(() => page.workers().length).toBe(1)
  expect(warnings).toEqual([])
})

// The worker's faults, and how the page takes over, do not depend on the viewport.
test.describe('faults of the scene worker: the page draws on its own thread instead @once', () => {
  /** The page falls back quietly: its words intact, the scene drawn on the page's thread. */
  async function expectMainThreadScene(page: Page) {
    await expect(stage(page)).toHaveAttribute('data-thread', 'main', { timeout: 15_000 })
    await waitForScene(page)
    await expect(stage(page)).toHaveAttribute('data-renderer', 'webgl')
    await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()
  }

  /** A tap made while the worker is still booting: it must burst once a scene is up. */
  async function tapWhileBooting(page: Page) {
    await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()
    await expect(stage(page)).not.toHaveAttribute('data-ready', 'true')
    const viewport = page.viewportSize()!
    await page.mouse.click(viewport.width / 2, viewport.height * 0.8)
  }

  test('a worker script that cannot load', async ({ page, consoleErrors }) => {
    await page.route(SCENE_WORKER, (route) => route.abort('connectionreset'))
    await page.goto('/love')
    await expectMainThreadScene(page)
    // The aborted request is the only error the console shows.
    expect(consoleErrors.filter((text) => !/ERR_CONNECTION_RESET/.test(text))).toEqual([])
  })

  test('a worker that throws as it starts', async ({ page }) => {
    await injectIntoSceneWorker(page, "throw new Error('injected: the worker throws')")
    await page.goto('/love')
    await expectMainThreadScene(page)
  })

  test('a worker whose scene throws', async ({ page }) => {
    await injectIntoSceneWorker(
      page,
      "WebGL2RenderingContext.prototype.createProgram = () => { throw new Error('injected: createProgram') }",
    )
    await page.goto('/love')
    await expectMainThreadScene(page)
  })

  test('a worker without WebGL: the page thread draws, and from the next visit on at once', async ({
    page,
  }) => {
    await disableWorkerWebGL(page)
    const workers: string[] = []
    page.on('request', (request) => {
      if (SCENE_WORKER.test(request.url())) workers.push(request.url())
    })
    await page.goto('/love')
    await expectMainThreadScene(page)
    expect(workers).toHaveLength(1)
    // The browser remembers the no: no worker is tried, and no time lost on one.
    await page.reload()
    await expectMainThreadScene(page)
    expect(workers).toHaveLength(1)
  })

  test('a worker that cannot load three.js: the page thread tries, then Canvas 2D', async ({
    page,
  }) => {
    const requests: string[] = []
    await page.route(SCENE_CHUNK, (route) => {
      requests.push(route.request().url())
      return route.abort('connectionreset')
    })
    await page.goto('/love')
    await tapWhileBooting(page)
    await expect(stage(page)).toHaveAttribute('data-renderer', '2d', { timeout: 15_000 })
    await waitForScene(page)
    await expect(canvas(page)).toHaveAttribute('data-burst', '300')
    // The one scene bundle: tried by the worker, then once more by the page's thread.
    expect(requests).toHaveLength(2)
  })
})

test("`?scene=main` runs the scene on the page's thread: no worker is ever started @once", async ({
  page,
}) => {
  const workerRequests: string[] = []
  page.on('request', (request) => {
    if (SCENE_WORKER.test(request.url())) workerRequests.push(request.url())
  })
  await page.goto('/love?scene=main')
  await waitForScene(page)
  await expect(stage(page)).toHaveAttribute('data-renderer', 'webgl')
  await expect(stage(page)).toHaveAttribute('data-thread', 'main')
  // Not a worker that started and then handed over: none was asked for.
  expect(workerRequests).toEqual([])
  expect(page.workers()).toEqual([])
})

// On the phone, where a device pixel is not a CSS pixel: an offset taken in the wrong one is
// off there, and only there.
test("the scene in its worker: a stage off the page's corner bursts under the press @once", async ({
  page,
}) => {
  // Calm, a burst blooms within a fixed reach of its origin for as long as it is drawn, so where
  // it is does not depend on how many frames the worker has drawn by the time it is measured; and
  // the worker's clock (three's Clock reads performance.now) runs at a tenth of real time, so the
  // bloom keeps its full colour for 8 s however slowly the screenshots come.
  await injectIntoSceneWorker(
    page,
    `{
      const now = performance.now.bind(performance)
      const start = now()
      performance.now = () => start + (now() - start) / 10
    }`,
  )
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/valentine')
  await waitForScene(page)
  await expect(stage(page)).toHaveAttribute('data-thread', 'worker')
  // The shipped stage fills the page from its corner, where a client point and a canvas point are
  // the same. Moved down (a transform: the canvas keeps its size), the scene must still get the
  // press in its canvas's own coordinates.
  await stage(page).evaluate((element: HTMLElement) => {
    element.style.transform = 'translateY(200px)'
  })
  await expect.poll(async () => (await canvas(page).boundingBox())?.y).toBe(200)
  // Near the button's left end (inside its rounded end), so most of the bloom is off the button.
  const button = (await page.getByRole('button', { name: BUTTON }).boundingBox())!
  const press = { x: button.x + 8, y: button.y + button.height / 2 }
  await page.mouse.click(press.x, press.y)
  await expect(canvas(page)).toHaveAttribute('data-burst', '300')
  const reach = burstReach(0, 0, page.viewportSize()!.height, true)
  const near = { x: press.x - reach, y: press.y - reach, width: 2 * reach, height: 2 * reach }
  // The count may arrive before the worker's frame that draws the bloom: look again.
  await expect
    .poll(async () => {
      const layer = await captureLayer(page)
      return drawnIn(layer, near) / heartArea(layer, HEART_SIZE_MAX_PX)
    })
    .toBeGreaterThan(1)
  const layer = await captureLayer(page)
  expect(
    drawnIn(layer, near) / drawnIn(layer),
    'share of the bloom within reach of the press',
  ).toBeGreaterThan(0.95)
})
