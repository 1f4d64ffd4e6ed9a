import { around, countHeartPixels, expect, test, waitForScene, loveTitle } from './harness'

const BUTTON = 'Chạm Đi Nè !!!'

test.describe('valentine /valentine', () => {
  test('has the love title and only the burst button', async ({ page }) => {
    await page.goto('/valentine')
    await expect(page).toHaveTitle(loveTitle())
    await expect(page.getByRole('button')).toHaveCount(1)
    await expect(page.getByRole('button', { name: BUTTON })).toBeVisible()
    await expect(page.locator('img')).toHaveCount(0)
    await expect(page.getByRole('heading')).toHaveCount(0)
  })

  test('pressing the button bursts hearts at the press point', async ({ page, consoleErrors }) => {
    await page.goto('/valentine')
    await waitForScene(page)
    const button = (await page.getByRole('button', { name: BUTTON }).boundingBox())!
    // Press near the button's left end and look below it, away from the red button itself.
    const press = { x: button.x + 12, y: button.y + button.height / 2 }
    const region = around(page, press.x, press.y + button.height / 2 + 60, 100)
    const before = await countHeartPixels(page, region)
    await page.mouse.click(press.x, press.y)
    await expect.poll(() => countHeartPixels(page, region)).toBeGreaterThan(before + 150)
    expect(consoleErrors).toEqual([])
  })

  test('Enter on the focused button bursts at the screen centre', async ({ page }) => {
    await page.goto('/valentine')
    await waitForScene(page)
    const viewport = page.viewportSize()!
    const button = (await page.getByRole('button', { name: BUTTON }).boundingBox())!
    const below = around(page, viewport.width / 2, button.y + button.height + 70, 120)
    const before = await countHeartPixels(page, below)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: BUTTON })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect.poll(() => countHeartPixels(page, below)).toBeGreaterThan(before + 150)
  })

  test('each press replaces the previous burst, which then leaves the screen', async ({ page }) => {
    await page.goto('/valentine')
    await waitForScene(page)
    const viewport = page.viewportSize()!
    const whole = { x: 0, y: 0, width: viewport.width, height: viewport.height }
    const idle = await countHeartPixels(page, whole)
    const button = page.getByRole('button', { name: BUTTON })
    await button.click()
    await button.click()
    await expect.poll(() => countHeartPixels(page, whole)).toBeGreaterThan(idle + 500)
    // Spent hearts fall off the bottom edge: the page returns to just the button.
    await expect
      .poll(() => countHeartPixels(page, whole), { timeout: 30_000, intervals: [500] })
      .toBeLessThan(idle + 50)
  })
})
