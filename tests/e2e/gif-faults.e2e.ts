import type { Browser } from '@playwright/test'
import { routeFixtures } from './fixtures.mjs'
import { expect, test, waitForScene, site } from './harness'

async function openLove(browser: Browser, options: Parameters<typeof routeFixtures>[1]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await routeFixtures(context, options)
  const page = await context.newPage()
  await page.goto('/love')
  return { context, page }
}

test.describe('GIF faults', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'it opens its own phone-sized page')
  })
  test('an aborted GIF leaves a named heart in the same frame', async ({ browser }) => {
    const { context, page } = await openLove(browser, { gifAbort: true })
    await expect(page.getByRole('img', { name: site.gifAlt })).toBeVisible()
    await expect(page.locator('img')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()
    await context.close()
  })

  test('a slow GIF (8 s) never holds up the hearts, and its frame never jumps', async ({
    browser,
  }) => {
    const { context, page } = await openLove(browser, { gifDelayMs: 8000 })
    const frame = page.locator('figure')
    await expect(frame).toBeVisible()
    const before = await frame.boundingBox()
    // While it loads: the picture is invisible (no half-drawn or broken image), a heart waits.
    await expect(page.locator('img')).toHaveCSS('opacity', '0')
    await expect(frame.locator('svg')).toBeVisible()
    await waitForScene(page)
    expect(await page.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(false)
    await expect(page.locator('img')).toHaveCSS('opacity', '1', { timeout: 20_000 })
    expect(await frame.boundingBox()).toEqual(before)
    await context.close()
  })
})
