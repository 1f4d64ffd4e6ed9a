import type { Page } from '@playwright/test'
import { testLaunchOptions } from '../../scripts/shared.mjs'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import type { Song } from '../../src/music/song'
import {
  audioSeen,
  isInSoundGesture,
  outputLevel,
  probeAudio,
  readQuietly,
  SOUND_RMS,
  waitQuietly,
} from '../support/audioProbe'
import { toneFile } from '../support/songTone'
import {
  HEART_FADE_IN,
  HEART_LIFE_S,
  HEART_SIZE_MAX_PX,
  HEART_SPAWN_INTERVAL_S,
  HEART_SWAY_PX,
  MAX_DT_S,
} from '../../src/particles/constants'
import { captureLayer, drawnIn, type Box, type Layer } from './canvasLayer'
import { burstReach, moreThanOneHeart } from './heartGeometry'
import { ENTRY_SCRIPT, holdResponses, setPageHidden, waitForEarlyPressListener } from './pageBoot'
import { openFrozenScene, stepFramesUntil } from './sceneClock'
import { canvasOf } from './stage'
import { expect, test, type ScenePath } from './testFixtures'
import { press, QUESTION } from './questionFlow'

// Music on the first tap. Chromium runs here as the strictest browsers do by default: sound
// only from a play() inside a user activation (--autoplay-policy=user-gesture-required), which
// the first test shows by a refusal. Sound is proven by the output's samples (the probe's
// AnalyserNode on the element's captureStream(), with the element's muted and volume), its
// absence before the first gesture by the browser's own audio objects, counted from the first
// script on. Playwright's evaluate and locator checks are user gestures in Chromium: between a
// page's load and the tap a test reads the page only quietly (readQuietly), so the page has had
// no activation at all when the tap comes, and the probe says which event each start of sound
// came in.
const launch = testLaunchOptions()
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

const toggle = (page: Page) => page.locator('.song-toggle')

// The song's own chunks (the player, a tune's synthesis, the toggle), as the build names them.
const SONG_CHUNK = /\/assets\/(songPlayer|songSource|SongToggle)-[\w-]+\.js$/

/** The song's chunks `page` asks for from now on, by name. */
function watchSongChunks(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request) => {
    const name = SONG_CHUNK.exec(new URL(request.url()).pathname)?.[1]
    if (name) names.push(name)
  })
  return names
}

/**
 * Opens `path` with the probe and waits for the scene, reading the page only quietly; checks
 * that nothing of the song is there yet. Returns the song's chunks as the page asks for them.
 */
async function openQuiet(page: Page, path: string): Promise<string[]> {
  await probeAudio(page)
  const songChunks = watchSongChunks(page)
  await page.goto(path)
  await waitForSceneQuietly(page)
  await expectNothingOfTheSong(page)
  expect(songChunks, 'song chunks asked for before the tap').toEqual([])
  return songChunks
}

async function waitForSceneQuietly(page: Page) {
  await waitQuietly(
    page,
    `document.querySelector('[data-testid="heart-stage"][data-ready="true"]')`,
  )
}

/**
 * No audio object, no rendered tune and no toggle yet, and no user activation: only the
 * visitor's tap may give the page its first.
 */
async function expectNothingOfTheSong(page: Page) {
  const seen = await audioSeen(page)
  expect(seen.made, 'audio objects before the tap').toEqual([])
  expect(seen.audioFiles, 'tunes rendered before the tap').toBe(0)
  expect(await readQuietly(page, `document.querySelector('.song-toggle') === null`)).toBe(true)
  expect(await readQuietly(page, 'navigator.userActivation.hasBeenActive')).toBe(false)
}

/** The first start of sound the probe saw (polled: a faulty page may start it later). */
async function firstSoundStart(page: Page) {
  await expect.poll(async () => (await audioSeen(page)).starts.length).toBeGreaterThan(0)
  return (await audioSeen(page)).starts[0]
}

/** Presses the button whose text is `name` as a visitor would, found quietly. */
async function pressQuietly(page: Page, name: string, hasTouch: boolean) {
  const { x, y } = await readQuietly<{ x: number; y: number }>(
    page,
    `(() => {
      const button = [...document.querySelectorAll('button')]
        .find((element) => element.textContent.trim() === ${JSON.stringify(name)})
      const box = button.getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    })()`,
  )
  if (hasTouch) await page.touchscreen.tap(x, y)
  else await page.mouse.click(x, y)
}

/** Where the song's element is in the song, seconds. */
const songPosition = (page: Page) =>
  page.evaluate(() => window.__audioProbe.elements[0].currentTime)

/** Scene time after a press on the toggle at which a burst it fired would be looked for. */
const PRESS_LOOK_MS = 150

/**
 * Runs a frozen scene until the tap's burst is over: it lives HEART_LIFE_S of scene time, and a
 * frame steps the scene by MAX_DT_S at most, so one frame per MAX_DT_S of page clock.
 */
async function playOutBurst(page: Page) {
  for (let frames = 0; frames * MAX_DT_S <= HEART_LIFE_S + MAX_DT_S; frames++) {
    await page.clock.fastForward(MAX_DT_S * 1000)
  }
  await expect(canvasOf(page), "the tap's burst is over").toHaveAttribute('data-burst', '0')
}

/**
 * The most device px floating hearts can draw inside `box` `dt` seconds after `before`: the
 * hearts `before` had within their rise (and sway, and a heart's size) of the box, plus every
 * heart that may be fading in meanwhile (each counted as a whole biggest heart).
 */
