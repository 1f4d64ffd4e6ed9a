import type { Page } from '@playwright/test'
import { CURATED_GIFS } from '../../src/share/curated'
import { curatedAlt } from '../support/curatedAlt'
import { HEART_SIZE_MIN_PX } from '../../src/particles/constants'
import { BOOT_STEP_BUDGET_MS } from '../../src/stage/workerMessages'
import { buttonEnd } from './burstChecks'
import { expectBurstMassAt } from './burstMass'
import { captureLayer, drawnIn } from './canvasLayer'
import { heartArea } from './heartGeometry'
import { EVERY_SCRIPT, holdResponses, setPageHidden, waitForEarlyPressListener } from './pageBoot'
import { slowSceneClock } from './sceneClock'
import { SCENE_CHUNK, silenceSceneWorker } from './sceneWorker'
import { waitForScene } from './stage'
import { expect, site, test } from './testFixtures'
import { createLink, fillCreateForm } from './createFlow'

// The path a visitor's phone takes from the first byte of HTML to hearts on screen: presses made
// before the page is live, a glance away while the scene boots, a worker that falls silent.

const BUTTON = 'Chạm Đi Nè !!!'

const stage = (page: Page) => page.getByTestId('heart-stage')

/** Bytes on the wire (gzip) over which a script holds three.js: the entry is 90 kB, the scene 190. */
const THREE_SIZED_BYTES = 150_000

/**
 * Opens `path` with every script held back: the prerendered page paints, nothing is live, and
 * the press is kept by what came in the HTML alone.
 */
async function openBeforeLive(page: Page, path: string) {
  const release = await holdResponses(page, EVERY_SCRIPT)
  // Module scripts hold back DOMContentLoaded and load: wait for the painted page instead.
  await page.goto(path, { waitUntil: 'commit' })
  await waitForEarlyPressListener(page)
  await expect(stage(page)).toHaveCount(0)
  return release
}

test.describe('a press before the page is live bursts once it is', () => {
  test.beforeEach(async ({ page }) => slowSceneClock(page))

  test('/love: the latest tap, at its point', async ({ page }) => {
    const release = await openBeforeLive(page, '/love')
    await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()
    const { width, height } = page.viewportSize()!
    const first = { x: width * 0.75, y: height * 0.15 }
    const latest = { x: width * 0.25, y: height * 0.2 }
    await page.mouse.click(first.x, first.y)
    await expectBurstMassAt(page, latest, first, async () => {
      await page.mouse.click(latest.x, latest.y)
      release()
      await waitForScene(page)
    })
  })

  test('/valentine: a press on the button, at the press point', async ({ page }) => {
    const release = await openBeforeLive(page, '/valentine')
    const press = await buttonEnd(page, 'left')
    const box = (await page.getByRole('button', { name: BUTTON }).boundingBox())!
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    await expectBurstMassAt(page, press, middle, async () => {
      await page.mouse.click(press.x, press.y)
      release()
      await waitForScene(page)
    })
  })

  test('/valentine: Enter on the focused button, at the centre', async ({ page }) => {
    const release = await openBeforeLive(page, '/valentine')
    const { width, height } = page.viewportSize()!
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: BUTTON })).toBeFocused()
    await expectBurstMassAt(page, { x: width / 2, y: height / 2 }, { x: 0, y: 0 }, async () => {
      await page.keyboard.press('Enter')
      release()
      await waitForScene(page)
    })
  })
})

test('a glance away while the scene boots keeps the worker, and one download @once', async ({
  page,
}) => {
  await page.clock.install()
  const requests: string[] = []
  page.on('request', (request) => {
    if (SCENE_CHUNK.test(request.url())) requests.push(request.url())
  })
  const release = await holdResponses(page, SCENE_CHUNK)
  await page.goto('/love')
  // The worker holds its context and waits for the scene code: the visitor switches apps.
  await expect.poll(() => requests.length).toBe(1)
  await setPageHidden(page, true)
  await page.clock.fastForward(2 * BOOT_STEP_BUDGET_MS.network)
  release()
  await setPageHidden(page, false)
  await waitForScene(page)
  await expect(stage(page)).toHaveAttribute('data-thread', 'worker')
  await expect
    .poll(
      async () => {
        const layer = await captureLayer(page)
        return drawnIn(layer) / heartArea(layer, HEART_SIZE_MIN_PX)
      },
      { message: 'hearts drawn, in smallest hearts' },
    )
    .toBeGreaterThan(1)
  expect(requests).toHaveLength(1)
})

