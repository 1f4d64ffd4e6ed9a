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
    test.use({ gifFault: { gifDelayMs: 8000 } })

    test('a slow GIF (8 s) never holds up the hearts, and its frame never jumps', async ({
      page,
    }) => {
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
      await expect(page.locator('img')).toHaveCSS('opacity', '1', { timeout: 20_000 })
      expect(await frame.boundingBox()).toEqual(before)
    })
  })
})

test.describe('a GIF that fails after the page is live', () => {
  test.use({ gifFault: { gifDelayMs: 4000, gifStatus: 404 } })

  test('leaves a named heart, no broken image', async ({ page }) => {
    await page.goto('/love', { waitUntil: 'domcontentloaded' })
    await waitForScene(page)
    // Still loading once the page is hydrated: the failure reaches React through onError.
    expect(await page.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(false)
    await expect(page.locator('img')).toHaveCount(0, { timeout: 20_000 })
    await expect(page.getByRole('img', { name: site.gifAlt })).toBeVisible()
  })
})
