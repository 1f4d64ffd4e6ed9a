import type { Page } from '@playwright/test'
import {
  buttonEnd,
  expect,
  expectBurstAroundTap,
  expectBurstAt,
  expectHeartsToFloatUp,
  openFrozenScene,
  stepFramesUntil,
  site,
  test,
} from './harness'

/** A point above the GIF's frame, a quarter of the way across: clear of the rising hearts. */
async function aboveTheGif(page: Page) {
  const frame = (await page.locator('figure').boundingBox())!
  return { x: page.viewportSize()!.width / 4, y: frame.y / 2 }
}

test.describe('without WebGL', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext
      const withoutWebGL = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type.startsWith('webgl') || type === 'experimental-webgl') return null
        return Reflect.apply(getContext, this, [type, ...rest])
      }
      HTMLCanvasElement.prototype.getContext = withoutWebGL as typeof getContext
    })
  })

  test('/love keeps its text and GIF and draws the hearts with Canvas 2D', async ({
    page,
    consoleErrors,
  }) => {
    await openFrozenScene(page, '/love')
    await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()
    await expect(page.getByRole('img', { name: site.gifAlt })).toBeVisible()
    await expect(page.getByTestId('heart-stage')).toHaveAttribute('data-renderer', '2d')
    await expectHeartsToFloatUp(page)
    const tap = await aboveTheGif(page)
    await expectBurstAroundTap(page, tap.x, tap.y)
    expect(consoleErrors).toEqual([])
  })

  test('/valentine bursts 300 hearts from its button with Canvas 2D', async ({
    page,
    consoleErrors,
  }) => {
    await openFrozenScene(page, '/valentine')
    await expect(page.getByTestId('heart-stage')).toHaveAttribute('data-renderer', '2d')
    const press = await buttonEnd(page, 'left')
    await expectBurstAt(page, press.x, press.y, () => page.mouse.click(press.x, press.y), {
      ageMs: 300,
    })
    expect(consoleErrors).toEqual([])
  })
})

test.describe('WebGL context loss', () => {
  test('drawing and bursts resume after the context is lost and restored', async ({
    page,
    consoleErrors,
  }) => {
    await openFrozenScene(page, '/love')
    const canvas = page.getByTestId('heart-stage').locator('canvas')
    // The page waits between the loss and the restore on a timer: frames step on meanwhile.
    const injection = canvas.evaluate(async (element: HTMLCanvasElement) => {
      const gl = element.getContext('webgl2') ?? element.getContext('webgl')
      const extension = gl?.getExtension('WEBGL_lose_context')
      if (!extension) throw new Error('no WEBGL_lose_context')
      const lost = new Promise((resolve) => element.addEventListener('webglcontextlost', resolve))
      extension.loseContext()
      await lost
      // Chromium restores only once the loss has been fully dispatched, a task later.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const restored = new Promise((resolve) =>
        element.addEventListener('webglcontextrestored', resolve),
      )
      extension.restoreContext()
      await restored
    })
    await stepFramesUntil(page, injection)
    await expect(page.getByTestId('heart-stage')).toHaveAttribute('data-renderer', 'webgl')
    await expect(page.getByTestId('heart-stage').locator('canvas')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()

    await expectHeartsToFloatUp(page)
    const tap = await aboveTheGif(page)
    await expectBurstAroundTap(page, tap.x, tap.y)
    expect(consoleErrors).toEqual([])
  })
})