function floatingHeartsCanCover(before: Layer, box: Box, dt: number): number {
  const rise = ((before.height + 2 * HEART_SIZE_MAX_PX) / HEART_LIFE_S) * dt
  const margin = HEART_SWAY_PX + HEART_SIZE_MAX_PX
  const around = {
    x: box.x - margin,
    y: box.y - margin,
    width: box.width + 2 * margin,
    height: box.height + rise + 2 * margin,
  }
  const fadingIn = Math.ceil((HEART_FADE_IN * HEART_LIFE_S + dt) / HEART_SPAWN_INTERVAL_S) + 1
  return drawnIn(before, around) + fadingIn * moreThanOneHeart(before)
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
      const songChunks = await openQuiet(page, songPath(TUNE))

      await tapPage(page, hasTouch)
      // The song starts inside the tap: a finger's lift (a touch's press carries no activation
      // for sound on phones), or a mouse's press.
      expect(await firstSoundStart(page)).toEqual(
        hasTouch
          ? { call: 'play', event: 'pointerup', pointerType: 'touch' }
          : { call: 'play', event: 'pointerdown', pointerType: 'mouse' },
      )
      await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
      expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
      // One element, no Web Audio of the page's own: the tune plays as a media element, rendered
      // once, after the tap, by chunks asked for after it.
      const seen = await audioSeen(page)
      expect(seen.made).toEqual(['audio'])
      expect(seen.audioFiles).toBe(1)
      expect([...new Set(songChunks)].sort()).toEqual(['SongToggle', 'songPlayer', 'songSource'])

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

test('the visitor\'s "off" holds for the visit, a reload included', async ({ page, hasTouch }) => {
  await openQuiet(page, songPath(TUNE))
  await tapPage(page, hasTouch)
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
  expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
  await toggle(page).click()
  await expect(toggle(page)).toHaveAccessibleName('Bật nhạc')

  await page.reload()
  await waitForSceneQuietly(page)
  await expectNothingOfTheSong(page)
  await tapPage(page, hasTouch)
  await expect(toggle(page)).toHaveAccessibleName('Bật nhạc')
  // The tap made the song ready and started nothing: no play(), a paused element, silence.
  expect((await audioSeen(page)).starts).toEqual([])
  expect(await page.evaluate(() => window.__audioProbe.elements[0].paused)).toBe(true)
  expect(await outputLevel(page, 400)).toBeLessThan(SOUND_RMS / 10)
  // Until the visitor turns it on again.
  await toggle(page).click()
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
  expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
})

test('a hidden page pauses the song, and shows it again where it was', async ({
  page,
  hasTouch,
}) => {
  await openQuiet(page, songPath(TUNE))
  await tapPage(page, hasTouch)
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
  expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
  // Far enough into the song that a return to its start would show.
  await expect.poll(() => songPosition(page)).toBeGreaterThan(1)
  await setPageHidden(page, true)
  const hiddenAt = await songPosition(page)
  expect(await outputLevel(page, 400)).toBeLessThan(SOUND_RMS / 10)
  expect(await songPosition(page), 'the song stands still while hidden').toBe(hiddenAt)
  await setPageHidden(page, false)
  expect(await songPosition(page), 'the song goes on from where it was').toBeGreaterThanOrEqual(
    hiddenAt,
  )
  expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
  expect(await songPosition(page)).toBeGreaterThan(hiddenAt)
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
})

test('a press on the toggle never bursts hearts, and the toggle takes the keyboard', async ({
  page,
  hasTouch,
}) => {
  // A frozen scene (its clock moves only when the test moves it), so the shots before and after
  // the press differ only by what the press did and by the floating hearts' rise in between.
  await openFrozenScene(page, songPath(TUNE))
  await tapPage(page, hasTouch)
  await stepFramesUntil(page, expect(toggle(page)).toHaveAccessibleName('Tắt nhạc'))
  await playOutBurst(page)
  const box = (await toggle(page).boundingBox())!
  const before = await captureLayer(page, { seeThrough: true })
  await press(page, toggle(page), hasTouch)
  await page.clock.runFor(PRESS_LOOK_MS)
  const after = await captureLayer(page, { seeThrough: true })
  await expect(toggle(page)).toHaveAccessibleName('Bật nhạc')
  // Where a burst fired at the toggle would be by now, and what floating hearts can bring there.
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const offCentre = Math.hypot(at.x - after.width / 2, at.y - after.height / 2)
  const reach = burstReach(PRESS_LOOK_MS / 1000, offCentre, after.height, false)
  const near = { x: at.x - reach, y: at.y - reach, width: 2 * reach, height: 2 * reach }
  expect(
    drawnIn(after, near),
    'device px drawn near the toggle after its press',
  ).toBeLessThanOrEqual(floatingHeartsCanCover(before, near, PRESS_LOOK_MS / 1000))

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
  await pressQuietly(page, 'Chạm Đi Nè !!!', hasTouch)
  expect(isInSoundGesture(await firstSoundStart(page))).toBe(true)
  await expect(toggle(page)).toHaveAccessibleName('Tắt nhạc')
  expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)

  const question = await page.context().newPage()
  await openQuiet(question, songPath({ kind: 'tune', id: 'canon-in-d' }, 'question'))
  await pressQuietly(question, 'Đồng ý', hasTouch)
  expect(isInSoundGesture(await firstSoundStart(question))).toBe(true)
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
  const before = await songPosition(page)
  await expect.poll(() => songPosition(page)).toBeGreaterThan(before + 0.2)
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
  await waitForSceneQuietly(page)
  await expect(toggle(page)).toHaveAccessibleName('Chạm để phát nhạc')
  // Replayed without an activation, the kept press made the song ready and started nothing.
  expect((await audioSeen(page)).starts).toEqual([])
  expect(await outputLevel(page, 400)).toBeLessThan(SOUND_RMS / 10)
  await tapPage(page, hasTouch)
  expect(isInSoundGesture(await firstSoundStart(page))).toBe(true)
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
