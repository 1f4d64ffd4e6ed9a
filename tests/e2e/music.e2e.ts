import type { Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/shared.mjs'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/format'
import type { Song } from '../../src/share/song'
import { wavBytes } from '../../src/music/wavFile'
import { audioSeen, outputLevel, probeAudio, SOUND_RMS } from '../support/audioProbe'
import { ENTRY_SCRIPT, holdResponses, setPageHidden, waitForEarlyPressListener } from './pageBoot'
import { waitForScene } from './stage'
import { expect, test, type ScenePath } from './testFixtures'
import { answers, press, QUESTION } from './questionFlow'

// Music on the first tap. Chromium runs here as the strictest browsers do by default: sound
// only from a play() inside a user activation (--autoplay-policy=user-gesture-required), which
// the first test shows by a refusal. Sound is proven by the output's samples (the probe's
// AnalyserNode on the element's captureStream()), its absence before the first gesture by the
// browser's own audio objects, counted from the first script on.
const launch = chromiumLaunchOptions()
test.use({
  launchOptions: { ...launch, args: [...launch.args, '--autoplay-policy=user-gesture-required'] },
})

const TUNE: Song = { kind: 'tune', id: 'fur-elise' }
const FILE_HOST = 'https://res.cloudinary.com'
const SONG_FILE = `${FILE_HOST}/demo/video/upload/love/song.mp3`
const MISSING_FILE = `${FILE_HOST}/demo/video/upload/love/missing.mp3`
const GIF = CURATED_GIFS[1].url

/** A made page's address with `song`, of kind `kind`. */
function songPath(song: Song, kind: 'love' | 'valentine' | 'question' = 'love') {
  const page = { recipientName: 'Thảo Vy', loveLine: 'Thương em', gifUrl: GIF, song }
  const question = kind === 'question' ? { question: QUESTION } : {}
  return `/share/${kind}/#${encodePage({ ...page, ...question })}`
}

/** Two seconds of a 440 Hz tone as a WAV file: what a maker's song host sends in these tests. */
function toneFile(): Buffer {
  const rate = 24_000
  const samples = new Float32Array(rate * 2)
  for (let i = 0; i < samples.length; i++)
    samples[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate)
  return Buffer.from(wavBytes(samples, rate))
}

/**
 * Playwright's evaluate runs as a user gesture, and Chromium's activation lasts 5 s: before the
 * tap a test waits it out, so that only the visitor's tap can have started a song.
 */
async function letActivationExpire(page: Page) {
  await page.waitForTimeout(5_500)
  expect(await page.evaluate(() => 0)).toBe(0)
}

const toggle = (page: Page) => page.locator('.song-toggle')

/** Opens `path` with the probe, the scene drawn, and no user activation left. */
async function openQuiet(page: Page, path: string) {
  await probeAudio(page)
  await page.goto(path)
  await waitForScene(page)
  expect((await audioSeen(page)).made).toEqual([])
  await page.waitForTimeout(5_500)
}

/** A tap in the lower middle of the page (clear of the love line and the GIF). */
async function tapPage(page: Page, hasTouch: boolean) {
  const view = page.viewportSize()!
  const point = { x: view.width / 2, y: view.height * 0.8 }
  if (hasTouch) await page.touchscreen.tap(point.x, point.y)
  else await page.mouse.click(point.x, point.y)
}

test('the browser here refuses play() without a gesture (the control for every test below)', async ({
  page,
}) => {
  await page.addInitScript(
    (bytes) => {
      const blob = new Blob([new Uint8Array(bytes)], { type: 'audio/wav' })
      const audio = new Audio(URL.createObjectURL(blob))
      ;(window as unknown as { refusal: Promise<string> }).refusal = audio.play().then(
        () => 'played',
        (error: DOMException) => error.name,
      )
    },
    [...toneFile()],
  )
  await page.goto('/love')
  const refusal = await page.evaluate(
    () => (window as unknown as { refusal: Promise<string> }).refusal,
  )
  expect(refusal).toBe('NotAllowedError')
})

for (const scenePath of ['worker', 'main'] as ScenePath[]) {
  test.describe(`scene ${scenePath === 'worker' ? 'in its worker' : "on the page's thread"}`, () => {
    test.use({ scenePath })

    test('no audio before the first tap; the first tap starts the tune; the toggle stops and restarts it', async ({
      page,
      consoleErrors,
      hasTouch,
    }) => {
      await openQuiet(page, songPath(TUNE))
      expect((await audioSeen(page)).made).toEqual([])
      await expect(toggle(page)).toHaveCount(0)

      await tapPage(page, hasTouch)
      await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
      expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
      // One element, no Web Audio of the page's own: the tune plays as a media element.
      expect((await audioSeen(page)).made).toEqual(['audio'])

      await toggle(page).click()
      await expect(toggle(page)).toHaveAccessibleName('Bật nhạc')
      expect(await outputLevel(page, 400)).toBeLessThan(SOUND_RMS / 10)
      // A tap on the page is not the toggle: the visitor's "off" holds.
      await tapPage(page, hasTouch)
      expect(await outputLevel(page, 400)).toBeLessThan(SOUND_RMS / 10)

      await toggle(page).click()
      await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
      expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
      expect(consoleErrors).toEqual([])
    })
  })
}

test('a hidden page pauses the song, and shows it again where it was', async ({
  page,
  hasTouch,
}) => {
  await openQuiet(page, songPath(TUNE))
  await tapPage(page, hasTouch)
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
  expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
  await setPageHidden(page, true)
  expect(await outputLevel(page, 400)).toBeLessThan(SOUND_RMS / 10)
  await setPageHidden(page, false)
  expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
})

test('a press on the toggle never bursts hearts, and the toggle takes the keyboard', async ({
  page,
  hasTouch,
}) => {
  const liveBurst = () =>
    page.getByTestId('heart-stage').locator('canvas').getAttribute('data-burst')
  await openQuiet(page, songPath(TUNE))
  await tapPage(page, hasTouch)
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
  // The tap's own burst lives 4 s; then a press on the toggle must not start another.
  await expect.poll(liveBurst, { timeout: 10_000 }).toBe('0')
  await press(page, toggle(page), hasTouch)
  await expect(toggle(page)).toHaveAccessibleName('Bật nhạc')
  await page.waitForTimeout(300)
  expect(await liveBurst()).toBe('0')
  await toggle(page).focus()
  await page.keyboard.press('Enter')
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
  await page.keyboard.press('Space')
  await expect(toggle(page)).toHaveAccessibleName('Bật nhạc')
})

test('on /valentine the button starts the song; on the question page, Đồng ý does', async ({
  page,
  hasTouch,
}) => {
  await openQuiet(page, songPath(TUNE, 'valentine'))
  await press(page, page.getByRole('button', { name: 'Chạm Đi Nè !!!' }), hasTouch)
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
  expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)

  const question = await page.context().newPage()
  await openQuiet(question, songPath({ kind: 'tune', id: 'canon-in-d' }, 'question'))
  await expect(toggle(question)).toHaveCount(0)
  await press(question, answers(question).yes, hasTouch)
  await expect(toggle(question)).toHaveAccessibleName('Tắt nhạc')
  expect(await outputLevel(question)).toBeGreaterThan(SOUND_RMS)
})

