import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test'
import { formatLoveTitle } from '../../src/settings/pages'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import {
  BURST_DEPTH_SPEED_PX_S,
  BURST_DEPTH_VEL_MAX,
  BURST_DRAG_PER_S,
  BURST_GRAVITY_PX_S2,
  BURST_HEIGHT_MAX_PX,
  BURST_NEAREST_SHARE,
  BURST_PARTICLE_COUNT,
  BURST_SPEED_ROOT_MAX,
  BURST_WIDTH_MAX_PX,
  CALM_BURST_SPREAD_PX,
  CAMERA_FOV_DEG,
  HEART_LIFE_S,
  HEART_SIZE_MAX_PX,
  HEART_SIZE_MIN_PX,
  HEART_SPAWN_INTERVAL_S,
  HEART_SWAY_CYCLES,
  HEART_SWAY_PX,
  MAX_DT_S,
  BURST_SPEED_PX_S,
} from '../../src/particles/constants'
import {
  addedMassCentre,
  captureLayer,
  captureLayers,
  drawnIn,
  measureRise,
  type Layer,
  type Point,
} from './canvasLayer'
import { burstAreaRange } from '../support/burstFigures'
import { routeFixtures } from './fixtures.mjs'
import { buildSettings } from './siteWatch'

export { captureLayer, drawnIn, type Box, type Layer, type Point } from './canvasLayer'

/** Where the WebGL scene runs: in its worker (the production default) or on the page's thread. */
export type ScenePath = 'worker' | 'main'

/** A fault on the GIF host: what `routeFixtures` serves for every external .gif. */
export type GifFault = NonNullable<Parameters<typeof routeFixtures>[1]>

type Options = { scenePath: ScenePath; gifFault: GifFault }
type Fixtures = {
  consoleErrors: string[]
  consoleLogs: string[]
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
}

/**
 * Makes the page's thread draw the scene, as a browser without OffscreenCanvas does: the page
 * then never hands its canvas to a worker.
 */
export async function forceMainThreadScene(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen')
  })
}

/**
 * What every context a test opens gets, the default one and any second one alike: the offline
 * network (with the test's GIF fault), the test's scene path, and its pages' console errors and
 * logs collected in the test's lists.
 */
async function prepareContext(
  context: BrowserContext,
  setup: Options & Pick<Fixtures, 'consoleErrors' | 'consoleLogs'>,
) {
  await routeFixtures(context, setup.gifFault)
  if (setup.scenePath === 'main') await forceMainThreadScene(context)
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') setup.consoleErrors.push(message.text())
      if (message.type() === 'log') setup.consoleLogs.push(message.text())
    })
    page.on('pageerror', (error) => setup.consoleErrors.push(error.message))
  })
}

/**
 * Playwright's test with the offline network (fixture GIF) and console capture on every page,
 * and two options:
 * - `scenePath`: `test.use({ scenePath: 'main' })` runs a file's tests with the scene on the
 *   page's thread;
 * - `gifFault`: `test.use({ gifFault: { gifAbort: true } })` (or `gifDelayMs`, `gifStatus`)
 *   makes the GIF host fail that way.
 * Devices are Playwright's own options: `test.use({ ...PHONE, deviceScaleFactor: 3 })`.
 *
 * `newContext(options)` opens a second context, for what one browser cannot be at once (a
 * recipient's phone, a crawler with no script): the project's device with `options` over it,
 * prepared as the default context is, and closed when the test ends, whatever happens.
 */
export const test = base.extend<Options & Fixtures>({
  scenePath: ['worker', { option: true }],
  gifFault: [{}, { option: true }],
  consoleErrors: async ({}, use) => {
    await use([])
  },
  consoleLogs: async ({}, use) => {
    await use([])
  },
  context: async ({ context, scenePath, gifFault, consoleErrors, consoleLogs }, use) => {
    await prepareContext(context, { scenePath, gifFault, consoleErrors, consoleLogs })
    await use(context)
  },
  newContext: async ({ browser, scenePath, gifFault, consoleErrors, consoleLogs }, use) => {
    const opened: BrowserContext[] = []
    await use(async (options = {}) => {
      // Inside a test, browser.newContext starts from the project's `use` options (device,
      // baseURL) and the test's test.use overrides, as the default context does.
      const context = await browser.newContext(options)
      opened.push(context)
      await prepareContext(context, { scenePath, gifFault, consoleErrors, consoleLogs })
      return context
    })
    await Promise.all(opened.map((context) => context.close()))
  },
})

export { expect }

/** The settings the build under test was made with (a page maker's .env included). */
export const site = buildSettings()

/** The title the love pages must carry for that build. */
export function loveTitle(): string {
  return formatLoveTitle(site.recipientName, site)
}

/** Waits for the scene's own readiness signal (its first frame is on screen). */
export async function waitForScene(page: Page) {
  await page.locator('[data-testid="heart-stage"][data-ready="true"]').waitFor({ timeout: 30_000 })
}

// ---- Signals the stage's canvas carries ----

const canvasOf = (page: Page) => page.getByTestId('heart-stage').locator('canvas')

/** Live floating hearts (`data-hearts`, written whenever the count changes; 0 before any). */
export async function liveHearts(page: Page): Promise<number> {
  return Number((await canvasOf(page).getAttribute('data-hearts')) ?? 0)
}

