// One measured visit of one case: a fresh browser context, the page loaded and ready, then a
// fixed window that starts with the press (for cases with a burst). Plain visits read CDP
// Performance metrics and the probe; traced visits also record a Chrome trace and sample
// allocations (their CPU figures are not used: tracing costs CPU).
import { routeFixtures } from '../../tests/e2e/fixtures.mjs'
import { installProbe } from './probe.mjs'
import { analyzeTrace, startTrace } from './trace.mjs'

/** The phone the issue measured on. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}

const READY = '[data-ready="true"]'
const SETTLE_MS = 500
const STEADY_AFTER_PRESS_MS = 500

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A fresh context with the offline network and the probe, and a page with a CDP session. */
export async function openPage(browser, contextOptions = PHONE) {
  const context = await browser.newContext(contextOptions)
  await routeFixtures(context)
  await context.addInitScript(installProbe)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  // threadTicks: TaskDuration counts the main thread's CPU time, not its wall time.
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  await cdp.send('HeapProfiler.enable')
  return { context, page, cdp }
}

export async function readMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]))
}

export const snapshot = (page) => page.evaluate(() => window.__probe.snapshot())

/** Presses where the case says: a point (fractions of the viewport) or a button's centre. */
export async function press(page, target) {
  if (target === 'button') {
    const box = await page.getByRole('button').first().boundingBox()
    if (!box) throw new Error('No button to press')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    return
  }
  const size = page.viewportSize()
  await page.mouse.click(size.width * target.x, size.height * target.y)
}

/**
 * Sums a sampling heap profile's tree: estimated bytes allocated while sampling, and the
 * allocation sites as [{ functionName, url, lineNumber, columnNumber }, bytes], biggest first
 * (`sites`; `top`: the first five).
 */
export function allocatedBytes(profile) {
  let total = 0
  const sites = new Map()
  const walk = (node) => {
    total += node.selfSize
    if (node.selfSize > 0) {
      const { functionName, url, lineNumber, columnNumber } = node.callFrame
      const key = `${functionName}|${url}|${lineNumber}|${columnNumber}`
      const site = sites.get(key) ?? [{ functionName, url, lineNumber, columnNumber }, 0]
      site[1] += node.selfSize
      sites.set(key, site)
    }
    for (const child of node.children) walk(child)
  }
  walk(profile.head)
  const all = [...sites.values()].sort((a, b) => b[1] - a[1])
  return { total, top: all.slice(0, 5), sites: all }
}

/** Resolves once `count` more frames are rendered (or after `timeoutMs`), without polling. */
export function waitForFrames(page, count, timeoutMs) {
  return page.evaluate(([n, ms]) => window.__probe.waitFrames(n, ms), [count, timeoutMs])
}

/**
 * Main-thread CPU ms between two metric readings, less the time DevTools commands took on that
 * thread (the bench's own getMetrics and evaluate calls).
 */
export function cpuMsBetween(before, after) {
  const task = after.TaskDuration - before.TaskDuration
  const devtools = after.DevToolsCommandDuration - before.DevToolsCommandDuration
  return (task - devtools) * 1000
}

/**
 * Measures one case. `testCase`: { url, press?: 'button' | { x, y }, fireEvent?, steady? }.
 * The window starts just before the press and lasts `windowMs`; with `steady` (slow cases), it
 * starts once `steady.skipFrames` frames have followed the press and lasts until `windowMs` and
 * `steady.minFrames` frames have both passed. Traced visits add trace and allocation figures.
 */
export async function visitCase(browser, testCase, { windowMs, isTraced }) {
  const { context, page, cdp } = await openPage(browser, testCase.contextOptions ?? PHONE)
  try {
    await page.goto(testCase.url)
    await page.locator(READY).first().waitFor({ timeout: 60_000 })
    await sleep(SETTLE_MS)
    const { steady } = testCase
    if (steady) {
      await press(page, testCase.press)
      await waitForFrames(page, steady.skipFrames, steady.maxMs)
    }
    const stopTrace = isTraced ? await startTrace(cdp) : null
    await cdp.send('HeapProfiler.collectGarbage')
    const before = await readMetrics(cdp)
    const start = await snapshot(page)
    const startedAt = Date.now()
    if (testCase.press && !steady) await press(page, testCase.press)
    let allocation = null
    if (isTraced) {
      await sleep(STEADY_AFTER_PRESS_MS)
      // Snapshots stay outside the sampling: Playwright's evaluate allocates.
      const sampleStart = await snapshot(page)
      await cdp.send('HeapProfiler.startSampling', {
        samplingInterval: 512,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      })
      await sleep(Math.max(0, windowMs - (Date.now() - startedAt)))
      const { profile } = await cdp.send('HeapProfiler.stopSampling')
      const sampleEnd = await snapshot(page)
      const frames = sampleEnd.frames - sampleStart.frames
      const { total, top } = allocatedBytes(profile)
      allocation = { bytes: total, frames, bytesPerFrame: frames > 0 ? total / frames : null, top }
    } else {
      await sleep(Math.max(0, windowMs - (Date.now() - startedAt)))
    }
    if (steady) {
      const counted = (await snapshot(page)).frames - start.frames
      if (counted < steady.minFrames) {
        await waitForFrames(page, steady.minFrames - counted, steady.maxMs)
      }
    }
    const after = await readMetrics(cdp)
    const end = await snapshot(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const afterGc = await readMetrics(cdp)
    const trace = stopTrace
      ? analyzeTrace(await stopTrace(), { fireEvent: testCase.fireEvent ?? 'pointerdown' })
      : null
    const seconds = after.Timestamp - before.Timestamp
    const frames = end.frames - start.frames
    const cpuMs = cpuMsBetween(before, after)
    const perFrame = (value) => (frames > 0 ? value / frames : null)
    return {
      seconds,
      frames,
      fps: frames / seconds,
      cpuMs,
      cpuMsPerSecond: cpuMs / seconds,
      cpuMsPerFrame: perFrame(cpuMs),
      drawsPerFrame: perFrame(end.draws - start.draws),
      instancesPerFrame: perFrame(end.instances - start.instances),
      uploadBytesPerFrame: perFrame(end.uploadBytes - start.uploadBytes),
      heapBefore: before.JSHeapUsedSize,
      heapGrowth: afterGc.JSHeapUsedSize - before.JSHeapUsedSize,
      gl: {
        programs: [start.programs, end.programs],
        buffers: [start.buffers, end.buffers],
        textures: [start.textures, end.textures],
      },
      info: [start.info, end.info],
      allocation,
      trace,
    }
  } finally {
    await context.close()
  }
}
