import type { Page } from '@playwright/test'
import { MAX_DODGES } from '../../src/pages/question/texts'
import { expectBurstAt } from './burstChecks'
import { captureLayer } from './canvasLayer'
import { openFrozenScene } from './sceneClock'
import { waitForScene } from './stage'
import { expect, test } from './testFixtures'
import { disableWebGL } from './webglFaults'
import {
  answers,
  centreOf,
  LOVE_LINE,
  overlaps,
  press,
  QUESTION,
  questionPath,
  tabTo,
} from './questionFlow'
import { watchSite } from './siteWatch'
import { vi } from '../../src/texts/vi'
import { voicedText } from '../../src/texts/voices'

const PHONE = { kind: 'phone', value: '0912345678' } as const

const burstCount = (page: Page) =>
  page.getByTestId('heart-stage').locator('canvas').getAttribute('data-burst')

test.describe('the question page: Không plays fair', () => {
  test('Không runs from a press to a free spot on screen, Đồng ý grows, and then it declines', async ({
    page,
    hasTouch,
    consoleErrors,
  }) => {
    const watch = await watchSite(page)
    await page.goto(questionPath(PHONE))
    await waitForScene(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUESTION)
    const { yes, no } = answers(page)
    const live = page.locator('[aria-live="polite"].visually-hidden')
    const view = page.viewportSize()!
    for (let i = 1; i <= MAX_DODGES; i++) {
      const before = (await no.boundingBox())!
      const yesBefore = (await yes.boundingBox())!
      await press(page, no, hasTouch)
      await expect(no).toHaveText(vi.question.noLabels[i])
      await expect(live).toContainText(`“${vi.question.noLabels[i]}”`)
      // Đồng ý's transform eases in: wait for the box to settle before measuring it.
      await expect
        .poll(async () => (await yes.boundingBox())!.width)
        .toBeGreaterThan(yesBefore.width)
      const after = (await no.boundingBox())!
      const grown = (await yes.boundingBox())!
      expect(overlaps(after, before), 'it left the place pressed').toBe(false)
      expect(overlaps(after, grown), 'it never covers Đồng ý').toBe(false)
      expect(after.x).toBeGreaterThanOrEqual(0)
      expect(after.y).toBeGreaterThanOrEqual(0)
      expect(after.x + after.width).toBeLessThanOrEqual(view.width)
      expect(after.y + after.height).toBeLessThanOrEqual(view.height)
      await expect(page.getByText(voicedText(vi.question.closingLine))).toHaveCount(0)
    }
    // It stays put now, and a press is a real decline: the closing line, and no burst.
    await expect(live).toHaveText(vi.question.noMoved(vi.question.noLabels[MAX_DODGES], true))
    await press(page, no, hasTouch)
    await expect(page.locator('p.answer-line')).toHaveText(voicedText(vi.question.closingLine))
    await expect(live).toHaveText(voicedText(vi.question.closingLine))
    expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'question_answered' }])
    expect(await burstCount(page)).not.toBe('300')
    await expect(page.getByRole('link', { name: 'Gửi qua SMS' })).toBeVisible()
    expect(consoleErrors).toEqual([])
    expect(await watch.violations()).toEqual([])
  })

  test('from the keyboard Không never moves: focused, it stays put, and Enter declines at once', async ({
    page,
    hasTouch,
  }) => {
    await page.goto(questionPath())
    await waitForScene(page)
    const { no } = answers(page)
    await tabTo(page, no)
    // A press while it holds keyboard focus does not move it either: it answers at once.
    await press(page, no, hasTouch)
    await expect(page.locator('p.answer-line')).toHaveText(voicedText(vi.question.closingLine))

    await page.goto('/love')
    await page.goto(questionPath())
    // The app starts after the first paint: until it is live, the prerendered buttons are inert.
    await waitForScene(page)
    const fresh = answers(page).no
    await tabTo(page, fresh)
    await page.keyboard.press('Enter')
    await expect(page.locator('p.answer-line')).toHaveText(voicedText(vi.question.closingLine))
    await expect(page.locator('p.answer-line')).toBeFocused()
    expect(await burstCount(page)).not.toBe('300')
  })
})