// ---- Time: a frozen page clock, moved only by the test ----

/** Playwright's fake clock runs requestAnimationFrame callbacks every 16 ms of its time. */
export const FRAME_MS = 16
const CLOCK_START = new Date('2026-02-14T08:00:00Z').getTime()
/**
 * The pool clocks at the frame that sets `data-ready`: its step is clamped to MAX_DT_S, however
 * long the scene took to load; a frame more may run before the test sees the signal.
 */
const FIRST_FRAMES_S = MAX_DT_S + (2 * FRAME_MS) / 1000
const readyAt = new WeakMap<Page, number>()

/**
 * Opens `path` with the page clock paused and steps it one frame at a time until the scene has
 * drawn its first frame, so the scene's own clock starts near zero and then moves only when the
 * test moves it (page.clock.runFor). Nothing on the canvas moves between two measurements.
 */
export async function openFrozenScene(page: Page, path: string) {
  // Playwright's clock reaches the page's thread only, never a worker: a frozen scene runs there.
  await forceMainThreadScene(page)
  await page.clock.install({ time: CLOCK_START })
  await page.clock.pauseAt(CLOCK_START + 1000)
  await page.goto(path)
  const ready = page.locator('[data-testid="heart-stage"][data-ready="true"]')
  const deadline = Date.now() + 30_000
  while ((await ready.count()) === 0) {
    if (Date.now() > deadline) throw new Error(`${path}: the scene never drew its first frame`)
    await page.clock.runFor(FRAME_MS)
  }
  readyAt.set(page, await page.evaluate(() => performance.now()))
}

/**
 * Steps the frozen clock a frame at a time until `work` (something the page does that waits on
 * its timers or on frames) settles, and returns its result.
 */
export async function stepFramesUntil<T>(page: Page, work: Promise<T>): Promise<T> {
  const state = { isSettled: false }
  const settled = work.finally(() => (state.isSettled = true))
  while (!state.isSettled) await page.clock.runFor(FRAME_MS)
  return settled
}

/** The most the scene's pool clocks can show, seconds: more frozen time never runs them faster. */
async function sceneTimeBoundS(page: Page): Promise<number> {
  const start = readyAt.get(page)
  if (start === undefined) throw new Error('open the page with openFrozenScene first')
  return FIRST_FRAMES_S + ((await page.evaluate(() => performance.now())) - start) / 1000
}

// ---- Geometry: where hearts can be, from the simulation's constants ----

/** Share of its square a heart covers (the SDF heart of heart.frag.glsl fills 63%). */
const HEART_FILL = 0.6

/** Device pixels a w x h heart covers on `layer`. */
export function heartArea(layer: Layer, widthPx: number, heightPx = widthPx): number {
  return widthPx * heightPx * HEART_FILL * layer.dpr * layer.dpr
}

/** More than the biggest single heart the page draws (a floating heart HEART_SIZE_MAX_PX wide). */
function moreThanOneHeart(layer: Layer): number {
  return heartArea(layer, HEART_SIZE_MAX_PX)
}

async function isCalm(page: Page): Promise<boolean> {
  return page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches)
}

function hasFloatingHearts(page: Page): boolean {
  return !/\/valentine\/?$/.test(new URL(page.url()).pathname)
}

/**
 * The top of the band floating hearts can have reached by scene time `timeS` (CSS px from the
 * top): none exists before the first spawn; a rising heart's top is at most
 * (H + 2 x max size) x age / life above the bottom edge; a calm heart may sit anywhere.
 */
function floatingHeartsTop(viewHeight: number, timeS: number, calm: boolean): number {
  const oldestAgeS = timeS - HEART_SPAWN_INTERVAL_S
  if (oldestAgeS < 0) return viewHeight
  if (calm) return 0
  const progress = Math.min(1, oldestAgeS / HEART_LIFE_S)
  return viewHeight - (viewHeight + 2 * HEART_SIZE_MAX_PX) * progress
}

/**
 * How far from its origin (CSS px, any direction) a burst heart can be seen at `ageS`: the
 * fastest start speed under drag, the fall under gravity and half the biggest heart, enlarged by
 * the perspective of the nearest heart, plus the perspective's pull on an off-centre origin.
 */
export function burstReach(ageS: number, offCentrePx: number, viewHeight: number, calm: boolean) {
  const halfHeart = Math.hypot(BURST_WIDTH_MAX_PX, BURST_HEIGHT_MAX_PX) / 2
  const fastest = BURST_SPEED_ROOT_MAX ** 2
  if (calm) return fastest * CALM_BURST_SPREAD_PX + halfHeart
  const travel = (1 - Math.exp(-BURST_DRAG_PER_S * ageS)) / BURST_DRAG_PER_S
  const fall = (BURST_GRAVITY_PX_S2 / BURST_DRAG_PER_S) * (ageS - travel)
  const distance = pixelPerfectDistance(viewHeight, (CAMERA_FOV_DEG * Math.PI) / 180)
  const nearest = Math.min(
    BURST_DEPTH_VEL_MAX * BURST_DEPTH_SPEED_PX_S * travel,
    BURST_NEAREST_SHARE * distance,
  )
  const scale = distance / (distance - nearest)
  return (
    (fastest * BURST_SPEED_PX_S * travel + fall + halfHeart) * scale + offCentrePx * (scale - 1)
  )
}

