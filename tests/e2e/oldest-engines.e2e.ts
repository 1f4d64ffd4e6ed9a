import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { OCCASION_PALETTES } from '../../src/occasions/palettes'
import { HEART_CAPACITY, HEART_SIZE_MAX_PX, HEART_SIZE_MIN_PX } from '../../src/particles/constants'
import { CURATED_GIFS } from '../../src/share/curated'
import { curatedAlt } from '../support/curatedAlt'
import { expectBurstMassAt } from './burstMass'
import { captureLayer, drawnIn } from './canvasLayer'
import { heartArea } from './heartGeometry'
import { SLOW_MOTION } from './sceneClock'
import { SCENE_CHUNK } from './sceneWorker'
import { waitForScene } from './stage'
import { expect, site, test } from './testFixtures'
import { emulateOldestEngine, FLOOR_ENGINES, workersAsked, type FloorEngine } from './oldestEngines'
import { answers, centreOf, overlaps, press, QUESTION, questionPath } from './questionFlow'
import { fillCreateForm } from './createFlow'
import { vi } from '../../src/texts/vi'
import { ENTRY_SCRIPT, holdResponses } from './pageBoot'
import { LETTER, STORY_NAME, storyPath } from './storyFlow'

// Each route on the oldest engine of each family the browserslist floor names, emulated on
// today's Chromium (oldestEngines.ts takes away what each lacks, in the page and in the scene
// worker): the stage draws where the guide's "Browsers" table (docs/GUIDE.md) says, the scene's
// worker is asked for only where it should be, the words are there, the home page's hearts are
// drawn (and no more than the page can have), a press bursts where it lands, `Không` dodges, Return in
// /create's fields makes the link, and nothing throws. The scene's clocks run SLOW_MOTION times
// slower, so a burst is measured where it was fired on any path. Every engine opens / and /create;
// a route's presses run on each engine whose run of them is not another's (see pressesOn).
// /valentine's press runs on none: its page asks nothing of the engine (no lack reaches its code),
// so on a floor engine it would prove only what /love's tap proves of the stage there and a
// question's Đồng ý of a press on a button; its burst at the press is valentine.e2e.ts's check.

const stage = (page: Page) => page.getByTestId('heart-stage')

/**
 * The scene worker's script as a worker asks for it: at its address, or at the one a refused
 * module worker is sent to (floorEngines.mjs); a `fetch` of it is not a worker.
 */
const WORKER_SCRIPT = /\/assets\/sceneWorker-[\w-]+\.js(\?[\w-]+)?$/

/** Every request for the scene's code: its worker and its bundle (three.js). */
function watchSceneCode(page: Page) {
  const requests = { worker: 0, bundle: 0 }
  page.on('request', (request) => {
    const isFetch = request.resourceType() === 'fetch'
    if (WORKER_SCRIPT.test(request.url()) && !isFetch) requests.worker++
    if (SCENE_CHUNK.test(request.url())) requests.bundle++
  })
  return requests
}

/**
 * Opens `path` as `engine` would and checks where the hearts are drawn: the stage's renderer and
 * thread, and, where three.js cannot run, that it was never downloaded.
 */
async function openAs(page: Page, engine: FloorEngine, path: string, slowdown = SLOW_MOTION) {
  await emulateOldestEngine(page, engine, slowdown)
  const requests = watchSceneCode(page)
  await page.goto(path)
  await waitForScene(page)
  await expect(stage(page)).toHaveAttribute('data-renderer', engine.place.renderer)
  await expect(stage(page)).toHaveAttribute('data-thread', engine.place.thread)
  // The thread alone cannot tell a worker never tried from one tried and given up.
  expect(requests.worker, 'scene worker asked for').toBe(engine.place.asksWorker ? 1 : 0)
  expect(requests.bundle, 'scene bundle requests').toBe(engine.place.renderer === '2d' ? 0 : 1)
}

type Lack = keyof FloorEngine['lacks']

/**
 * What each route's press test asks of the engine beyond its stage: the lacks its code branches
 * on (useDodge.ts asks for `:focus-visible`; a question link's words are read with text.ts, which
 * asks for Intl.Segmenter). Nothing else an engine lacks reaches these routes past the stage:
 * each use of an API the floor lacks is one of the floor check's GUARDED (scripts/floorLists.mjs).
 */
const ROUTE_NEEDS = {
  love: [],
  question: ['focusVisible', 'intlSegmenter'],
} satisfies Record<string, Lack[]>

/**
 * Whether `engine` runs `route`'s press test: not where a later engine of FLOOR_ENGINES takes
 * the same place (renderer, thread, a worker asked for or not, as its / test checks) and lacks
 * the same of what the route asks for. That engine runs the very code of the route and of its
 * stage that this one would: Firefox 78's Canvas 2D is Safari 14.0's (each has its own reason
 * to take it, checked on /), Firefox 79's page-thread WebGL Safari 15.0's but for the question's
 * Intl.Segmenter. The later one is kept: the oldest iPhones' engine.
 */