test.describe('the question page under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('nothing moves: Không stays, Đồng ý keeps its size, and a press declines', async ({
    page,
    hasTouch,
  }) => {
    await page.goto(questionPath())
    await waitForScene(page)
    const { yes, no } = answers(page)
    const noBox = await no.boundingBox()
    const yesBox = await yes.boundingBox()
    await no.dispatchEvent('pointerdown', { pointerType: hasTouch ? 'touch' : 'mouse' })
    expect(await no.boundingBox()).toEqual(noBox)
    expect(await yes.boundingBox()).toEqual(yesBox)
    await expect(no).toHaveText(vi.question.noLabels[0])
    await press(page, no, hasTouch)
    await expect(page.locator('p.answer-line')).toHaveText(voicedText(vi.question.closingLine))
  })
})

/**
 * Checks that the drawing's centre of mass is nearer (x, y) than the screen's centre: a burst
 * from the screen's centre can still reach a button 170 px below it, so "within reach" alone
 * does not tell the two apart.
 */
async function expectDrawingCentredOn(page: Page, x: number, y: number) {
  const layer = await captureLayer(page)
  let sumX = 0
  let sumY = 0
  let total = 0
  for (let i = 0; i < layer.drawn.length; i++) {
    const weight = layer.drawn[i]
    sumX += weight * (i % layer.width)
    sumY += weight * Math.floor(i / layer.width)
    total += weight
  }
  const centre = { x: sumX / total, y: sumY / total }
  const fromButton = Math.hypot(centre.x - x, centre.y - y)
  const fromMiddle = Math.hypot(centre.x - layer.width / 2, centre.y - layer.height / 2)
  expect(fromButton, 'the burst is centred on the button').toBeLessThan(fromMiddle)
}

test.describe('Đồng ý bursts from the button', () => {
  test('on the WebGL scene: 300 hearts drawn around the button, then the love line', async ({
    page,
    hasTouch,
  }) => {
    await openFrozenScene(page, questionPath(PHONE))
    const { yes } = answers(page)
    const { x, y } = await centreOf(yes)
    await expectBurstAt(page, x, y, () => press(page, yes, hasTouch))
    await expectDrawingCentredOn(page, x, y)
    await expect(page.locator('p.answer-line')).toHaveText(LOVE_LINE)
    await expect(page.getByRole('link', { name: 'Gửi qua SMS' })).toBeVisible()
    expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'question_answered' }])
  })

  test('with Canvas 2D, where WebGL is missing', async ({ page, hasTouch }) => {
    await disableWebGL(page)
    await openFrozenScene(page, questionPath())
    await expect(page.getByTestId('heart-stage')).toHaveAttribute('data-renderer', '2d')
    const { yes } = answers(page)
    const { x, y } = await centreOf(yes)
    await expectBurstAt(page, x, y, () => press(page, yes, hasTouch))
    await expectDrawingCentredOn(page, x, y)
  })

  // The worker by default; on a loaded machine it may hand over to the page's thread (it has
  // 2 s to draw), and the burst must reach whichever runs: the same channel feeds both.
  test('with the scene where the page put it (its worker by default) @smoke', async ({
    page,
    hasTouch,
  }, testInfo) => {
    await page.goto(questionPath())
    await waitForScene(page)
    const thread = await page.getByTestId('heart-stage').getAttribute('data-thread')
    testInfo.annotations.push({ type: 'scene thread', description: thread ?? 'none' })
    await press(page, answers(page).yes, hasTouch)
    await expect(page.getByTestId('heart-stage').locator('canvas')).toHaveAttribute(
      'data-burst',
      '300',
    )
  })
})
