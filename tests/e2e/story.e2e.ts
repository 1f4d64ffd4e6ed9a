// A story link, walked as its recipient walks it, on both scene paths: the envelope opens at a
// tap and the letter writes itself (a tap shows the rest), a reason more at each tap, their days,
// the question, their memories one print at a time, then the page itself; taps, keys and the back
// button go on and back, a reload stays on the step, the browser's Back goes to the step before,
// and one scene draws throughout.
import type { Locator, Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { vi } from '../../src/texts/vi'
import { dayWords } from '../../src/pages/story/stepWords'
import type { StoryStep } from '../../src/share/story'
import { expectBurstMassAt } from './burstMass'
import { captureLayer, drawnIn } from './canvasLayer'
import { FRAME_MS, openFrozenScene, slowSceneClock } from './sceneClock'
import { canvasOf, waitForScene } from './stage'
import { expectFixtureShown, referenceColours } from './photoPixels'
import {
  LETTER,
  MEMORIES,
  REASONS,
  STORY_LINE,
  STORY_NAME,
  STORY_QUESTION,
  STORY_STEPS,
  storyPath,
} from './storyFlow'
import { expect, test, type ScenePath } from './testFixtures'
import { voiced } from '../../src/texts/voices'

const texts = voiced(vi.story)

/** The share of `box`'s pixels as dark as the palette's text ink: how much of a text is drawn. */
async function inkIn(target: Locator): Promise<number> {
  const png = PNG.sync.read(await target.screenshot({ animations: 'disabled' }))
  let ink = 0
  for (let i = 0; i < png.data.length; i += 4) {
    // Today's ink is #3f0d1c; the plate, hearts seen through it and the page are all far lighter.
    if (png.data[i] + png.data[i + 1] + png.data[i + 2] < 240) ink++
  }
  return ink / (png.width * png.height)
}

/** A thumb's tap on the page away from every control: the screen's left edge, a fifth down. */
async function pressOutside(page: Page) {
  const { height } = page.viewportSize()!
  await page.touchscreen.tap(12, Math.round(height * 0.2))
}

const progress = (page: Page) => page.locator('.story-progress')

/** Device px a still scene may differ by between two shots (anti-aliasing); a burst is far more. */
const CALM_NOISE_PX = 400

for (const scenePath of ['worker', 'main'] satisfies ScenePath[]) {
  test.describe(`a story, the scene ${scenePath === 'worker' ? 'in its worker' : "on the page's thread"}`, () => {
    test.use({ scenePath })

    // On the phone, where stories are read; the steps' layout is the same on a desktop (the
    // screenshots in the README were looked at on both).
    test('opens its letter, goes through every step by taps and keys, back and forth, and ends on the page @phone', async ({
      page,
      consoleErrors,
    }) => {
      // Slowed: the letter writes itself, and a burst opens, over seconds of real time.
      await slowSceneClock(page)
      await page.goto(storyPath())
      await waitForScene(page)
      await expect(canvasOf(page)).toHaveCount(1)
      await canvasOf(page).evaluate(
        (canvas) => ((window as never as { first: Element }).first = canvas),
      )

      // The sealed envelope, addressed to the recipient.
      await expect(progress(page)).toContainText('1 / 6')
      await expect(progress(page)).toContainText(texts.stepLong(1, 6))
      const envelope = page.locator('.envelope')
      await expect(envelope.getByRole('heading', { level: 1 })).toHaveText(
        texts.envelopeTo(STORY_NAME),
      )
      const sealed = await envelope.screenshot()

      // A tap opens it: the letter writes itself, and a screen reader has it whole at once.
      await pressOutside(page)
      const letter = page.locator('.letter')
      await expect(envelope).toHaveCount(0)
      await expect(letter.getByRole('heading', { level: 1 })).toHaveText(
        texts.letterHeading(STORY_NAME),
      )
      await expect(letter.getByRole('heading', { level: 1 })).toBeFocused()
      expect(await letter.screenshot(), 'the envelope opened into the letter').not.toEqual(sealed)
      await expect(letter.locator('.visually-hidden')).toHaveText(LETTER)
      const writing = await inkIn(letter.locator('.letter-text'))
      // A tap shows the rest at once: the whole letter is drawn, far more ink than mid-writing.
      await pressOutside(page)
      await expect(letter.locator('.letter-text')).toHaveAttribute('data-written', 'true')
      await expect(letter.locator('.letter-text')).toHaveText(LETTER)
      const whole = await inkIn(letter.locator('.letter-text'))
      // Against the ink of every character of the letter made visible, written or not: a page
      // that wrote a part and called it whole falls short.
      await letter.locator('.letter-text').evaluate((paragraph: HTMLElement) => {
        paragraph.classList.remove('letter-text--writing')
        for (const character of paragraph.children) {
          ;(character as HTMLElement).style.animation = 'none'
        }
      })
      const every = await inkIn(letter.locator('.letter-text'))
      expect(every, 'ink of every character of the letter').toBeGreaterThan(0.015)
      expect(whole, 'ink of the whole letter against every character').toBeGreaterThan(every * 0.9)
      expect(writing, 'ink mid-writing against every character').toBeLessThan(every * 0.5)
      await expect(progress(page)).toContainText('1 / 6')

      // The reasons: one at a time, each tap one more.
      await pressOutside(page)
      await expect(progress(page)).toContainText('2 / 6')
      const reasons = page.locator('.reasons-list li')
      await expect(reasons).toHaveText(REASONS.slice(0, 1))
      await pressOutside(page)
      await expect(reasons).toHaveText(REASONS.slice(0, 2))
      await page.keyboard.press('Space')
      await expect(reasons).toHaveText(REASONS)

      // Enter goes on to their days; ← comes back, → goes on again.
      await page.keyboard.press('Enter')
      await expect(progress(page)).toContainText('3 / 6')
      await expect(page.locator('.days-count')).toHaveText(/\d ngày bên nhau$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
      await page.keyboard.press('ArrowLeft')
      await expect(progress(page)).toContainText('2 / 6')
      // Coming back, the visitor sees the step whole.
      await expect(reasons).toHaveText(REASONS)
      await page.keyboard.press('ArrowRight')
      await expect(progress(page)).toContainText('3 / 6')

      // A reload stays on the step; the browser's Back goes to the step before.
      await page.reload()
      await expect(progress(page)).toContainText('3 / 6')
      await page.goBack()
      await expect(progress(page)).toContainText('2 / 6')
      await page.goForward()
      await expect(progress(page)).toContainText('3 / 6')
      await waitForScene(page)
      await canvasOf(page).evaluate(
        (canvas) => ((window as never as { first: Element }).first = canvas),
      )

      // A tap that goes on bursts where it landed.
      const { width, height } = page.viewportSize()!
      const at = { x: 40, y: Math.round(height * 0.2) }
      await expectBurstMassAt(page, at, { x: width / 2, y: height / 2 }, () =>
        page.touchscreen.tap(at.x, at.y),
      )
      await expect(progress(page)).toContainText('4 / 6')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(STORY_QUESTION)
      await expect(page.getByRole('button', { name: vi.question.yes })).toBeVisible()

      // The visible back button; the question waits for its answer, then on to their memories.
      await page.getByRole('button', { name: texts.back }).tap()
      await expect(progress(page)).toContainText('3 / 6')
      await page.getByRole('button', { name: texts.next }).tap()
      await expect(progress(page)).toContainText('4 / 6')
      await expect(page.getByRole('button', { name: texts.next })).toHaveCount(0)
      await page.getByRole('button', { name: vi.question.yes }).tap()
      await page.getByRole('button', { name: texts.next }).tap()
      await expect(progress(page)).toContainText('5 / 6')

      // Their memories, one print at a time, each with its caption: the photo in the link, then
      // one on a photo host.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        texts.memoriesHeading(STORY_NAME),
      )
      const reference = await referenceColours(page)
      const photo = page.getByRole('img', { name: vi.site.photoAlt })
      const caption = page.locator('.photo-print__caption')
      await expect(photo).toHaveCount(1)
      await expect(caption).toHaveText(MEMORIES[0].caption)
      await expectFixtureShown(photo, reference, 'the first memory, from the link')
      await expect(page.locator('.story-hint')).toHaveText(texts.tapForNextPhoto)
      await pressOutside(page)
      await expect(caption).toHaveText(MEMORIES[1].caption)
      await expect(photo).toHaveCSS('opacity', '1')
      await expectFixtureShown(photo, reference, 'the second memory, from a photo host')
      await expect(progress(page)).toContainText('5 / 6')

      // On to the page itself.
      await page.getByRole('button', { name: texts.next }).tap()
      await expect(progress(page)).toContainText('6 / 6')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(STORY_LINE)
      await expect(page.getByRole('button', { name: texts.next })).toHaveCount(0)
      // One scene throughout: the canvas the page had on this load is the one drawing now.
      expect(
        await canvasOf(page).evaluate(
          (canvas) => canvas === (window as never as { first: Element }).first,
        ),
        'the same canvas from the first step to the last',
      ).toBe(true)
      expect(consoleErrors).toEqual([])
    })
  })
}

test('calm shows every step whole, with no writing and no burst; the days count in the visitor’s own calendar @phone', async ({
  newContext,
}) => {
  // A zone whose date is not UTC's at the page's frozen hour (openFrozenScene: 08:00 UTC): 11
  // hours behind.
  const zone = 'Pacific/Pago_Pago'
  const context = await newContext({ reducedMotion: 'reduce', timezoneId: zone })
  const page = await context.newPage()
  // The scene's clock stands still but for the frames the test runs: a burst, had one fired,
  // would still be on screen when it is looked for.
  await openFrozenScene(page, storyPath())
  // Open and whole from the start: never a sealed envelope, never a part-written letter.
  await expect(page.locator('.envelope')).toHaveCount(0)
  const text = page.locator('.letter-text')
  await expect(text).toHaveAttribute('data-written', 'true')
  await expect(text).toHaveText(LETTER)
  expect(
    await page.locator('.letter').evaluate((element) => getComputedStyle(element).animationName),
  ).toBe('none')
  // Every reason at once; a press goes on, with no burst where it landed: the canvas draws
  // there, a few frames on, what it drew before (a burst of 300 covers thousands of pixels).
  const { height } = page.viewportSize()!
  const around = { x: 0, y: Math.round(height * 0.2) - 90, width: 110, height: 180 }
  const before = drawnIn(await captureLayer(page), around)
  await pressOutside(page)
  await expect(page.locator('.reasons-list li')).toHaveText(REASONS)
  await page.clock.runFor(FRAME_MS * 6)
  const after = drawnIn(await captureLayer(page), around)
  expect(after - before, 'device px a press added round where it landed').toBeLessThan(
    CALM_NOISE_PX,
  )
  await pressOutside(page)
  await expect(progress(page)).toContainText('3 / 6')
  const step = STORY_STEPS[2] as Extract<StoryStep, { kind: 'days' }>
  const zoneAtStart = process.env.TZ
  process.env.TZ = zone
  const pageNow = new Date(await page.evaluate(() => Date.now()))
  const expected = dayWords(step, pageNow, 'vi', texts)
  process.env.TZ = 'UTC'
  const inUtc = dayWords(step, pageNow, 'vi', texts)
  process.env.TZ = zoneAtStart
  expect(expected.count, 'test setup: the zone’s count is not UTC’s').not.toBe(inUtc.count)
  await expect(page.locator('.days-count')).toHaveText(expected.count)
  await expect(page.locator('.days-detail')).toHaveText(expected.detail)
})

test('the keys are heard by one listener, added once, however many times the story renders @phone', async ({
  page,
}) => {
  // Counts the keydown listeners the page adds to the window, from before its first script.
  await page.addInitScript(() => {
    const add = EventTarget.prototype.addEventListener
    const counted = window as unknown as { keyListenersAdded: number }
    counted.keyListenersAdded = 0
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      ...args: Parameters<EventTarget['addEventListener']>
    ) {
      if (this === window && args[0] === 'keydown') counted.keyListenersAdded++
      return add.apply(this, args)
    }
  })
  await page.goto(
    storyPath([
      { kind: 'reasons', reasons: REASONS },
      { kind: 'days', date: '2023-02-14', what: 'together' },
    ]),
  )
  const main = page.locator('main')
  await expect(main).toHaveAttribute('data-story-step', '1')
  const reasons = page.locator('.reasons-list li')
  await page.keyboard.press('Space')
  await expect(reasons).toHaveText(REASONS.slice(0, 2))
  await page.keyboard.press('Space')
  await expect(reasons).toHaveText(REASONS)
  await page.keyboard.press('Enter')
  await expect(main).toHaveAttribute('data-story-step', '2')
  await page.keyboard.press('ArrowLeft')
  await expect(main).toHaveAttribute('data-story-step', '1')
  await page.keyboard.press('ArrowRight')
  await expect(main).toHaveAttribute('data-story-step', '2')
  await page.keyboard.press('ArrowRight')
  await expect(main).toHaveAttribute('data-story-step', '3')
  const added = await page.evaluate(
    () => (window as unknown as { keyListenersAdded: number }).keyListenersAdded,
  )
  expect(added, 'keydown listeners added to the window').toBe(1)
})

// The envelope's name sits below its seal on every screen: its padding came from the page's
// width once, and on a desktop it lifted the name under the seal. Who it is from, it says itself,
// once: the story adds the maker's name under a first step that does not name them.
test('the envelope shows whom it is for, clear of its seal, and who it is from, once, on a phone and a desktop', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(storyPath([{ kind: 'letter', text: LETTER }], { sender: 'Minh' }))
  await expect(page.locator('.envelope')).toContainText(vi.site.fromSender('Minh'))
  await expect(page.getByText(vi.site.fromSender('Minh'))).toHaveCount(1)
  const envelope = page.locator('.envelope')
  const name = envelope.getByRole('heading', { level: 1 })
  await expect(name).toHaveText(texts.envelopeTo(STORY_NAME))
  const seal = (await envelope.locator('.envelope-seal').boundingBox())!
  const named = (await name.boundingBox())!
  const outline = (await envelope.boundingBox())!
  expect(named.y, 'the name starts below the seal').toBeGreaterThanOrEqual(seal.y + seal.height)
  expect(named.y + named.height, 'and ends inside the envelope').toBeLessThanOrEqual(
    outline.y + outline.height,
  )
  expect(consoleErrors).toEqual([])
})
