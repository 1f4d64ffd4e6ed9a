// A story read with a thumb, as a phone opens it: a tap goes on at its click, a drag scrolls a
// step taller than the screen and never goes on, the letter keeps the line it writes in view,
// and a question holds the story until it is answered (a stray tap, the click a dodging `Không`
// leaves behind and the keys do not go on), its answer kept for the visit. Phone only: touch.
import type { Page } from '@playwright/test'
import { vi } from '../../src/texts/vi'
import type { StoryStep } from '../../src/share/story'
import { ENTRY_SCRIPT, holdResponses, waitForEarlyPressListener } from './pageBoot'
import { STORY_LINE, STORY_NAME, storyPath } from './storyFlow'
import { expect, test } from './testFixtures'
import { voicedText } from '../../src/texts/voices'

const texts = vi.story

/** 597 graphemes in 46 short lines (600 at most): the writing reaches the fold in seconds. */
const LONG_LETTER = Array.from(
  { length: 46 },
  (_, index) => `Thương em ${String(index + 1).padStart(2, '0')}`,
).join('\n')
const LAST_WORDS = 'Thương em 46'

/** A finger's drag from `from` to `to` (CSS px), through CDP: it scrolls what it drags. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: string, at?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] } as never)
  await touch('touchStart', from)
  for (let i = 1; i <= 10; i++) {
    await touch('touchMove', {
      x: from.x + ((to.x - from.x) * i) / 10,
      y: from.y + ((to.y - from.y) * i) / 10,
    })
  }
  await touch('touchEnd')
  await cdp.detach()
}

const step = (page: Page) => page.locator('main').getAttribute('data-story-step')
const roomOf = (page: Page) => page.locator('.story-room')

/** Where the letter's last words are on screen, and what a press there would land on. */
function lastWordsOnScreen(page: Page) {
  return page.locator('.letter-text').evaluate((paragraph, words) => {
    // The letter's characters, one span each, as one text to find the words in.
    const characters = [...paragraph.children]
    const starts: number[] = []
    let text = ''
    for (const character of characters) {
      starts.push(text.length)
      text += character.textContent
    }
    const at = text.lastIndexOf(words)
    const range = document.createRange()
    range.setStartBefore(characters[starts.indexOf(at)])
    let last = starts.indexOf(at)
    while (last + 1 < characters.length && starts[last + 1] < at + words.length) last++
    range.setEndAfter(characters[last])
    const box = range.getBoundingClientRect()
    const room = paragraph.closest('.story-room')!.getBoundingClientRect()
    const isInRoom = box.top >= room.top && box.bottom <= room.bottom
    const isOnScreen = box.bottom <= innerHeight && box.top >= 0
    const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return { isShown: isInRoom && isOnScreen && paragraph.contains(topmost), found: at >= 0 }
  }, LAST_WORDS)
}

