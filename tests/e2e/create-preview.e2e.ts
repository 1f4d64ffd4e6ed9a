import type { Page } from '@playwright/test'
import { CURATED_GIFS } from '../../src/share/curated'
import { vi } from '../../src/texts/vi'
import { voiced } from '../../src/texts/voices'
import { curatedAlt } from '../support/curatedAlt'
import { expect, fillCreateForm, test } from './createFlow'
import {
  ENTRY_SCRIPT,
  holdResponses,
  waitForEarlyPressListener,
  waitForHydration,
} from './pageBoot'
import { colourDistance, meanColourOf } from './buttonColour'
import { press } from './questionFlow'

// /create's "Xem thử": the draft played full screen as its recipient will see it, step by step,
// with the story's own views, and closed again with the form as it was. And /create before it
// is live: its buttons wait, and a press meanwhile is answered once it is.

const NAME = 'Thảo Vy'
const LINE = 'Mỗi ngày bên em đều là ngày đẹp nhất'
const LETTER = 'Gửi em,\nanh nhớ em nhiều lắm.'
const REASONS = ['Nụ cười của em', 'Em luôn lắng nghe']
const QUESTION = 'Mình đi Đà Lạt nhé?'
const SENDER = 'Minh'
// The maker writes as em: the preview speaks as the made page will.
const texts = voiced(vi.story, 'em/anh')

/** The story's index in the session's history (Chromium's Navigation API). */
const historyIndex = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation
        .currentEntry.index,
  )

/**
 * Two colours a person tells apart: a light button at half and at full opacity on the form's
 * light card measured 27 apart; noise and anti-aliasing stay at 2 or less.
 */
const VISIBLY_DIFFERENT = 20

test('Xem thử walks the story full screen, by keys and by taps, and closes back to the form @phone', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/create')
  const story = page.getByRole('group', { name: 'Kể một câu chuyện (không bắt buộc)' })
  await waitForHydration(story.getByRole('button', { name: '+ Thêm lá thư' }))
  await fillCreateForm(page, { name: NAME, line: LINE, gif: curatedAlt(CURATED_GIFS[1]) })
  await page.getByRole('radio', { name: 'Em → Anh' }).check()
  await page.getByLabel('Tên của bạn (không bắt buộc)').fill(SENDER)
  await story.getByRole('button', { name: '+ Thêm lá thư' }).click()
  await story.getByLabel('Lá thư của bạn').fill(LETTER)
  await story.getByRole('button', { name: '+ Thêm những lý do' }).click()
  await story.getByRole('textbox', { name: 'Lý do 1' }).fill(REASONS[0])
  await story.getByRole('button', { name: '+ Thêm lý do' }).click()
  await story.getByRole('textbox', { name: 'Lý do 2' }).fill(REASONS[1])
  await story.getByRole('button', { name: '+ Thêm câu hỏi' }).click()
  await story.getByRole('textbox', { name: 'Câu hỏi' }).fill(QUESTION)
  const address = page.url()
  const index = await historyIndex(page)
  const length = await page.evaluate(() => history.length)

  // On a phone the button is in the bar at the screen's bottom, in reach from anywhere in the form.
  const open = page.getByRole('button', { name: 'Xem thử' })
  await page.getByLabel('Tên người ấy').scrollIntoViewIfNeeded()
  await expect(open).toBeInViewport()
  await open.click()
  const preview = page.getByRole('dialog', { name: vi.create.previewDialog })
  await expect(preview).toBeVisible()
  // Full screen, over the form, with the hearts.
  const box = (await preview.boundingBox())!
  expect(box).toMatchObject({ x: 0, y: 0, ...page.viewportSize() })
  await expect(preview.getByTestId('heart-stage')).toHaveCount(1)
  const heading = preview.getByRole('heading', { level: 1 })

  // By keys: the envelope, to them from the maker, opens into the letter, shown whole, then on.
  await expect(heading).toHaveText(texts.envelopeTo(NAME))
  await expect(preview.locator('.envelope')).toContainText(vi.site.fromSender(SENDER))
  await expect(preview.getByText(texts.stepShort(1, 4))).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(heading).toHaveText(texts.letterHeading(NAME))
  await page.keyboard.press('ArrowRight')
  await expect(preview.locator('.letter-text')).toHaveAttribute('data-written', 'true')
  await expect(preview.locator('.letter-text')).toHaveText(LETTER)
  await page.keyboard.press('ArrowRight')
  await expect(heading).toHaveText(texts.reasonsHeading(NAME))
  await expect(preview.getByText(REASONS[0])).toBeVisible()
  await expect(preview.getByText(REASONS[1])).toHaveCount(0)

  // By taps on the step, as the recipient's finger: the next reason, then the question.
  const tapOnStep = () => press(page, heading, true)
  await tapOnStep()
  await expect(preview.getByText(REASONS[1])).toBeVisible()
  await tapOnStep()
  await expect(heading).toHaveText(QUESTION)
  await expect(preview.getByText(texts.answerToGoOn)).toBeVisible()
  // The question waits for its answer; a yes shows the love line, and the story goes on.
  await preview.getByRole('button', { name: 'Đồng ý' }).click()
  await expect(preview.locator('p.answer-line')).toHaveText(LINE)
  // The maker's own answer is a rehearsal: no one's answer is counted.
  const events = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []))
  expect(events).not.toContain('question_answered')
  await tapOnStep()
  // The page itself last: the tab's title with their name, and the love line.
  await expect(heading).toHaveText(LINE)
  await expect(preview.getByText(NAME)).toBeVisible()
  await expect(preview.getByText(vi.site.fromSender(SENDER))).toBeVisible()
  await expect(preview.getByText(texts.stepShort(4, 4))).toBeVisible()
  // ← goes back a step, the answer kept.
  await page.keyboard.press('ArrowLeft')
  await expect(heading).toHaveText(QUESTION)
  await expect(preview.locator('p.answer-line')).toHaveText(LINE)
  // Walking the steps never touched the address, nor the history.
  expect(page.url()).toBe(address)
  expect(await historyIndex(page)).toBe(index + 1)

  // Escape closes it: the form as it was, the history where it was.
  await page.keyboard.press('Escape')
  await expect(preview).toHaveCount(0)
  await expect(page.getByLabel('Tên người ấy')).toHaveValue(NAME)
  await expect.poll(() => historyIndex(page)).toBe(index)

  // The browser's Back closes it too, from its first step, and stays on /create.
  await open.click()
  await expect(heading).toHaveText(texts.envelopeTo(NAME))
  await page.goBack()
  await expect(preview).toHaveCount(0)
  expect(page.url()).toBe(address)
  await expect(page.getByLabel('Tên người ấy')).toHaveValue(NAME)
  await expect(story.getByRole('textbox', { name: 'Câu hỏi' })).toHaveValue(QUESTION)
  expect(await historyIndex(page)).toBe(index)
  // At most the one entry the open preview held, reused at each opening.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(length + 1)
  expect(consoleErrors).toEqual([])
})

