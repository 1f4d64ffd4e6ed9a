import type { Page } from '@playwright/test'
import { expectBurstAroundTap, expectBurstAt } from './burstChecks'
import { expectHeartsToFloatUp } from './riseChecks'
import { FRAME_MS, openFrozenScene } from './sceneClock'
import { expect, loveTitle, site, test } from './testFixtures'

/** A point in the band above the GIF's frame, `share` of the way across the screen. */
async function aboveTheGif(page: Page, share: number) {
  const frame = (await page.locator('figure').boundingBox())!
  return { x: page.viewportSize()!.width * share, y: frame.y / 2 }
}

test.describe('love /love', () => {
  test("is titled Love {name}'s", async ({ page }) => {
    await page.goto('/love')
    await expect(page).toHaveTitle(loveTitle())
    await expect(page).toHaveTitle(/^Love .+'s$/)
  })

  test('shows the GIF from its external host, with alt text', async ({ page }) => {
    const gifRequest = page.waitForRequest((request) => request.url() === site.gifUrl)
    await page.goto('/love')
    await gifRequest
    const gif = page.getByRole('img', { name: site.gifAlt })
    await expect(gif).toBeVisible()
    await expect(gif).toHaveAttribute('src', site.gifUrl)
    await expect
      .poll(() => gif.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await expect.poll(() => gif.evaluate((img) => getComputedStyle(img).opacity)).toBe('1')
  })

  test('shows one bold red line declaring love', async ({ page }) => {
    await page.goto('/love')
    const line = page.getByRole('heading', { name: site.loveLine })
    await expect(line).toBeVisible()
    const style = await line.evaluate((element) => {
      const computed = getComputedStyle(element)
      return { weight: Number(computed.fontWeight), color: computed.color }
    })
    expect(style.weight).toBeGreaterThanOrEqual(700)
    const [red, green, blue] = style.color.match(/\d+/g)!.map(Number)
    expect(red).toBeGreaterThan(150)
    expect(red).toBeGreaterThan((green + blue) * 1.5)
  })

  test('hearts float up behind the GIF and the love line', async ({ page }) => {
    await openFrozenScene(page, '/love')
    await expectHeartsToFloatUp(page)
  })

  test('a tap anywhere bursts hearts around the tap point', async ({ page, consoleErrors }) => {
    await openFrozenScene(page, '/love')
    const viewport = page.viewportSize()!
    await expectBurstAroundTap(page, viewport.width * 0.3, viewport.height * 0.85)
    expect(consoleErrors).toEqual([])
  })

  test('each tap clears the previous burst and starts a new one where it lands', async ({
    page,
  }) => {
    await openFrozenScene(page, '/love')
    const first = await aboveTheGif(page, 0.25)
    const second = await aboveTheGif(page, 0.75)
    await expectBurstAroundTap(page, first.x, first.y)
    // Long enough for the first burst to have fallen out of the band measured below, so a tap
    // that failed to replace it leaves that band empty.
    await page.clock.runFor(2000)
    // Nothing of the first burst may be left anywhere: the check counts the whole free screen.
    // Measured young, while the new burst is still compact, above the rising hearts.
    await expectBurstAt(page, second.x, second.y, () => page.mouse.click(second.x, second.y), {
      ageMs: 3 * FRAME_MS,
    })
  })

  test.describe(() => {
    test.use({ gifFault: { gifStatus: 404 } })

    test('a GIF that fails to load leaves a heart in its frame, no broken image', async ({
      page,
    }) => {
      await page.goto('/love')
      const fallback = page.getByRole('img', { name: site.gifAlt })
      await expect(fallback).toBeVisible()
      await expect(page.locator('img')).toHaveCount(0)
      const frame = await page.locator('figure').boundingBox()
      expect(frame!.width).toBeGreaterThan(100)
      expect(frame!.height).toBeCloseTo(frame!.width, 0)
    })
  })
})