// ---- What the tests assert ----

/** Scene time a burst is given to open before it is measured: still compact, clearly many hearts. */
const BURST_AGE_MS = 150

/**
 * Fires a burst with `fire`, aimed at (x, y), on a page opened with openFrozenScene, and checks
 * it: the canvas reports 300 hearts with the next frame, and `ageMs` of scene time later it
 * draws more than any single heart could cover within reach of (x, y), and almost nothing
 * anywhere else where floating hearts provably are not. The caller picks a point whose reach avoids the rising
 * hearts; the check says so when it does not.
 */
export async function expectBurstAt(
  page: Page,
  x: number,
  y: number,
  fire: () => Promise<void>,
  { ageMs = BURST_AGE_MS }: { ageMs?: number } = {},
) {
  await fire()
  // The scene fires what arrived since its last frame at that frame's start, at age 0.
  await page.clock.runFor(FRAME_MS)
  await expect(canvasOf(page)).toHaveAttribute('data-burst', String(BURST_PARTICLE_COUNT))
  await page.clock.runFor(ageMs - FRAME_MS)
  const calm = await isCalm(page)
  const layer = await captureLayer(page)
  const offCentre = Math.hypot(x - layer.width / 2, y - layer.height / 2)
  const reach = burstReach(ageMs / 1000, offCentre, layer.height, calm)
  const top = hasFloatingHearts(page)
    ? floatingHeartsTop(layer.height, await sceneTimeBoundS(page), calm)
    : layer.height
  const near = { x: x - reach, y: y - reach, width: 2 * reach, height: 2 * reach }
  if (Math.min(layer.height, near.y + near.height) > top) {
    throw new Error(`test setup: floating hearts may be within reach of (${x}, ${y}) by now`)
  }
  const free = { x: 0, y: 0, width: layer.width, height: top }
  const inReach = drawnIn(layer, near)
  expect(inReach, 'burst hearts drawn within reach of the tap').toBeGreaterThan(
    moreThanOneHeart(layer),
  )
  expect(inReach / drawnIn(layer, free), 'share of the drawing within reach').toBeGreaterThan(0.95)
}

/**
 * Taps (x, y) on a frozen page and checks that the burst's mass sits there, not at the screen's
 * centre (see expectBurstMassAt), BURST_AGE_MS of scene time later.
 */
export async function expectBurstAroundTap(
  page: Page,
  x: number,
  y: number,
  via: 'mouse' | 'touch' = 'mouse',
) {
  const { width, height } = page.viewportSize()!
  const timeS = (await sceneTimeBoundS(page)) + BURST_AGE_MS / 1000
  const band = hasFloatingHearts(page)
    ? floatingHeartsTop(height, timeS, await isCalm(page))
    : height
  await expectBurstMassAt(
    page,
    { x, y },
    { x: width / 2, y: height / 2 },
    () => (via === 'mouse' ? page.mouse.click(x, y) : page.touchscreen.tap(x, y)),
    () => page.clock.runFor(BURST_AGE_MS),
    // Only where the band leaves the tap's side of the screen clear.
    band > y ? band : Infinity,
  )
}

/**
 * Presses `key` on the focused button of a frozen page and checks that the burst's mass sits at
 * the screen's centre: a key's click carries no point (clientX and clientY are 0), so a page
 * that took it for one would burst in the corner.
 */
export async function expectKeyBurstAtCentre(page: Page, key: 'Enter' | 'Space') {
  const { width, height } = page.viewportSize()!
  await expectBurstMassAt(
    page,
    { x: width / 2, y: height / 2 },
    { x: 0, y: 0 },
    () => page.keyboard.press(key),
    () => page.clock.runFor(BURST_AGE_MS),
  )
}

/**
 * Presses (x, y) on a frozen page's only button and checks that the burst's mass sits at the
 * press, not at the button's middle.
 */
export async function expectPressBurstAt(page: Page, x: number, y: number) {
  const box = (await page.getByRole('button').boundingBox())!
  await expectBurstMassAt(
    page,
    { x, y },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    () => page.mouse.click(x, y),
    () => page.clock.runFor(BURST_AGE_MS),
  )
}

/** Scene time run before measuring, so several hearts have risen well into view. */
const RISE_INTO_VIEW_MS = 1200
/** Scene time between the two measurements of the rise. */
const RISE_STEP_MS = 200

/**
 * On a page opened with openFrozenScene: the stage reports live floating hearts, the canvas
 * draws at least one smallest heart's worth of them, and over RISE_STEP_MS they rise by the
 * distance their speed gives ((H + 2 x size) per HEART_LIFE_S), give or take a frame.
 */