test('a long letter on a small phone: it writes in view, and drags read it to its end without leaving it @phone', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  const steps: StoryStep[] = [
    { kind: 'letter', text: LONG_LETTER },
    { kind: 'days', date: '2023-02-14', what: 'together' },
  ]
  await page.goto(storyPath(steps))
  await expect(page.locator('main')).toHaveAttribute('data-story-step', '1')
  const envelope = page.locator('.envelope')
  await expect(envelope).toBeVisible()
  const box = (await envelope.boundingBox())!
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)

  // It writes past the room's fold: the room follows the line being written.
  await expect
    .poll(() => roomOf(page).evaluate((element) => element.scrollTop), { timeout: 20_000 })
    .toBeGreaterThan(0)
  // The line being written: the last character with ink (its colour not transparent).
  const caretInRoom = await page.locator('.letter-text').evaluate((paragraph) => {
    const inked = [...paragraph.children].filter(
      (character) => getComputedStyle(character).color !== 'rgba(0, 0, 0, 0)',
    )
    const line = inked[inked.length - 1].getBoundingClientRect()
    const room = paragraph.closest('.story-room')!.getBoundingClientRect()
    const isIn = line.top >= room.top && line.bottom <= room.bottom
    return { isIn, inked: inked.length, all: paragraph.children.length }
  })
  expect(caretInRoom.inked, 'characters written, and more to write').toBeLessThan(caretInRoom.all)
  expect(caretInRoom.isIn, 'the line being written is in the room').toBe(true)

  // A tap shows the rest; the end is below the fold, and the room fades there.
  await page.touchscreen.tap(12, 200)
  await expect(page.locator('.letter-text')).toHaveAttribute('data-written', 'true')
  await roomOf(page).evaluate((element) => (element.scrollTop = 0))
  expect((await lastWordsOnScreen(page)).isShown, 'the end before any drag').toBe(false)
  await expect(roomOf(page)).toHaveClass(/story-room--more/)
  // Page Down and ↓ scroll it, and go no further.
  await page.keyboard.press('PageDown')
  const paged = await roomOf(page).evaluate((element) => element.scrollTop)
  expect(paged, 'px Page Down scrolled the letter').toBeGreaterThan(100)
  await page.keyboard.press('ArrowDown')
  expect(await roomOf(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(paged)
  expect(await step(page), 'the letter after the keys').toBe('1')
  await roomOf(page).evaluate((element) => (element.scrollTop = 0))
  const fade = await roomOf(page).evaluate((element) => {
    const style = getComputedStyle(element)
    return style.maskImage || style.getPropertyValue('-webkit-mask-image')
  })
  expect(fade).toContain('gradient')

  // Drags up the letter scroll it; none goes on, whatever the finger lifted over.
  const { x, y, height } = (await roomOf(page).boundingBox())!
  // Read to its end: its last words in view and nothing more below them (they may first come
  // into view inside the fade, with a drag still to go).
  const isReadToEnd = async () =>
    (await lastWordsOnScreen(page)).isShown &&
    !(await roomOf(page).evaluate((room) => room.classList.contains('story-room--more')))
  for (let drags = 0; drags < 12 && !(await isReadToEnd()); drags++) {
    await drag(page, { x: x + 40, y: y + height - 20 }, { x: x + 40, y: y + 30 })
    expect(await step(page), `the letter after drag ${drags + 1}`).toBe('1')
    await expect(page.locator('.letter')).toHaveCount(1)
  }
  expect(await lastWordsOnScreen(page)).toEqual({ isShown: true, found: true })
  await expect(roomOf(page)).not.toHaveClass(/story-room--more/)

  // A tap, once read, goes on.
  await page.touchscreen.tap(12, 200)
  await expect(page.locator('main')).toHaveAttribute('data-story-step', '2')
  expect(consoleErrors).toEqual([])
})

