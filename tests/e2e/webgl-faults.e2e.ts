import {
  expect,
  test,
  waitForScene,
  expectBurstAroundTap,
  expectHeartsToMove,
  site,
} from './harness'

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
    await page.goto('/love')
    await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()
    await expect(page.getByRole('img', { name: site.gifAlt })).toBeVisible()
    await waitForScene(page)
    await expect(page.getByTestId('heart-stage')).toHaveAttribute('data-renderer', '2d')
    const viewport = page.viewportSize()!
    await expectHeartsToMove(page)

    await expectBurstAroundTap(page, viewport.width * 0.5, viewport.height * 0.85)
    expect(consoleErrors).toEqual([])
  })

  test('/valentine bursts 300 hearts from its button with Canvas 2D', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/valentine')
    await waitForScene(page)
    const stage = page.getByTestId('heart-stage')
    await expect(stage).toHaveAttribute('data-renderer', '2d')
    await page.getByRole('button', { name: 'Chạm Đi Nè !!!' }).click()
    await expect(stage.locator('canvas')).toHaveAttribute('data-burst', '300')
    expect(consoleErrors).toEqual([])
  })
})

test.describe('WebGL context loss', () => {
  test('drawing and bursts resume after the context is lost and restored', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/love')
    await waitForScene(page)
    const canvas = page.getByTestId('heart-stage').locator('canvas')
    await canvas.evaluate(async (element: HTMLCanvasElement) => {
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
    await expect(page.getByTestId('heart-stage')).toHaveAttribute('data-renderer', 'webgl')
    await expect(page.getByTestId('heart-stage').locator('canvas')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()

    const viewport = page.viewportSize()!
    await expectHeartsToMove(page)
    await expectBurstAroundTap(page, viewport.width * 0.5, viewport.height * 0.85)
    expect(consoleErrors).toEqual([])
  })
})
