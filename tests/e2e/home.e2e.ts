import { expectHeartsToFloatUp } from './riseChecks'
import { openFrozenScene } from './sceneClock'
import { waitForScene } from './stage'
import { expect, test } from './testFixtures'

test.describe('home /', () => {
  test('shows the title Homepage, one Click button and a Vietnamese document @once @smoke', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Homepage')
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    await expect(page.getByRole('button')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Click' })).toBeVisible()
  })

  test('hearts float up on their own, at the speed their lifetime gives', async ({ page }) => {
    await openFrozenScene(page, '/')
    await expectHeartsToFloatUp(page)
  })

  test('the canvas is decorative: hidden from assistive tech and never takes a click', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForScene(page)
    const stage = page.getByTestId('heart-stage')
    await expect(stage).toHaveAttribute('aria-hidden', 'true')
    await expect(stage.locator('canvas')).toHaveCount(1)
    await expect(stage).toHaveCSS('pointer-events', 'none')
  })

  test('Click pushes sign_up then form_submit to the data layer and logs once @once', async ({
    page,
    consoleLogs,
    consoleErrors,
  }) => {
    await page.goto('/')
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
    // A click before the app is live (it starts after the first paint) counts once it is.
    await page.getByRole('button', { name: 'Click' }).click()
    await expect
      .poll(() => page.evaluate(() => window.dataLayer))
      .toEqual([{ event: 'sign_up' }, { event: 'form_submit' }])
    expect(consoleLogs).toHaveLength(1)
    await waitForScene(page)
    await expect(page).toHaveURL(/\/$/)
    await expect(page).toHaveTitle('Homepage')
    await page.getByRole('button', { name: 'Click' }).click()
    expect(await page.evaluate(() => window.dataLayer?.length)).toBe(4)
    expect(consoleErrors).toEqual([])
  })

  test('Click keeps an existing data layer and adds to it @once', async ({ page }) => {
    await page.addInitScript(() => {
      window.dataLayer = [{ event: 'gtm.js' }]
    })
    await page.goto('/')
    await page.getByRole('button', { name: 'Click' }).click()
    await expect
      .poll(() => page.evaluate(() => window.dataLayer))
      .toEqual([{ event: 'gtm.js' }, { event: 'sign_up' }, { event: 'form_submit' }])
  })

  test('no console errors while hearts spawn and expire @once', async ({ page, consoleErrors }) => {
    await openFrozenScene(page, '/')
    // A whole lifetime and more: hearts are born, rise and are removed.
    await page.clock.runFor(5000)
    expect(consoleErrors).toEqual([])
  })
})