export async function expectHeartsToFloatUp(page: Page) {
  await page.clock.runFor(RISE_INTO_VIEW_MS)
  expect(await liveHearts(page), 'live floating hearts').toBeGreaterThan(0)
  const before = await captureLayer(page)
  await page.clock.runFor(RISE_STEP_MS)
  const after = await captureLayer(page)
  const smallest = heartArea(before, HEART_SIZE_MIN_PX)
  expect(drawnIn(before), 'floating hearts drawn').toBeGreaterThan(smallest)
  expect(drawnIn(after), 'floating hearts drawn').toBeGreaterThan(smallest)

  const stepS = RISE_STEP_MS / 1000
  const perS = (size: number) => (before.height + 2 * size) / HEART_LIFE_S
  const frameRise = (FRAME_MS / 1000) * perS(HEART_SIZE_MAX_PX)
  // Two frames short at the low end: a loaded machine can run the step's last frame after the
  // screenshot (seen once in CI: 36 px against 37), and the shift estimate rounds to whole px.
  const least = stepS * perS(HEART_SIZE_MIN_PX) - 2 * frameRise
  const most = stepS * perS(HEART_SIZE_MAX_PX) + frameRise
  // The sideways drift over the step: sway amplitude x its angular speed.
  const swayPx = Math.ceil((HEART_SWAY_PX * 2 * Math.PI * HEART_SWAY_CYCLES * stepS) / HEART_LIFE_S)
  const rise = measureRise(before, after, Math.ceil(2 * most), swayPx)
  expect(rise.dy, 'CSS px the hearts rose').toBeGreaterThanOrEqual(Math.floor(least))
  expect(rise.dy, 'CSS px the hearts rose').toBeLessThanOrEqual(Math.ceil(most))
  expect(rise.share, 'share of the hearts that rose together').toBeGreaterThan(0.6)
}

/**
 * A point on the page's only button, 8 px in from its left or right end (inside its rounded
 * end), where a press bursts away from the button's centre.
 */
export async function buttonEnd(page: Page, side: 'left' | 'right') {
  const box = (await page.getByRole('button').boundingBox())!
  const x = side === 'left' ? box.x + 8 : box.x + box.width - 8
  return { x, y: box.y + box.height / 2 }
}

// ---- Real time, on either path: where a burst's mass sits, how hearts rise ----

/**
 * How many times slower than real time slowSceneClock runs the scene by default: floating hearts
 * still spawn every 6 s of real time, a burst opens over seconds.
 */
export const SLOW_MOTION = 20

/** The slowdown each page's scene clock runs at, as slowSceneClock set it. */
const sceneSlowdown = new WeakMap<Page, number>()

/**
 * Runs the scene's clock at 1/SLOW_MOTION of real time, in the worker and on the page's thread
 * (three's Clock, which R3F steps the pools with, reads performance.now): a burst stays compact
 * for seconds of real time, so where it sits can be measured on the path visitors get, whose
 * clock no test can freeze, however slowly the screenshots come.
 */
export async function slowSceneClock(page: Page, { inWorker = true, factor = SLOW_MOTION } = {}) {
  sceneSlowdown.set(page, factor)
  const code = `{
    const now = performance.now.bind(performance)
    const start = now()
    performance.now = () => start + (now() - start) / ${factor}
  }`
  // The worker's copy is injected by routing, which turns the page's HTTP cache off.
  if (inWorker) await injectIntoSceneWorker(page, code)
  await page.addInitScript(code)
}

/** Farthest (CSS px) a burst's median may sit from where it was fired. */
const MASS_TOLERANCE_PX = 35

/**
 * Real time a shot's frame may lag behind the shot, or the worker's report of a burst behind
 * the frame that fired it, on a loaded machine: a few slow frames and a busy page thread.
 */
const LAG_REAL_MS = 1000

/**
 * Scene ms, on a page opened with openFrozenScene or under slowSceneClock, that the frame a shot
 * shows may be older than the shot, and a burst's report later than the frame that fired it:
 * one frame on a frozen clock (frames fall every FRAME_MS of it), else LAG_REAL_MS at the page's
 * slowdown.
 */
function sceneLagMs(page: Page): number {
  if (readyAt.has(page)) return FRAME_MS
  const slowdown = sceneSlowdown.get(page)
  if (slowdown === undefined) {
    throw new Error('open the page with openFrozenScene, or under slowSceneClock, first')
  }
  return LAG_REAL_MS / slowdown
}

/** The page's scene clock, ms: frozen, slowed or real, it is what the scene steps its pools by. */
function sceneNowMs(page: Page): Promise<number> {
  return page.evaluate(() => performance.now())
}

type BurstReport = { atMs: number }

/**
 * From now on, records the scene time (page clock, ms) of the stage's next burst count written
 * above 0: the frame that fired the burst wrote it (the page's thread), or its message did (the
 * worker), at most a lag later. Stages added later are watched too (a page not yet live).
 */
async function watchNextBurstReport(page: Page) {
  await page.evaluate(() => {
    const report = { atMs: NaN }
    Object.assign(window, { __nextBurstReport: report })
    const observer = new MutationObserver((records) => {
      const isFired = records.some(
        (record) => Number((record.target as Element).getAttribute('data-burst')) > 0,
      )
      if (!isFired) return
      report.atMs = performance.now()
      observer.disconnect()
    })
    observer.observe(document.documentElement, { subtree: true, attributeFilter: ['data-burst'] })
  })
}

async function readBurstReport(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as never as { __nextBurstReport: BurstReport }).__nextBurstReport.atMs,
  )
}