test('a question holds the story until it is answered, by a stray tap, a ghost click or a key; its answer is kept for the visit @phone', async ({
  page,
}) => {
  const question = 'Mình đi Đà Lạt nhé?'
  await page.goto(storyPath([{ kind: 'question', question }]))
  await expect(page.locator('main')).toHaveAttribute('data-story-step', '1')
  await expect(page.locator('.story-hint')).toHaveText(texts.answerToGoOn)
  await expect(page.getByRole('button', { name: texts.next })).toHaveCount(0)
  const entries = await page.evaluate(() => history.length)

  // A tap away from the answers: the click is handled within the tap, so the step is final now.
  await page.touchscreen.tap(12, 200)
  expect(await step(page), 'after a stray tap').toBe('1')
  // `Không` runs from the finger at its touch; the click then lands on the page, not on it.
  const no = page.locator('#answer-no')
  const at = (await no.boundingBox())!
  await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2)
  await expect(no).toHaveText(vi.question.noLabels[1])
  expect(await step(page), "after Không's ghost click").toBe('1')
  for (const key of ['ArrowRight', 'Enter', 'Space']) {
    await page.keyboard.press(key)
    expect(await step(page), `after ${key}`).toBe('1')
  }
  expect(await page.evaluate(() => history.length), 'no entry pushed').toBe(entries)

  // The answer: the love line, its reply, and the story goes on from here.
  const yes = page.getByRole('button', { name: vi.question.yes })
  const yesBox = (await yes.boundingBox())!
  await page.touchscreen.tap(yesBox.x + yesBox.width / 2, yesBox.y + yesBox.height / 2)
  await expect(page.locator('.answer-line')).toHaveText(STORY_LINE)
  await expect(page.locator('.story-hint')).toHaveText(texts.tapToGoOn)
  await page.getByRole('button', { name: texts.next }).tap()
  await expect(page.locator('main')).toHaveAttribute('data-story-step', '2')
  // Back to the question: still answered, with its reply.
  await page.getByRole('button', { name: texts.back }).tap()
  await expect(page.locator('main')).toHaveAttribute('data-story-step', '1')
  await expect(page.locator('.answer-line')).toHaveText(STORY_LINE)
  await expect(page.locator('.reply-button').first()).toBeVisible()
  await expect(yes).toHaveCount(0)
})

test('after a no, the story ends on the closing line: nothing goes on @phone', async ({ page }) => {
  await page.goto(storyPath([{ kind: 'question', question: 'Mình cưới nhé?' }]))
  const no = page.locator('#answer-no')
  await expect(page.locator('main')).toHaveAttribute('data-story-step', '1')
  for (const label of vi.question.noLabels) {
    await expect(no).toHaveText(label)
    await no.tap()
  }
  await expect(page.locator('.answer-line')).toHaveText(voicedText(vi.question.closingLine))
  await expect(page.getByRole('button', { name: texts.next })).toHaveCount(0)
  await expect(page.locator('.story-hint')).toHaveCount(0)
  await page.touchscreen.tap(12, 200)
  await page.keyboard.press('ArrowRight')
  expect(await step(page)).toBe('1')
  await expect(page.getByRole('heading', { name: STORY_LINE })).toHaveCount(0)
})

test('a tap before the story is live opens its envelope once it is @phone', async ({ page }) => {
  const release = await holdResponses(page, ENTRY_SCRIPT)
  await page.goto(storyPath([{ kind: 'letter', text: 'Gửi em, một dòng thôi.' }]), {
    waitUntil: 'commit',
  })
  await waitForEarlyPressListener(page)
  await expect(page.getByText(texts.envelopeTo(STORY_NAME)).first()).toBeVisible()
  await page.touchscreen.tap(180, 300)
  release()
  await expect(page.locator('.letter-heading')).toHaveText(texts.letterHeading(STORY_NAME))
  await expect(page.locator('.envelope')).toHaveCount(0)
})

test('a reload mid-story paints the step it was on before the app, not the first @phone', async ({
  page,
}) => {
  const steps: StoryStep[] = [
    { kind: 'days', date: '2023-02-14', what: 'together' },
    { kind: 'letter', text: 'Gửi em, một dòng thôi.' },
  ]
  await page.goto(storyPath(steps))
  await expect(page.locator('main')).toHaveAttribute('data-story-step', '1')
  await page.touchscreen.tap(12, 200)
  await expect(page.locator('main')).toHaveAttribute('data-story-step', '2')
  const release = await holdResponses(page, ENTRY_SCRIPT)
  await page.reload({ waitUntil: 'commit' })
  // Before the app: the early layer addresses the envelope, the step the story was on.
  const early = page.locator('.story-early .love-line')
  await expect(early).toHaveText(texts.envelopeTo(STORY_NAME))
  await expect(early).toBeInViewport()
  release()
  await expect(page.locator('main')).toHaveAttribute('data-story-step', '2')
  await expect(page.locator('.envelope-to')).toHaveText(texts.envelopeTo(STORY_NAME))
})
