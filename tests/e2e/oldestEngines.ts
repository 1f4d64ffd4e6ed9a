import type { Page } from '@playwright/test'
import { emulateFloorEngine, type FloorEngine } from './floorEngines.mjs'
import { slowSceneClock } from './sceneClock'

// The oldest engine of each family the browserslist floor names, for the browser tests: the
// emulation itself is in floorEngines.mjs (shared with tools/bench/boot.mjs); here, slowed
// clocks on whichever path draws, and what a test reads back.

export { FLOOR_ENGINES, type FloorEngine } from './floorEngines.mjs'

/**
 * Runs the worker's clock at 1/`factor` of real time, as slowSceneClock does on the page (three's
 * Clock reads performance.now). Serialised into the worker: it must not close over anything.
 */
function slowWorkerClock(factor: number) {
  const now = performance.now.bind(performance)
  const start = now()
  performance.now = () => start + (now() - start) / factor
}

/**
 * Hands requestAnimationFrame's callbacks the page's clock (performance.now, slowed by
 * slowSceneClock) instead of the frame's own timestamp, which no init script can slow: the Canvas
 * 2D fallback steps its hearts by it. Serialised into the page.
 */
function frameTimesFromClock() {
  const frame = requestAnimationFrame.bind(window)
  window.requestAnimationFrame = (draw) => frame(() => draw(performance.now()))
}

/**
 * Makes `page` the oldest `engine` of its family (floorEngines.mjs), with the scene's clocks
 * slowed `slowdown` times (1: real time) on whichever path draws: the worker, the page's WebGL
 * or Canvas 2D.
 */
export async function emulateOldestEngine(page: Page, engine: FloorEngine, slowdown = 1) {
  if (slowdown === 1) return emulateFloorEngine(page, engine)
  await slowSceneClock(page, { inWorker: false, factor: slowdown })
  await page.addInitScript(`(${frameTimesFromClock.toString()})();`)
  await emulateFloorEngine(page, engine, `(${slowWorkerClock.toString()})(${slowdown});`)
}

/** How many workers the page asked for since it loaded (engines without module workers). */
export async function workersAsked(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as never as { __workersAsked: { asked: number } }).__workersAsked.asked,
  )
}