test('before /create is live its buttons wait; a press on + Thêm lá thư is kept and answered, the name typed kept @phone', async ({
  page,
  hasTouch,
  consoleErrors,
}) => {
  const release = await holdResponses(page, ENTRY_SCRIPT)
  await page.goto('/create', { waitUntil: 'commit' })
  await waitForEarlyPressListener(page)
  const addLetter = page.getByRole('button', { name: '+ Thêm lá thư' })
  await expect(addLetter).toHaveAttribute('aria-disabled', 'true')
  // Mid-screen, clear of the sticky bar at the bottom, whose pixels would count as the button's.
  const toMiddle = () => addLetter.evaluate((button) => button.scrollIntoView({ block: 'center' }))
  await toMiddle()
  const waiting = await meanColourOf(page, addLetter)
  const unpressed = await meanColourOf(page, addLetter, 'outline')
  // A press by its point: Playwright's own click refuses an aria-disabled button.
  await press(page, addLetter, hasTouch)
  // Heard at once: the button pressed lights up, ringed, before anything is live.
  await expect
    .poll(async () => colourDistance(await meanColourOf(page, addLetter, 'outline'), unpressed))
    .toBeGreaterThan(VISIBLY_DIFFERENT)
  await page.getByLabel('Tên người ấy').fill(NAME)
  await expect(page.getByLabel('Lá thư của bạn')).toHaveCount(0)
  release()
  // Live: the letter step is there, its field focused, and the name typed meanwhile kept.
  await expect(page.getByLabel('Lá thư của bạn')).toBeFocused()
  await expect(page.getByRole('listitem')).toHaveCount(1)
  await expect(page.getByLabel('Tên người ấy')).toHaveValue(NAME)
  // No longer waiting: full colour now, the muted look was the waiting.
  await expect(addLetter).not.toHaveAttribute('aria-disabled')
  await expect
    .poll(async () => {
      // The focused letter field scrolled the page: the button may now sit under the bar.
      await toMiddle()
      return colourDistance(await meanColourOf(page, addLetter), waiting)
    })
    .toBeGreaterThan(VISIBLY_DIFFERENT)
  expect(consoleErrors).toEqual([])
})
