import { buttonEnd, expectBurstAt, expectKeyBurstAtCentre, expectPressBurstAt } from './burstChecks'
import { captureLayer, drawnIn } from './canvasLayer'
import { openFrozenScene } from './sceneClock'
import { expect, loveTitle, test } from './testFixtures'

const BUTTON = 'Chạm Đi Nè !!!'
/**
 * Scene time before a burst pressed on the button is measured: the button and its shadow are
 * masked out, so the hearts must have flown clear of them, yet still be near the press point.
 */
const PRESS_AGE_MS = 300

test.describe('valentine /valentine', () => {
  test('has the love title and only the burst button', async ({ page }) => {
    await page.goto('/valentine')
    await expect(page).toHaveTitle(loveTitle())
    await expect(page.getByRole('button')).toHaveCount(1)
    await expect(page.getByRole('button', { name: BUTTON })).toBeVisible()
    await expect(page.locator('img')).toHaveCount(0)
    await expect(page.getByRole('heading')).toHaveCount(0)
  })

  test('pressing the button bursts hearts at the press point @smoke', async ({
    page,
    consoleErrors,
  }) => {
    await openFrozenScene(page, '/valentine')
    // Near the button's left end, well away from its middle, where the screen's centre is too.
    const press = await buttonEnd(page, 'left')
    await expectPressBurstAt(page, press.x, press.y)
    expect(consoleErrors).toEqual([])
  })

  test('Enter on the focused button bursts at the screen centre', async ({ page }) => {
    await openFrozenScene(page, '/valentine')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: BUTTON })).toBeFocused()
    await expectKeyBurstAtCentre(page, 'Enter')
  })

  test('each press replaces the previous burst, which then leaves the screen', async ({ page }) => {
    await openFrozenScene(page, '/valentine')
    const first = await buttonEnd(page, 'left')
    const second = await buttonEnd(page, 'right')
    await page.mouse.click(first.x, first.y)
    // Long enough for the first burst to have fallen well below the button: a press that failed
    // to replace it leaves nothing within reach of the second.
    await page.clock.runFor(2000)
    // The check counts the whole screen: hearts of the first burst left anywhere fail it.
    await expectBurstAt(page, second.x, second.y, () => page.mouse.click(second.x, second.y), {
      ageMs: PRESS_AGE_MS,
    })
    // Spent hearts fall off the bottom edge; then the stage reports the burst over, draws nothing.
    const canvas = page.getByTestId('heart-stage').locator('canvas')
    for (let i = 0; i < 40 && (await canvas.getAttribute('data-burst')) !== '0'; i++) {
      await page.clock.runFor(250)
    }
    await expect(canvas).toHaveAttribute('data-burst', '0')
    expect(drawnIn(await captureLayer(page))).toBe(0)
  })
})
