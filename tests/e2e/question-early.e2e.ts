import type { Page } from '@playwright/test'
import { expectBurstMassAt, expectNoBurstAsLive } from './burstMass'
import {
  EVERY_SCRIPT,
  holdResponses,
  stripEarlyScript,
  waitForEarlyPressListener,
} from './pageBoot'
import { colourDistance, meanColourOf } from './buttonColour'
import { sceneNowMs, slowSceneClock } from './sceneClock'
import { waitForScene } from './stage'
import { expect, test, type ScenePath } from './testFixtures'
import { answers, centreOf, LOVE_LINE, press, QUESTION, questionPath } from './questionFlow'
import { vi } from '../../src/texts/vi'

// The question page before it is live: its HTML paints the GIF, the question (its early script
// reads the link's fragment, src/early/earlyLink.ts) and the two answers. A press on them is
// kept and shown as heard, and the page answers it once live. Where the early script could not
// run, the question waits for the app: the answers say they are not ready until it is there.

/**
 * Opens the question page with every script file held back: painted, nothing live, the press
 * kept by what came in the HTML alone; without its early script when `isEarlyScriptGone`.
 */
async function openBeforeLive(page: Page, isEarlyScriptGone = false) {
  if (isEarlyScriptGone) await stripEarlyScript(page)
  const release = await holdResponses(page, EVERY_SCRIPT)
  await page.goto(questionPath(), { waitUntil: 'commit' })
  await waitForEarlyPressListener(page)
  await expect(page.getByTestId('heart-stage')).toHaveCount(0)
  return release
}

/** Two colours a visitor tells apart at a glance; noise and anti-aliasing stay far below. */
const VISIBLY_DIFFERENT = 40

for (const scenePath of ['worker', 'main'] as ScenePath[]) {
  test.describe(`the question page before it is live, scene ${scenePath === 'worker' ? 'in its worker' : "on the page's thread"}`, () => {
    test.use({ scenePath })
    test.beforeEach(async ({ page }) => slowSceneClock(page, { inWorker: scenePath === 'worker' }))

    test('the question is in the first paint; a press on Đồng ý before the page is live is kept and bursts from it', async ({
      page,
      context,
      hasTouch,
      consoleErrors,
    }) => {
      // Where Đồng ý stands once live, below the question that pushed it down: the kept press
      // bursts from there. A live twin of the page shows it (the button is gone once answered).
      const twin = await context.newPage()
      // Measured once the twin is live and its button shown: mid-takeover it may have no box.
      await twin.goto(questionPath())
      await waitForScene(twin)
      await expect(twin.getByRole('heading', { level: 1 })).toHaveText(QUESTION)
      await expect(answers(twin).yes).toBeVisible()
      const live = await centreOf(answers(twin).yes)
      await twin.close()

      const release = await openBeforeLive(page)
      const { yes, no } = answers(page)
      // The question and its answers, all there before anything is live.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUESTION)
      await expect(yes).not.toHaveAttribute('aria-disabled')
      await expect(no).not.toHaveAttribute('aria-disabled')
      const unpressed = await meanColourOf(page, yes, 'outline')
      // The press is heard: the pressed answer is ringed at once, before anything is live. (A
      // press by its point, as a finger makes it.)
      await press(page, yes, hasTouch)
      await expect
        .poll(async () => colourDistance(await meanColourOf(page, yes, 'outline'), unpressed))
        .toBeGreaterThan(VISIBLY_DIFFERENT)
      // Live: the question's yes is given, with a burst from where the button was.
      const { width, height } = page.viewportSize()!
      const corner = { x: live.x < width / 2 ? width - 1 : 0, y: height - 1 }
      await expectBurstMassAt(page, live, corner, async () => {
        release()
        await waitForScene(page)
      })
      await expect(page.locator('p.answer-line')).toHaveText(LOVE_LINE)
      expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'question_answered' }])
      expect(consoleErrors).toEqual([])
    })

    test('a press on Không is kept and becomes its first dodge once live, never a decline', async ({
      page,
      hasTouch,
      consoleErrors,
    }) => {
      const release = await openBeforeLive(page)
      const { yes, no } = answers(page)
      const before = (await no.boundingBox())!
      // The latest press wins: Đồng ý first, then Không.
      await press(page, yes, hasTouch)
      await press(page, no, hasTouch)
      // No stage yet: no heart can be older than this.
      const noStageMs = await sceneNowMs(page)
      release()
      await waitForScene(page)
      // The kept Đồng ý lost to Không: no burst as the page comes alive, in pixels.
      await expectNoBurstAsLive(page, noStageMs)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUESTION)
      await expect(no).toHaveText(vi.question.noLabels[1])
      await expect(no).not.toHaveAttribute('aria-disabled')
      const after = (await no.boundingBox())!
      expect(Math.hypot(after.x - before.x, after.y - before.y), 'Không ran').toBeGreaterThan(
        after.width / 2,
      )
      // Neither answer was given: no closing line, no love line (and no burst, above).
      await expect(page.getByText(vi.question.closingLine)).toHaveCount(0)
      await expect(page.locator('p.answer-line')).toHaveCount(0)
      await expect(yes).toBeVisible()
      expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([])
      expect(consoleErrors).toEqual([])
    })
  })
}

test('without its early script the answers wait, muted, and a press on Đồng ý is kept until the question is there', async ({
  page,
  hasTouch,
  consoleErrors,
}) => {
  const release = await openBeforeLive(page, true)
  const { yes, no } = answers(page)
  // Not ready: a screen reader hears it, and it looks it.
  await expect(yes).toHaveAttribute('aria-disabled', 'true')
  await expect(no).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('')
  const waiting = await meanColourOf(page, yes)
  // A press by its point: Playwright's own click refuses an aria-disabled button.
  await press(page, yes, hasTouch)
  await expect
    .poll(async () => colourDistance(await meanColourOf(page, yes), waiting))
    .toBeGreaterThan(VISIBLY_DIFFERENT)
  release()
  await waitForScene(page)
  await expect(page.locator('p.answer-line')).toHaveText(LOVE_LINE)
  expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'question_answered' }])
  expect(consoleErrors).toEqual([])
})

test('without its early script and without a press the answers come alive with the question, unmuted', async ({
  page,
}) => {
  const release = await openBeforeLive(page, true)
  const { yes } = answers(page)
  const waiting = await meanColourOf(page, yes)
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUESTION)
  await expect(yes).not.toHaveAttribute('aria-disabled')
  // Full colour now: the muted look was the waiting, not the button.
  await expect
    .poll(async () => colourDistance(await meanColourOf(page, yes), waiting))
    .toBeGreaterThan(VISIBLY_DIFFERENT)
  // And nothing was answered on its own.
  await expect(page.locator('p.answer-line')).toHaveCount(0)
})