/**
 * Scene age at which a burst is measured: past 0.1 s the area 300 hearts cover stops growing
 * (the dense core has opened; the fast hearts are still near), so when in a window of a tenth of
 * a second or so the shot lands matters little, and a few hearts drawn cannot pass for 300.
 */
const BURST_OPEN_S = 0.12

/** The seeded bursts a page's burst is measured against (createSeededRng, tests/support). */
const BURST_SEEDS = Array.from({ length: 24 }, (_, k) => 31_000 + k)

/**
 * How far the drawn area may stray from the seeded bursts' range: the shader's anti-aliased
 * edges (a pixel counts once its colour moves 40, at about a fifth of a red heart's coverage,
 * where the model counts it at half) and pale hearts (white, gold, a lit back) that barely
 * differ from the page. Measured on Chromium with SwiftShader: within ±10% of the model.
 */
const BURST_AREA_SLACK = 0.2

/** How much more of its mass a burst may have beyond any distance than the seeded ones have. */
const BURST_OUTSIDE_SLACK = 0.05

/**
 * Fires a burst with `fire` and checks it by its pixels once it has opened (BURST_OPEN_S), in
 * one shot through the overlay:
 * - its mass sits at `at`: the median of what the canvas added is within MASS_TOLERANCE_PX of
 *   where seeded bursts fired at `at` have theirs (off `at` where the screen's edge cuts them,
 *   as it cuts the page's), and nearer to `at` than to `wrong` (where a faulty page would burst:
 *   the screen's centre for a tap, the corner for a key press), which the caller picks 2.5
 *   tolerances away;
 * - it is 300 hearts: the device pixels drawn are within BURST_AREA_SLACK of what seeded bursts
 *   of the closed form (burstAreaRange) cover at the ages the shot can show, overlaps counted
 *   once; a page drawing a tenth of them, or twice as many, falls outside;
 * - it is one burst: at every distance from `at`, no more of its mass lies farther out than the
 *   seeded bursts have there (plus BURST_OUTSIDE_SLACK), so a second burst elsewhere fails.
 * The page's `data-burst` only says when it fired, to know the burst's age. Floating hearts the
 * shot may hold (on a real-time page with them) are allowed for, each as a whole biggest heart;
 * rows from `ignoreBelowY` down count for nothing. On a page opened with openFrozenScene,
 * `advance` runs its clock past BURST_OPEN_S; on a real-time page, open it under slowSceneClock.
 */
