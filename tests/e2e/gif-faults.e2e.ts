import { waitForScene } from './stage'
import { expect, test, site } from './testFixtures'

test.describe('GIF faults', () => {
  test.describe(() => {
    test.use({ gifFault: { gifAbort: true } })

    test('an aborted GIF leaves a named heart in the same frame', async ({ page }) => {
      await page.goto('/love')
      await expect(page.getByRole('img', { name: site.gifAlt })).toBeVisible()
      await expect(page.locator('img')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()
    })
  })

  test.describe(() => {
    test('a slow GIF never holds up the hearts, and its frame never jumps', async ({ page }) => {
      // The GIF comes only once the hearts are drawn, however long they take.
      let release = () => {}
      const drawn = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\.gif(\?|$)/, async (route) => {
        await drawn
        await route.fallback()
      })
      // The prerendered <img> is in the served HTML, so the load event would wait for the GIF.
      await page.goto('/love', { waitUntil: 'domcontentloaded' })
      const frame = page.locator('figure')
      await expect(frame).toBeVisible()
      const before = await frame.boundingBox()
      // While it loads: the picture is invisible (no half-drawn or broken image), a heart waits.
      await expect(page.locator('img')).toHaveCSS('opacity', '0')
      await expect(frame.locator('svg')).toBeVisible()
      await waitForScene(page)
      expect(await page.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(
        false,
      )
      release()
      await expect(page.locator('img')).toHaveCSS('opacity', '1', { timeout: 20_000 })
      expect(await frame.boundingBox()).toEqual(before)
    })
  })
})

test.describe('a GIF that fails after the page is live', () => {
  test('leaves a named heart, no broken image', async ({ page }) => {
    // The GIF's 404 waits until the page is live, however long its scene takes to start (a fixed
    // delay raced the first test of a worker, whose scene can take longer).
    let release = () => {}
    const live = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.gif(\?|$)/, async (route) => {
      await live
      await route.fulfill({ status: 404, body: 'not found' })
    })
    await page.goto('/love', { waitUntil: 'domcontentloaded' })
    await waitForScene(page)
    // Still loading once the page is hydrated: the failure reaches React through onError.
    expect(await page.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(false)
    release()
    await expect(page.locator('img')).toHaveCount(0, { timeout: 20_000 })
    await expect(page.getByRole('img', { name: site.gifAlt })).toBeVisible()
  })
})