function pressesOn(engine: FloorEngine, route: keyof typeof ROUTE_NEEDS): boolean {
  const needs: readonly Lack[] = ROUTE_NEEDS[route]
  const sameOf = (other: FloorEngine) =>
    JSON.stringify(other.place) === JSON.stringify(engine.place) &&
    needs.every((need) => other.lacks[need] === engine.lacks[need])
  return !FLOOR_ENGINES.slice(FLOOR_ENGINES.indexOf(engine) + 1).some(sameOf)
}

/**
 * Floating hearts on the canvas, outside the overlay: at least one smallest heart's worth, and at
 * most as many of the biggest as the pool holds, each filling its whole square (a solid fill, or
 * hearts drawn far too big, are more).
 */
async function expectHeartsDrawn(page: Page) {
  let drawn = 0
  let most = Infinity
  await expect
    .poll(
      async () => {
        const layer = await captureLayer(page)
        drawn = drawnIn(layer)
        most = HEART_CAPACITY * (HEART_SIZE_MAX_PX * layer.dpr) ** 2
        return drawn / heartArea(layer, HEART_SIZE_MIN_PX)
      },
      { message: 'floating hearts drawn, in smallest hearts', timeout: 40_000 },
    )
    .toBeGreaterThan(1)
  expect(drawn, 'device pixels drawn, at most the whole pool of the biggest hearts').toBeLessThan(
    most,
  )
}

for (const engine of FLOOR_ENGINES) {
  test.describe(`${engine.name}, emulated`, () => {
    // Slowed clocks and a software GPU: a minute is not always enough.
    test.describe.configure({ timeout: 120_000 })

    // The floating hearts are counted here, at real time (a slowed clock spawns one every 6 s);
    // the routes below are the same stage, and their bursts prove it draws there.
    test('/: the home page draws its hearts', async ({ page, consoleErrors }) => {
      await openAs(page, engine, '/', 1)
      await expect(page.getByRole('button', { name: 'Click' })).toBeVisible()
      await expectHeartsDrawn(page)
      expect(consoleErrors).toEqual([])
    })

    if (pressesOn(engine, 'love')) {
      test('/love: a tap bursts where it lands', async ({ page, consoleErrors }) => {
        await openAs(page, engine, '/love')
        await expect(page.getByRole('heading', { name: site.loveLine })).toBeVisible()
        const { width, height } = page.viewportSize()!
        // Clear of the edges, which would cut off part of the burst, and of the rising hearts.
        const at = { x: width * 0.3, y: height * 0.2 }
        await expectBurstMassAt(page, at, { x: width / 2, y: height / 2 }, () =>
          page.mouse.click(at.x, at.y),
        )
        expect(consoleErrors).toEqual([])
      })
    }

    test('/create: Return in the love line makes the link', async ({ page, consoleErrors }) => {
      await emulateOldestEngine(page, engine)
      await page.goto('/create')
      // The emulation took requestSubmit away where the engine lacks it (Safari before 16).
      const requestSubmit = await page.evaluate(
        () => typeof HTMLFormElement.prototype.requestSubmit,
      )
      expect(requestSubmit).toBe(engine.lacks.requestSubmit ? 'undefined' : 'function')
      const gif = curatedAlt(CURATED_GIFS[0])
      await fillCreateForm(page, { name: 'Vy', line: 'Yêu em', gif })
      const line = page.getByLabel('Lời yêu thương')
      // The count is React's: once it counts, the field's Return is React's too (before that the
      // prerendered field would take it as a new line).
      await expect(line).toHaveAccessibleDescription(/6\/120 ký tự/)
      await line.press('Enter')
      const link = page.getByRole('textbox', { name: 'Liên kết', exact: true })
      await expect(link).toHaveValue(/#v[12]\./)
      expect(consoleErrors).toEqual([])
    })

    if (pressesOn(engine, 'question')) {
      test('/share/question/: Không dodges a press, Đồng ý bursts from itself', async ({
        page,
        hasTouch,
        consoleErrors,
      }) => {
        await openAs(page, engine, questionPath())
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUESTION)
        const { yes, no } = answers(page)
        // The live page: the answers wait (aria-disabled) until the question is on screen.
        await expect(yes).not.toHaveAttribute('aria-disabled')
        await expect(no).not.toHaveAttribute('aria-disabled')
        const before = (await no.boundingBox())!
        await press(page, no, hasTouch)
        await expect(no).toHaveText(vi.question.noLabels[1])
        await expect
          .poll(async () => overlaps((await no.boundingBox())!, before), {
            message: 'Không left the place pressed',
          })
          .toBe(false)
        // Đồng ý bursts from its own centre; a burst at the screen's top would be a wrong one.
        const at = await centreOf(yes)
        await expectBurstMassAt(page, at, { x: at.x, y: 0 }, () => press(page, yes, hasTouch))
        expect(consoleErrors).toEqual([])
      })
    }
  })
}