export async function expectBurstMassAt(
  page: Page,
  at: Point,
  wrong: Point,
  fire: () => Promise<void>,
  advance: () => Promise<void> = async () => {},
  ignoreBelowY = Infinity,
) {
  if (Math.hypot(at.x - wrong.x, at.y - wrong.y) < 2.5 * MASS_TOLERANCE_PX) {
    throw new Error('test setup: the wrong point is too close to tell apart')
  }
  const lagMs = sceneLagMs(page)
  // Before the page is live there is no stage yet, and nothing drawn to tell apart.
  const hasStage = (await page.getByTestId('heart-stage').count()) > 0
  const before = hasStage ? await captureLayer(page, { seeThrough: true }) : null
  await watchNextBurstReport(page)
  await fire()
  // A frozen page fires the burst with its next frame, which `advance` runs.
  await advance()
  // The count may still be the last burst's: wait for this one's report.
  await expect.poll(() => readBurstReport(page), { message: 'the burst reported' }).not.toBeNaN()
  await expect(canvasOf(page)).toHaveAttribute('data-burst', String(BURST_PARTICLE_COUNT))
  const reportedMs = await readBurstReport(page)
  // A frozen page's scene clock stands still but for `advance`; a real-time one's runs slowed.
  const slowdown = readyAt.has(page) ? undefined : sceneSlowdown.get(page)
  if (slowdown !== undefined) {
    // Until the page's own scene clock says the burst has opened (it runs `slowdown` times slower
    // than real time, so the poll waits up to that many times the opening).
    const openAtMs = reportedMs + lagMs + BURST_OPEN_S * 1000
    await expect
      .poll(() => sceneNowMs(page), {
        message: 'the scene clock past the burst opening',
        intervals: [50],
        timeout: 15_000 + BURST_OPEN_S * 1000 * slowdown,
      })
      .toBeGreaterThanOrEqual(openAtMs)
  }
  // Real time first: the scene time read after it is at least the scene's time then.
  const shotFromRealMs = Date.now()
  const shotFromMs = await sceneNowMs(page)
  const [after] = await captureLayers(page, 1, { seeThrough: true })
  // Until the burst's shot came back (not the bare page's after it), on the scene's clock.
  const shotToMs =
    slowdown === undefined ? shotFromMs : shotFromMs + (after.shotMs.to - shotFromRealMs) / slowdown
  const ages = {
    fromS: Math.max(0, shotFromMs - lagMs - reportedMs) / 1000,
    toS: (shotToMs + lagMs - reportedMs) / 1000,
  }
  if (ages.fromS < BURST_OPEN_S - lagMs / 1000) {
    throw new Error(`test setup: the burst was shot ${ages.fromS} s old, before it had opened`)
  }

  // Rows where floating hearts rise count for nothing; elsewhere they are allowed for below.
  const skip = new Uint8Array(after.width * after.height)
  if (ignoreBelowY < after.height) skip.fill(1, Math.max(0, Math.floor(ignoreBelowY)) * after.width)
  after.drawn.forEach((pixels, cell) => (after.drawn[cell] = skip[cell] ? 0 : pixels))
  const view = {
    width: after.width,
    height: after.height,
    dpr: after.dpr,
    cameraDistance: pixelPerfectDistance(after.height, (CAMERA_FOV_DEG * Math.PI) / 180),
  }
  const seeded = burstAreaRange(view, at, ages, {
    seeds: BURST_SEEDS,
    isCalm: await isCalm(page),
    skip,
  })
  // The median of what the burst added: what was drawn before (floating hearts, an older burst)
  // moves it less that way.
  const centre = addedMassCentre(before ?? after, after, before === null)
  const drawn = drawnIn(after)
  const { medians } = seeded
  const offBy = Math.hypot(
    Math.max(0, medians.left - centre.x, centre.x - medians.right),
    Math.max(0, medians.top - centre.y, centre.y - medians.bottom),
  )
  const where = `burst centre (${centre.x}, ${centre.y})`
  expect(offBy, `${where} from the seeded bursts' at (${at.x}, ${at.y})`).toBeLessThan(
    MASS_TOLERANCE_PX,
  )
  expect(
    Math.hypot(centre.x - at.x, centre.y - at.y),
    `${where}: nearer (${at.x}, ${at.y}) than (${wrong.x}, ${wrong.y})`,
  ).toBeLessThan(Math.hypot(centre.x - wrong.x, centre.y - wrong.y))

  const floating =
    ignoreBelowY === Infinity && hasFloatingHearts(page)
      ? ((await liveHearts(page)) + 1) * (HEART_SIZE_MAX_PX * after.dpr) ** 2
      : 0
  const shot = `shot at a burst age of ${ages.fromS.toFixed(3)}-${ages.toS.toFixed(3)} s`
  expect(drawn, `device px the burst covers, ${shot}`).toBeGreaterThan(
    seeded.least * (1 - BURST_AREA_SLACK),
  )
  expect(drawn, `device px the burst covers, ${shot}`).toBeLessThan(
    seeded.most * (1 + BURST_AREA_SLACK) + floating,
  )
  const byRadius = new Float64Array(seeded.outsideShare.length)
  for (let cell = 0; cell < after.drawn.length; cell++) {
    if (!after.drawn[cell]) continue
    const x = (cell % after.width) + 0.5
    const y = Math.floor(cell / after.width) + 0.5
    byRadius[Math.min(byRadius.length - 1, Math.ceil(Math.hypot(x - at.x, y - at.y)))] +=
      after.drawn[cell]
  }
  let outside = drawn
  let worst = { radius: 0, excess: -Infinity }
  for (let radius = 0; radius < byRadius.length; radius++) {
    outside -= byRadius[radius]
    const allowed = seeded.outsideShare[radius] * drawn + floating
    const excess = (outside - allowed) / drawn
    if (excess > worst.excess) worst = { radius, excess }
  }
  expect(
    worst.excess,
    `share of the mass beyond ${worst.radius} px of the press, over the seeded bursts' most`,
  ).toBeLessThan(BURST_OUTSIDE_SLACK)
}

/**
 * How many times slower than real time the rise test runs the scene's clock: a loaded machine
 * takes a second or two per screenshot, which must stay short beside the scene time between two
 * shots (see expectHeartsToRiseAcross), and a frame's step (clamped to MAX_DT_S) covers all the
 * time since the last one at two frames a second.
 */
export const RISE_SLOWDOWN = 8

/**
 * Real time the frame a shot shows may lag behind the shot: a frame or two on a loaded machine
 * drawing two frames a second. (A burst's report may lag more, LAG_REAL_MS: it waits for the
 * page's thread too.)
 */
const FRAME_LAG_REAL_MS = 500

/** Scene time asked for between the two shots of the rise. */
const RISE_STEP_S = 0.5
/**
 * The most scene time two shots of the rise may span: hearts rise a quarter of the screen in a
 * second, so most of one shot's hearts are still in the next.
 */
const MAX_RISE_STEP_S = 1

/**
 * Floating hearts are drawn across the width when, together, they span more of it than this.
 * A heart spawns at a uniformly random left edge in [0, W), draws up to HEART_SIZE_MAX_PX wide
 * and sways HEART_SWAY_PX either way, so hearts confined to the left quarter span at most
 * W / 4 + 30 + 14 px from the screen's left edge (which cuts the sway on that side): 0.36 of a
 * 390 px phone, 0.28 of a 1280 px desktop. Hearts across the whole width: see ACROSS_SHOTS.
 */
const ACROSS_SHARE = 0.5
/**
 * Shots for the span, HEART_LIFE_S / ACROSS_SHOTS of scene time apart, so all within one heart
 * lifetime. A shot through the overlay holds the live hearts past their fade (about 10 of the
 * 13 a lifetime holds), and each later shot about 4 born since: some 18 distinct hearts at
 * uniform columns. N uniform points all fall within half the width with probability
 * N x 0.5^(N - 1) - (N - 1) x 0.5^N, under 1e-4 for N = 18, and their drawn span is wider still.
 */
