import {
  around,
  countHeartPixels,
  expect,
  heartPixelsInsideAndOut,
  test,
  waitForScene,
} from './harness'

const STEADY_MAX_HEARTS = Math.ceil(4 / 0.3)

async function liveHearts(page: import('@playwright/test').Page) {
  const value = await page.getByTestId('heart-stage').locator('canvas').getAttribute('data-hearts')
  return Number(value ?? 0)
}

test.describe('reduced motion', () => {
  test('a calm burst blooms in place and fades instead of flying', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/valentine')
    await waitForScene(page)
    const viewport = page.viewportSize()!
    const whole = { x: 0, y: 0, width: viewport.width, height: viewport.height }
    // Everything stays within reach of the centre: nothing lands more than 80 px away.
    const near = around(page, viewport.width / 2, viewport.height / 2, 160)
    await page.keyboard.press('Tab')
    const idle = await countHeartPixels(page, whole)
    const idleOutside = (await heartPixelsInsideAndOut(page, near)).outside
    await page.keyboard.press('Enter')
    await expect.poll(() => countHeartPixels(page, whole)).toBeGreaterThan(idle + 300)
    const { outside } = await heartPixelsInsideAndOut(page, near)
    expect(outside - idleOutside).toBeLessThan(40)
    // And it fades away on its own.
    await expect
      .poll(() => countHeartPixels(page, whole), { timeout: 10_000 })
      .toBeLessThan(idle + 30)
  })

  test('switching reduced motion on while the page is open calms the next burst', async ({
    page,
  }) => {
    await page.goto('/valentine')
    await waitForScene(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // The setting reaches the scene within a frame or two, long before a finger could tap.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const viewport = page.viewportSize()!
    const whole = { x: 0, y: 0, width: viewport.width, height: viewport.height }
    const near = around(page, viewport.width / 2, viewport.height / 2, 160)
    const button = page.getByRole('button', { name: 'Chạm Đi Nè !!!' })
    await button.focus()
    const idle = await countHeartPixels(page, whole)
    const idleOutside = (await heartPixelsInsideAndOut(page, near)).outside
    await page.keyboard.press('Enter')
    await expect.poll(() => countHeartPixels(page, whole)).toBeGreaterThan(idle + 300)
    // Half a second on, a flying burst has spread well past 80 px; a calm one has not moved.
    await page.waitForTimeout(500)
    const { outside } = await heartPixelsInsideAndOut(page, near)
    expect(outside - idleOutside).toBeLessThan(40)
  })

  test('navigation scrolls to the top at once, without smooth scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/love')
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
  test('after a 60 s gap (a sleeping tab) hearts do not flood in', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await waitForScene(page)
    await expect.poll(() => liveHearts(page)).toBeGreaterThan(0)
    const before = await liveHearts(page)
    await page.clock.fastForward(60_000)
    // The gap counts as one short step: at most one new heart, none of the old ones skipped.
    await page.clock.runFor(20)
    expect(await liveHearts(page)).toBeLessThanOrEqual(before + 1)
    for (let i = 0; i < 20; i++) {
      await page.clock.runFor(50)
      expect(await liveHearts(page)).toBeLessThanOrEqual(STEADY_MAX_HEARTS + 1)
    }
  })

  test('five minutes of virtual time keep the heart count bounded and the heap flat', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one long soak is enough')
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 320, height: 240 })
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