test.describe('Safari 14.0, emulated: a made story', () => {
  const safari14 = FLOOR_ENGINES.find((engine) => engine.name === 'Safari 14.0')!

  // Safari 14.0 has neither inset nor flex gap: the story's early words (earlyStory.ts) take
  // their place from the inline sheet's classes, whose floor the floor check reads, not from
  // the CSSOM, where the emulation drops an inset as Safari 14.0 does.
  test("its first words are on screen before the app, then the app's envelope", async ({
    page,
    consoleErrors,
  }) => {
    await emulateOldestEngine(page, safari14)
    const release = await holdResponses(page, ENTRY_SCRIPT)
    await page.goto(storyPath([{ kind: 'letter', text: LETTER }]), { waitUntil: 'commit' })
    const envelopeTo = vi.story.envelopeTo(STORY_NAME)
    const early = page.locator('.story-early')
    const words = early.getByText(envelopeTo, { exact: true })
    await expect(words).toBeVisible()
    await expect(stage(page), 'no app yet').toHaveCount(0)
    const { width, height } = page.viewportSize()!
    for (const [what, box] of [
      ['the layer', await early.boundingBox()],
      ['its words', await words.boundingBox()],
    ] as const) {
      expect(box, what).not.toBeNull()
      expect(box!.x, `${what}'s left`).toBeGreaterThanOrEqual(0)
      expect(box!.y, `${what}'s top`).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width, `${what}'s right`).toBeLessThanOrEqual(width)
      expect(box!.y + box!.height, `${what}'s bottom`).toBeLessThanOrEqual(height)
    }
    // Seen, not only laid out: the words' box holds the love line's ink.
    const box = (await words.boundingBox())!
    const shot = PNG.sync.read(await page.screenshot({ clip: box, animations: 'disabled' }))
    const ink = [1, 3, 5].map((at) =>
      parseInt(OCCASION_PALETTES.none.page.line.slice(at, at + 2), 16),
    )
    let inked = 0
    for (let i = 0; i < shot.data.length; i += 4) {
      const [r, g, b] = [shot.data[i], shot.data[i + 1], shot.data[i + 2]]
      if (Math.hypot(r - ink[0], g - ink[1], b - ink[2]) < 40) inked++
    }
    expect(inked, 'pixels of the words in ink').toBeGreaterThan((shot.data.length / 4) * 0.04)

    release()
    await waitForScene(page)
    const heading = page.getByRole('heading', { level: 1, name: envelopeTo })
    await expect(heading).toBeInViewport({ ratio: 1 })
    await expect(early).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
})

/**
 * The refusal was remembered: the next visit asks for no worker, and the page's thread draws
 * hearts (pixels) at once.
 */
async function expectNextVisitOnPageThread(page: Page) {
  await page.reload()
  await waitForScene(page)
  await expect(stage(page)).toHaveAttribute('data-thread', 'main')
  expect(await workersAsked(page), 'workers asked for on the next visit').toBe(0)
  await expectHeartsDrawn(page)
}

test.describe('module workers refused', () => {
  const firefox111 = FLOOR_ENGINES.find((engine) => engine.name === 'Firefox 111')!

  test("Firefox 111-113: the worker fails, the page's thread draws, and the next visit goes there at once", async ({
    page,
    consoleErrors,
  }) => {
    await emulateOldestEngine(page, firefox111)
    await page.goto('/love')
    await waitForScene(page)
    await expect(stage(page)).toHaveAttribute('data-renderer', 'webgl')
    await expect(stage(page)).toHaveAttribute('data-thread', 'main')
    expect(await workersAsked(page), 'workers asked for on the first visit').toBe(1)
    await expectNextVisitOnPageThread(page)
    expect(consoleErrors).toEqual([])
  })

  test("a Worker constructor that throws (Chrome 79 and older): one canvas, the page's thread draws, and the next visit goes there at once", async ({
    page,
    consoleErrors,
  }) => {
    await emulateOldestEngine(page, {
      ...firefox111,
      name: 'Chrome 79',
      lacks: { ...firefox111.lacks, moduleWorkers: 'at-construction' },
    })
    await page.goto('/love')
    await waitForScene(page)
    await expect(stage(page)).toHaveAttribute('data-renderer', 'webgl')
    await expect(stage(page)).toHaveAttribute('data-thread', 'main')
    // The canvas the failed start added is gone: only the page thread's own is left.
    await expect(stage(page).locator('canvas')).toHaveCount(1)
    expect(await workersAsked(page), 'workers asked for on the first visit').toBe(1)
    await expectNextVisitOnPageThread(page)
    expect(consoleErrors).toEqual([])
  })
})