const ACROSS_SHOTS = 3

/**
 * On whichever path draws, on a page opened under slowSceneClock at `slowdown`:
 * - between two shots the floating hearts rise by what their speed gives over the scene time
 *   between the frames the shots show, on both sides: from the smallest heart's speed over the
 *   least of that time, to the biggest heart's over the most (a page whose hearts rise at a
 *   tenth of their speed falls short); shots too slow to tell those apart are retaken, twice,
 *   and then the test fails saying so, with the bounds never widened;
 * - they are drawn across the width: in ACROSS_SHOTS shots within one heart lifetime they span
 *   more than ACROSS_SHARE of it, which hearts confined to a quarter of it cannot.
 */
export async function expectHeartsToRiseAcross(page: Page, slowdown: number) {
  // A loaded machine draws few frames, and a frame steps the pool by 0.1 s at most.
  await expect.poll(() => liveHearts(page), { timeout: 40_000 }).toBeGreaterThanOrEqual(8)
  const { height } = page.viewportSize()!
  const perS = (size: number) => (height + 2 * size) / HEART_LIFE_S
  const lagMs = FRAME_LAG_REAL_MS
  const toSceneS = (realMs: number) => realMs / 1000 / slowdown
  let timing = ''
  for (let attempt = 1; ; attempt++) {
    const [before, after] = await captureLayers(page, 2, { gapMs: RISE_STEP_S * slowdown * 1000 })
    // The scene time between the frames the two shots show: each frame is from its shot's span,
    // or up to a lag before it.
    const leastS = toSceneS(after.shotMs.from - lagMs - before.shotMs.to)
    const mostS = toSceneS(after.shotMs.to - (before.shotMs.from - lagMs))
    const least = leastS * perS(HEART_SIZE_MIN_PX) - 1
    const most = mostS * perS(HEART_SIZE_MAX_PX) + 1
    timing = `${leastS.toFixed(2)}-${mostS.toFixed(2)} s of scene time between the shots`
    // Shots this slow cannot tell hearts at full speed from hearts at a tenth of it.
    if (mostS > MAX_RISE_STEP_S || least <= most / 10) {
      if (attempt < 3) continue
      throw new Error(`three pairs of shots too slow to bound the rise: the last, ${timing}`)
    }
    // The sway's steepest drift over the time passed, and never more than its whole swing.
    const swayPx = Math.ceil(
      Math.min(
        2 * HEART_SWAY_PX,
        (HEART_SWAY_PX * 2 * Math.PI * HEART_SWAY_CYCLES * mostS) / HEART_LIFE_S,
      ),
    )
    const rise = measureRise(before, after, Math.ceil(most), swayPx)
    expect(rise.dy, `CSS px the hearts rose, ${timing}`).toBeGreaterThanOrEqual(Math.floor(least))
    expect(rise.dy, `CSS px the hearts rose, ${timing}`).toBeLessThanOrEqual(Math.ceil(most))
    expect(rise.share, 'share of the hearts that rose together').toBeGreaterThan(0.5)
    break
  }

  const shots = await captureLayers(page, ACROSS_SHOTS, {
    seeThrough: true,
    gapMs: (HEART_LIFE_S / ACROSS_SHOTS) * slowdown * 1000,
  })
  let left = Infinity
  let right = -Infinity
  for (const shot of shots) {
    for (let cell = 0; cell < shot.drawn.length; cell++) {
      if (!shot.drawn[cell]) continue
      left = Math.min(left, cell % shot.width)
      right = Math.max(right, cell % shot.width)
    }
  }
  const span = right >= left ? (right + 1 - left) / shots[0].width : 0
  expect(span, `share of the width the hearts span, columns ${left} to ${right}`).toBeGreaterThan(
    ACROSS_SHARE,
  )
}

// ---- Navigation ----

/**
 * Opens / and walks `count` client-side navigations through /love, /valentine and /, waiting for
 * each page's scene (then `afterEach`). Resolves with Chromium's "too many active WebGL contexts"
 * warnings seen on the way: a walk that leaks contexts gets them.
 */
export async function walkRoutes(page: Page, count: number, afterEach = async () => {}) {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (/too many active webgl contexts/i.test(message.text())) warnings.push(message.text())
  })
  await page.goto('/')
  await waitForScene(page)
  const paths = ['/love', '/valentine', '/']
  for (let i = 0; i < count; i++) {
    const path = paths[i % paths.length]
    await page.evaluate((next) => {
      window.history.pushState(null, '', next)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await waitForScene(page)
    await afterEach()
  }
  return warnings
}

// ---- Boot: the page before it is live, a hidden page, a worker that falls silent ----

/** Makes the page report itself hidden, or visible again, as a phone lock or an app switch does. */
export async function setPageHidden(page: Page, isHidden: boolean) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    })
    document.dispatchEvent(new Event('visibilitychange'))
  }, isHidden)
}

/** The app's entry script, as the build names it. */
export const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/

/**
 * Holds back every response to `pattern` until the returned release is called: the page waits
 * for it as it would on a slow network. (Routing turns the page's HTTP cache off.)
 */
