import type { Page } from '@playwright/test'
import { CALM_BURST_LIFE_S } from '../../src/particles/constants'
import { buttonEnd, expectBurstAt } from './burstChecks'
import { captureLayer, drawnIn } from './canvasLayer'
import { openFrozenScene } from './sceneClock'
import { forceMainThreadScene } from './sceneWorker'
import { liveHearts, waitForScene } from './stage'
import { expect, test } from './testFixtures'

const STEADY_MAX_HEARTS = Math.ceil(4 / 0.3)

/**
 * Presses the valentine button near its left end and checks that the burst stays within a calm
 * bloom's reach (expectBurstAt knows it from the page's motion setting), does not move, and
 * fades away on its own once CALM_BURST_LIFE_S is over.
 */
async function expectCalmBurst(page: Page) {
  const press = await buttonEnd(page, 'left')
  // Flying hearts would be far past a calm bloom's reach by then.
  await expectBurstAt(page, press.x, press.y, () => page.mouse.click(press.x, press.y), {
    ageMs: 500,
  })
  const bloom = await captureLayer(page)
  await page.clock.runFor(300)
  const later = await captureLayer(page)
  let cells = 0
  let moved = 0
  for (let i = 0; i < bloom.drawn.length; i++) {
    if (bloom.drawn[i]) cells++
    if (!bloom.drawn[i] !== !later.drawn[i]) moved++
  }
  expect(moved, 'CSS px that changed while the bloom holds still').toBeLessThan(0.02 * cells)
  await page.clock.runFor(CALM_BURST_LIFE_S * 1000)
  await expect(page.getByTestId('heart-stage').locator('canvas')).toHaveAttribute('data-burst', '0')
  expect(drawnIn(await captureLayer(page))).toBe(0)
}

test.describe('reduced motion', () => {
  test('a calm burst blooms in place and fades instead of flying', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openFrozenScene(page, '/valentine')
    await expectCalmBurst(page)
  })

  test('switching reduced motion on while the page is open calms the next burst', async ({
    page,
  }) => {
    await openFrozenScene(page, '/valentine')
    // The media query's change event reaches the scene at once; no frame needs to pass.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expectCalmBurst(page)
  })

  test('navigation scrolls to the top at once, without smooth scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/love')
    // Only the live app navigates (it starts after the first paint).
    await waitForScene(page)
    // Every scroll position the window passes through on its way up: a smooth scroll has many.
    const positions = await page.evaluate(async () => {
      document.body.style.minHeight = '5000px'
      window.scrollTo(0, 3000)
      const seen: number[] = []
      window.addEventListener('scroll', () => seen.push(window.scrollY))
      window.history.pushState(null, '', '/valentine')
      window.dispatchEvent(new PopStateEvent('popstate'))
      const deadline = performance.now() + 5000
      while (window.scrollY !== 0 && performance.now() < deadline) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      return seen
    })
    expect(positions.at(-1)).toBe(0)
    expect(positions.filter((y) => y > 0 && y < 3000)).toEqual([])
  })
})

test.describe('sleep and long runs', () => {
  // The scene's clock, not the viewport.
  test('after a 60 s gap (a sleeping tab) hearts do not flood in @once', async ({ page }) => {
    await openFrozenScene(page, '/')
    // The first heart is born at 0.3 s of scene time; the second not before 0.6 s.
    await page.clock.runFor(400)
    const before = await liveHearts(page)
    expect(before).toBe(1)
    await page.clock.fastForward(60_000)
    // The gap counts as one short step: at most one new heart, and the first one still alive
    // (a 60 s step would have expired it and spawned a screenful).
    await page.clock.runFor(20)
    expect(await liveHearts(page)).toBeLessThanOrEqual(before + 1)
    for (let i = 0; i < 20; i++) {
      await page.clock.runFor(50)
      expect(await liveHearts(page)).toBeLessThanOrEqual(STEADY_MAX_HEARTS + 1)
    }
  })

  // One long soak is enough; it sets its own small viewport.
  test('five minutes of virtual time keep the heart count bounded and the heap flat @once', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 320, height: 240 })
    // Virtual time reaches the page's thread only: the scene runs there.
    await forceMainThreadScene(page)
    await page.clock.install()
    await page.goto('/')
    await waitForScene(page)
    const cdp = await page.context().newCDPSession(page)
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      return (await page.evaluate(() => performance.now())) >= 0
        ? ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize
        : 0
    }
    await page.clock.runFor(20_000)
    const start = await heap()
    let most = 0
    for (let minute = 0; minute < 10; minute++) {
      await page.clock.runFor(30_000)
      most = Math.max(most, await liveHearts(page))
    }
    const end = await heap()
    expect(most).toBeLessThanOrEqual(STEADY_MAX_HEARTS + 1)
    expect(most).toBeGreaterThanOrEqual(STEADY_MAX_HEARTS - 1)
    expect(end - start).toBeLessThan(1024 * 1024)
  })
})
