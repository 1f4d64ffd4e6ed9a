// The scene's clock under test: frozen (Playwright's page clock, moved only by the test, the
// scene on the page's thread) or slowed (the real clock divided, on either path), and what a
// check needs to know of it: how much scene time can have passed, how late a frame can be.
import type { Page } from '@playwright/test'
import { MAX_DT_S } from '../../src/particles/constants'
import { forceMainThreadScene, injectIntoSceneWorker } from './sceneWorker'

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
export async function sceneTimeBoundS(page: Page): Promise<number> {
  const start = readyAt.get(page)
  if (start === undefined) throw new Error('open the page with openFrozenScene first')
  return FIRST_FRAMES_S + ((await page.evaluate(() => performance.now())) - start) / 1000
}

/**
 * How many times slower than real time slowSceneClock runs the scene by default: floating hearts
 * still spawn every 6 s of real time, a burst opens over seconds.
 */
export const SLOW_MOTION = 20

/** The slowdown each page's scene clock runs at, as slowSceneClock set it. */
const sceneSlowdown = new WeakMap<Page, number>()

/** The channel slowSceneClock's clocks, in the page and in its worker, take a new rate on. */
const SLOWDOWN_CHANNEL = 'test-scene-slowdown'

/**
 * Runs the scene's clock at 1/SLOW_MOTION of real time, in the worker and on the page's thread
 * (three's Clock, which R3F steps the pools with, reads performance.now): a burst stays compact
 * for seconds of real time, so where it sits can be measured on the path visitors get, whose
 * clock no test can freeze, however slowly the screenshots come. setSceneSlowdown changes the
 * rate later, the clock running on from where it is.
 */
export async function slowSceneClock(page: Page, { inWorker = true, factor = SLOW_MOTION } = {}) {
  sceneSlowdown.set(page, factor)
  const code = `{
    const now = performance.now.bind(performance)
    let realFrom = now()
    let sceneFrom = realFrom
    let factor = ${factor}
    performance.now = () => sceneFrom + (now() - realFrom) / factor
    const channel = new BroadcastChannel('${SLOWDOWN_CHANNEL}')
    channel.onmessage = ({ data }) => {
      if (data.factor === undefined) return
      sceneFrom = performance.now()
      realFrom = now()
      factor = data.factor
      channel.postMessage({ taken: typeof document === 'undefined' ? 'worker' : 'page' })
    }
  }`
  // The worker's copy is injected by routing, which turns the page's HTTP cache off.
  if (inWorker) await injectIntoSceneWorker(page, code)
  await page.addInitScript(code)
}

/**
 * Has a page opened under slowSceneClock run its scene's clock `factor` times slower than real
 * time from now on; resolves once each clock the scene reads has said it took the rate: the
 * page's, and the worker's where the scene draws there (between two of its frames). Said
 * through a DevTools session, which grants the page no user activation.
 */
export async function setSceneSlowdown(page: Page, factor: number) {
  sceneSlowdown.set(page, factor)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Runtime.evaluate', {
    expression: `new Promise((allTaken) => {
      const stage = document.querySelector('[data-testid="heart-stage"]')
      const waiting = new Set(stage?.dataset.thread === 'worker' ? ['page', 'worker'] : ['page'])
      const channel = new BroadcastChannel('${SLOWDOWN_CHANNEL}')
      channel.onmessage = ({ data }) => {
        waiting.delete(data.taken)
        if (waiting.size === 0) { channel.close(); allTaken() }
      }
      channel.postMessage({ factor: ${factor} })
    })`,
    awaitPromise: true,
  })
  await cdp.detach()
}

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
export function sceneLagMs(page: Page): number {
  if (readyAt.has(page)) return FRAME_MS
  const slowdown = sceneSlowdown.get(page)
  if (slowdown === undefined) {
    throw new Error('open the page with openFrozenScene, or under slowSceneClock, first')
  }
  return LAG_REAL_MS / slowdown
}

/** The page's scene clock, ms: frozen, slowed or real, it is what the scene steps its pools by. */
export function sceneNowMs(page: Page): Promise<number> {
  return page.evaluate(() => performance.now())
}

/** Whether openFrozenScene opened `page`: its scene clock moves only as the test runs it. */
export function isFrozenScene(page: Page): boolean {
  return readyAt.has(page)
}

/** The slowdown slowSceneClock set on `page`'s scene clock, or undefined if it set none. */
export function sceneSlowdownOf(page: Page): number | undefined {
  return sceneSlowdown.get(page)
}
