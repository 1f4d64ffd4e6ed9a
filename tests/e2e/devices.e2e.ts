import { PHONE } from '../../scripts/shared.mjs'
import { expectBurstAroundTap, expectKeyBurstAtCentre } from './burstChecks'
import { openFrozenScene } from './sceneClock'
import { waitForScene } from './stage'
import { expect, site, test } from './testFixtures'

/** WCAG relative luminance of an sRGB colour given as 0..255 channels. */
function luminance([red, green, blue]: number[]) {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

function contrast(a: number[], b: number[]) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

test.describe('devices', () => {
  // Its own device, whatever the project's: once.
  test.describe(() => {
    test.use({ ...PHONE, deviceScaleFactor: 3 })

    test('a DPR 3 phone renders at DPR 2 @once', async ({ page }) => {
      await page.goto('/valentine')
      await waitForScene(page)
      // The device really is DPR 3: the cap, not the device, must give the 2.
      expect(await page.evaluate(() => window.devicePixelRatio)).toBe(3)
      const size = await page
        .getByTestId('heart-stage')
        .locator('canvas')
        .evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.clientWidth])
      expect(size[0]).toBe(size[1] * 2)
    })
  })

  test('rotating the phone resizes the canvas with no stretch @phone', async ({ page }) => {
    const { width, height } = PHONE.viewport
    await page.goto('/love')
    await waitForScene(page)
    await page.setViewportSize({ width: height, height: width })
    const canvas = page.getByTestId('heart-stage').locator('canvas')
    await expect
      .poll(() => canvas.evaluate((element: HTMLCanvasElement) => [element.width, element.height]))
      .toEqual([height * PHONE.deviceScaleFactor, width * PHONE.deviceScaleFactor])
    const box = await canvas.boundingBox()
    expect(box).toEqual({ x: 0, y: 0, width: height, height: width })
  })

  test('a touch tap bursts hearts at the tap point @phone @smoke', async ({ page }) => {
    await openFrozenScene(page, '/love')
    // Low on the screen, where floating hearts rise: none has been born yet on a frozen clock.
    await expectBurstAroundTap(page, 100, 760, 'touch')
  })

  test('Tab reaches every button with a visible focus ring', async ({ page }) => {
    for (const path of ['/', '/valentine']) {
      await page.goto(path)
      await expect(page.getByRole('button')).toBeVisible()
      await page.keyboard.press('Tab')
      const focused = page.locator(':focus')
      await expect(focused).toHaveRole('button')
      const ring = await focused.evaluate((element) => {
        const style = getComputedStyle(element)
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
      })
      expect(ring.style).not.toBe('none')
      expect(ring.width).toBeGreaterThanOrEqual(2)
    }
  })

  test('Space on the valentine button bursts at the screen centre', async ({ page }) => {
    await openFrozenScene(page, '/valentine')
    await page.getByRole('button').focus()
    await expectKeyBurstAtCentre(page, 'Space')
  })
})

test.describe('accessibility', () => {
  test('named buttons, a GIF with alt text and a decorative canvas', async ({ page }) => {
    await page.goto('/love')
    await expect(page.getByRole('img', { name: site.gifAlt })).toBeVisible()
    await waitForScene(page)
    await expect(page.getByTestId('heart-stage')).toHaveAttribute('aria-hidden', 'true')
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Click' })).toBeVisible()
    await page.goto('/valentine')
    await expect(page.getByRole('button', { name: 'Chạm Đi Nè !!!' })).toBeVisible()
  })

  test('the love line and the button text pass WCAG AA contrast', async ({ page }) => {
    await page.goto('/love')
    const line = page.getByRole('heading', { name: site.loveLine })
    const colours = await line.evaluate((element) => {
      const parse = (value: string) =>
        value
          .match(/\d+(\.\d+)?/g)!
          .slice(0, 3)
          .map(Number)
      const probe = document.createElement('div')
      const body = getComputedStyle(document.body)
      // The page background is a gradient of these stops over the base colour.
      probe.style.color = body.getPropertyValue('--background')
      document.body.append(probe)
      const base = getComputedStyle(probe).color
      probe.style.color = body.getPropertyValue('--halo')
      const light = getComputedStyle(probe).color
      probe.remove()
      return {
        text: parse(getComputedStyle(element).color),
        base: parse(base),
        light: parse(light),
      }
    })
    expect(contrast(colours.text, colours.base)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(colours.text, colours.light)).toBeGreaterThanOrEqual(4.5)
    await page.goto('/valentine')
    const button = page.getByRole('button')
    const buttonColours = await button.evaluate((element) => {
      const style = getComputedStyle(element)
      const parse = (value: string) => value.match(/\d+/g)!.slice(0, 3).map(Number)
      const stops = style.backgroundImage.match(/rgb\([^)]*\)/g)!.map(parse)
      return { text: parse(style.color), stops }
    })
    for (const stop of buttonColours.stops) {
      expect(contrast(buttonColours.text, stop)).toBeGreaterThanOrEqual(4.5)
    }
  })
})

test.describe('a bug anywhere', () => {
  test('still shows the love line and a button, not a blank page', async ({ page }) => {
    // An old in-app browser whose matchMedia throws: the page code hits it on navigation.
    await page.addInitScript(() => {
      window.matchMedia = () => {
        throw new TypeError('matchMedia is not supported here')
      }
    })
    await page.goto('/love')
    await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()
    await expect(page.getByRole('button')).toHaveCount(1)
  })
})