export async function holdResponses(page: Page, pattern: RegExp) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Waits until React has hydrated `target` (its element carries React's fiber key, which only the
 * live app puts there): a form's handlers answer from then on, not only its HTML.
 */
export async function waitForHydration(target: Locator) {
  await expect
    .poll(() =>
      target.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ),
    )
    .toBe(true)
}

/**
 * Serves the share pages' HTML without their early script (src/pages/link/earlyLink.ts): a made
 * link's page as it was before it painted its words itself, or where that script cannot run.
 */
export async function stripEarlyScript(page: Page) {
  await page.route(
    (url) => url.pathname.includes('/share/'),
    async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(/<script data-link-page[\s\S]*?<\/script>/, '')
      await route.fulfill({ response, body: html })
    },
  )
}

/**
 * Waits until the page keeps presses made before it is live: the early-press script
 * (src/pages/press/earlyPress.ts) has run and listens on the document. Read through the DevTools
 * protocol, as the page itself cannot list its listeners.
 */
export async function waitForEarlyPressListener(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' })
  await expect
    .poll(async () => {
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
        objectId: result.objectId!,
      })
      return listeners.filter((listener) => listener.useCapture).map((listener) => listener.type)
    })
    .toEqual(expect.arrayContaining(['pointerdown', 'click']))
  await cdp.detach()
}

/**
 * Makes the scene worker fall silent to the page, as a hung worker would: from the start
 * (`'start'`), or once it has said it holds the scene code (`'code'`). Done on the page's side,
 * in its Worker, so no routing turns the HTTP cache off.
 */
export async function silenceSceneWorker(page: Page, from: 'start' | 'code') {
  await page.addInitScript((after) => {
    const addListener = Worker.prototype.addEventListener
    Worker.prototype.addEventListener = function (
      this: Worker,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'message' || typeof listener !== 'function') {
        return addListener.call(this, type, listener, options)
      }
      let isSilent = after === 'start'
      const filtered = (event: Event) => {
        if (isSilent) return
        const { data } = event as MessageEvent<{ type: string; step?: string }>
        if (data.type === 'progress' && data.step === after) isSilent = true
        listener.call(this, event)
      }
      return addListener.call(this, type, filtered, options)
    }
  }, from)
}

// ---- Faults a test injects ----

/**
 * The scene bundle (three.js, R3F, the shaders): one file for the worker and the page's thread,
 * loaded only where WebGL can run.
 */
export const SCENE_CHUNK = /\/assets\/sceneBundle-[\w-]+\.js$/

/** The scene worker's script, as the build names it. */
export const SCENE_WORKER = /\/assets\/sceneWorker-[\w-]+\.js$/

/**
 * Runs `code` in the scene worker before its own module code, by rewriting the worker's script
 * as it is served: Playwright's init scripts reach pages, never workers.
 */
export async function injectIntoSceneWorker(page: Page, code: string) {
  await page.route(SCENE_WORKER, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: `${code}\n${await response.text()}` })
  })
}

/**
 * Makes every WebGL context request fail, as on an old phone or a blocked GPU: on the page's
 * canvases and on the OffscreenCanvas a worker is handed.
 */
export async function disableWebGL(page: Page) {
  await disableWorkerWebGL(page)
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args) {
      return String(args[0]).includes('webgl') ? null : Reflect.apply(getContext, this, args)
    } as typeof getContext
  })
}

/**
 * Makes WebGL context requests fail in the scene worker only, as in a browser that draws WebGL
 * on the page but gives an OffscreenCanvas in a worker none (WebKitGTK 2.50, Safari before 17).
 */
export async function disableWorkerWebGL(page: Page) {
  await injectIntoSceneWorker(
    page,
    `{
      const getContext = OffscreenCanvas.prototype.getContext
      OffscreenCanvas.prototype.getContext = function (type, ...rest) {
        return String(type).includes('webgl') ? null : getContext.call(this, type, ...rest)
      }
    }`,
  )
}

/**
 * Loses `gl` and restores it, as a driver reset does; resolves once it is back. Hand it whole to
 * evaluate, in the realm that owns the context (the page or a scene worker), with a handle to it.
 */
export async function cycleContext(gl: WebGL2RenderingContext | null) {
  const extension = gl?.getExtension('WEBGL_lose_context')
  if (!gl || !extension) throw new Error('no WEBGL_lose_context')
  const canvas = gl.canvas as EventTarget
  const lost = new Promise((resolve) => canvas.addEventListener('webglcontextlost', resolve))
  extension.loseContext()
  await lost
  // Chromium restores only once the loss has been fully dispatched, a task later.
  await new Promise((resolve) => setTimeout(resolve, 200))
  const restored = new Promise((resolve) =>
    canvas.addEventListener('webglcontextrestored', resolve),
  )
  extension.restoreContext()
  await restored
}

/**
 * Loses the stage's WebGL context and restores it, as a driver reset does; resolves once it is
 * back. The page waits between the two on a timer, so a frozen clock must step meanwhile.
 */
export async function loseAndRestoreContext(page: Page) {
  const gl = await canvasOf(page).evaluateHandle((element: HTMLCanvasElement) =>
    element.getContext('webgl2'),
  )
  await page.evaluate(cycleContext, gl)
}
