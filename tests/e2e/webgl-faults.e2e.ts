import type { Page } from '@playwright/test'
import { buttonEnd, expectBurstAroundTap, expectBurstAt } from './burstChecks'
import { expectHeartsToFloatUp } from './riseChecks'
import { openFrozenScene, stepFramesUntil } from './sceneClock'
import { REASONS, storyPath } from './storyFlow'
import { expect, site, test } from './testFixtures'
import { disableWebGL, loseAndRestoreContext } from './webglFaults'

/** A point above the GIF's frame, a quarter of the way across: clear of the rising hearts. */
async function aboveTheGif(page: Page) {
  const frame = (await page.locator('figure').boundingBox())!
  return { x: page.viewportSize()!.width / 4, y: frame.y / 2 }
}

test.describe('without WebGL', () => {
  test.beforeEach(async ({ page }) => {
    await disableWebGL(page)
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

  test('the Canvas 2D stage fires heartburst:ready once, after its first frame @once', async ({
    page,
    consoleErrors,
  }) => {
    // What each `heartburst:ready` saw: the stage's path and whether its canvas had drawn yet
    // (every Canvas 2D frame starts with a clearRect).
    await page.addInitScript(() => {
      const drawn = new WeakSet<HTMLCanvasElement>()
      const clearRect = CanvasRenderingContext2D.prototype.clearRect
      CanvasRenderingContext2D.prototype.clearRect = function (...args) {
        drawn.add(this.canvas)
        clearRect.apply(this, args)
      }
      const seen: string[] = []
      document.addEventListener('heartburst:ready', (event) => {
        const stage = event.target as HTMLElement
        const canvas = stage.querySelector('canvas')
        const state = canvas && drawn.has(canvas) ? 'drawn' : 'not drawn yet'
        seen.push(`${stage.dataset.renderer} ${stage.dataset.ready}, ${state}`)
      })
      Object.assign(window, { readyEvents: seen })
    })
    await openFrozenScene(page, '/love')
    const seen = await page.evaluate(
      () => (window as unknown as { readyEvents: string[] }).readyEvents,
    )
    expect(seen).toEqual(['2d true, drawn'])
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

test.describe('without WebGL, a story', () => {
  test.beforeEach(async ({ page }) => {
    await disableWebGL(page)
  })

  test('goes on at a press, which bursts where it landed, with Canvas 2D @once', async ({
    page,
    consoleErrors,
  }) => {
    await openFrozenScene(page, storyPath([{ kind: 'reasons', reasons: REASONS }]))
    await expect(page.getByTestId('heart-stage')).toHaveAttribute('data-renderer', '2d')
    await expect(page.locator('.reasons-list li')).toHaveText(REASONS.slice(0, 1))
    // Above the card, a quarter of the way across: clear of the hearts rising from the bottom.
    const press = { x: page.viewportSize()!.width / 4, y: 120 }
    await expectBurstAt(page, press.x, press.y, () => page.mouse.click(press.x, press.y))
    await expect(page.locator('.reasons-list li')).toHaveText(REASONS.slice(0, 2))
    expect(consoleErrors).toEqual([])
  })
})

test.describe('WebGL context loss', () => {
  test('drawing and bursts resume after the context is lost and restored', async ({
    page,
    consoleErrors,
  }) => {
    await openFrozenScene(page, '/love')
    await stepFramesUntil(page, loseAndRestoreContext(page))
    await expect(page.getByTestId('heart-stage')).toHaveAttribute('data-renderer', 'webgl')
    await expect(page.getByTestId('heart-stage').locator('canvas')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()

    await expectHeartsToFloatUp(page)
    const tap = await aboveTheGif(page)
    await expectBurstAroundTap(page, tap.x, tap.y)
    expect(consoleErrors).toEqual([])
  })
})