// In real time: a page clock (which could skip the wait) slows the page thread's screenshots
// to seconds each while it starts the scene there.
for (const from of ['start', 'code'] as const) {
  // Silent from the start is a 30 s wait: once is enough, the desktop's (playwright.config.ts
  // reads the tags); the hand-over does not depend on the viewport.
  const tag = from === 'start' ? '@desktop' : '@once'
  test(`a worker silent from ${from === 'start' ? 'the start' : 'its scene code on'} hands over; the tap made meanwhile bursts ${tag}`, async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    // A context of its own, without the test network's routing, which turns the HTTP cache off:
    // the page's thread must find the scene code the worker downloaded. /valentine has no GIF.
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await silenceSceneWorker(page, from)
      await slowSceneClock(page, { inWorker: false })
      // Scripts big enough to hold three.js, whatever their name, whose body came over the
      // network: a copy revalidated from the cache (the preview says no-cache, as many hosts do)
      // comes back with an empty body.
      const bodies: Promise<number>[] = []
      page.on('response', (response) => {
        if (!response.url().endsWith('.js')) return
        bodies.push(
          response
            .request()
            .sizes()
            .then((sizes) => sizes.responseBodySize),
        )
      })
      const downloads = async () =>
        (await Promise.all(bodies)).filter((size) => size > THREE_SIZED_BYTES).length
      await page.goto('/valentine')
      await expect(stage(page)).toHaveAttribute('data-thread', 'worker')
      if (from === 'code') await expect.poll(downloads).toBe(1)
      const press = await buttonEnd(page, 'left')
      const box = (await page.getByRole('button', { name: BUTTON }).boundingBox())!
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      await expectBurstMassAt(page, press, middle, async () => {
        await page.mouse.click(press.x, press.y)
        await expect(stage(page)).not.toHaveAttribute('data-ready', 'true')
        // The step's whole budget passes with no word from the worker: it has stalled.
        const budget = BOOT_STEP_BUDGET_MS[from === 'start' ? 'network' : 'device']
        await expect(stage(page)).toHaveAttribute('data-thread', 'main', {
          timeout: budget + 15_000,
        })
        await waitForScene(page)
      })
      if (from === 'code') expect(await downloads(), 'downloads of the scene code').toBe(1)
    } finally {
      await context.close()
    }
  })
}

// Firefox before 125 and Safari before 14.1 have no Intl.Segmenter (the link rules count
// graphemes with it): such an engine must still get a live page.
test('without Intl.Segmenter every route goes live, bursts, and makes and opens a link @once', async ({
  page,
  newContext,
  consoleErrors,
}) => {
  await page.addInitScript(() => Reflect.deleteProperty(Intl, 'Segmenter'))
  await slowSceneClock(page)
  for (const path of ['/', '/love']) {
    await page.goto(path)
    // The stage is added only once the page is live.
    await waitForScene(page)
  }
  await page.goto('/valentine')
  await waitForScene(page)
  const press = await buttonEnd(page, 'left')
  const box = (await page.getByRole('button', { name: BUTTON }).boundingBox())!
  await expectBurstMassAt(
    page,
    press,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    () => page.mouse.click(press.x, press.y),
  )
  await page.goto('/create')
  await fillCreateForm(page, {
    name: 'Thảo Vy 🇻🇳',
    line: 'Thương em 💖',
    gif: curatedAlt(CURATED_GIFS[0]),
  })
  const link = await createLink(page)
  const recipient = await (await newContext()).newPage()
  await recipient.addInitScript(() => Reflect.deleteProperty(Intl, 'Segmenter'))
  await recipient.goto(link)
  await expect(recipient.getByRole('heading', { name: 'Thương em 💖' })).toBeVisible()
  await expect(recipient).toHaveTitle('Gửi Thảo Vy 🇻🇳 💗')
  expect(consoleErrors).toEqual([])
})