test('a maker’s own file plays on the first tap, from the allowed host', async ({
  page,
  hasTouch,
}) => {
  await page.route(SONG_FILE, (route) =>
    route.fulfill({
      body: toneFile(),
      contentType: 'audio/wav',
      headers: { 'Accept-Ranges': 'none' },
    }),
  )
  await openQuiet(page, songPath({ kind: 'url', url: SONG_FILE }))
  await tapPage(page, hasTouch)
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
  const time = () => page.evaluate(() => window.__audioProbe.elements[0].currentTime)
  const before = await time()
  await expect.poll(time).toBeGreaterThan(before + 0.2)
})

test('a song that fails to load leaves no toggle and no console error of the page', async ({
  page,
  hasTouch,
}) => {
  // The browser itself reports a resource it could not load ("Failed to load resource", with
  // the song's address as its source), whoever asked for it: that one report is allowed, any
  // error of the page's own is not.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    const isSongReport =
      message.text().startsWith('Failed to load resource') &&
      message.location().url === MISSING_FILE
    if (message.type() === 'error' && !isSongReport) errors.push(message.text())
  })
  await page.route(MISSING_FILE, (route) => route.abort('connectionrefused'))
  await openQuiet(page, songPath({ kind: 'url', url: MISSING_FILE }))
  await tapPage(page, hasTouch)
  await expect.poll(async () => (await audioSeen(page)).errors).toBeGreaterThan(0)
  // Time for a toggle to show, had the player not heard the failure.
  await page.waitForTimeout(500)
  await expect(toggle(page)).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a play() the browser refuses (an in-app browser) shows "tap to play", and a tap plays', async ({
  page,
  hasTouch,
}) => {
  // Refuses the first two play() calls (the gesture's and the player's), as an in-app browser
  // refuses sound it was not asked for by a press on a control.
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play
    let refusals = 2
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (refusals-- > 0) {
        return Promise.reject(new DOMException('refused by the test', 'NotAllowedError'))
      }
      return play.call(this)
    }
  })
  await openQuiet(page, songPath(TUNE))
  await tapPage(page, hasTouch)
  await expect(toggle(page)).toHaveAccessibleName('Chạm để phát nhạc')
  await expect(toggle(page)).toContainText('Chạm để phát nhạc')
  expect(await outputLevel(page, 400)).toBeLessThan(SOUND_RMS / 10)
  await toggle(page).click()
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
  expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
})

test('a press kept from before the page was live bursts, and the song waits for a tap', async ({
  page,
  hasTouch,
}) => {
  await probeAudio(page)
  const release = await holdResponses(page, ENTRY_SCRIPT)
  await page.goto(songPath(TUNE), { waitUntil: 'commit' })
  await waitForEarlyPressListener(page)
  await tapPage(page, hasTouch)
  release()
  await waitForScene(page)
  await expect(toggle(page)).toHaveAccessibleName('Chạm để phát nhạc')
  await letActivationExpire(page)
  expect(await outputLevel(page, 400)).toBeLessThan(SOUND_RMS / 10)
  await tapPage(page, hasTouch)
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
  expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
})

test("the page's media-src is exactly its own origin, blob: and the song hosts", async ({
  page,
}) => {
  await page.goto('/love')
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  const mediaSrc = policy!
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'media-src')
  expect(mediaSrc?.slice(1)).toEqual(["'self'", 'blob:', FILE_HOST])
})
