// One-off checks of the production build: idle /valentine, the DPR cap, the load (paint order,
// CLS, third-party requests) and a heap soak with warm-JIT allocation sampling.
import {
  PHONE,
  allocatedBytes,
  cpuMsBetween,
  openPage,
  press,
  readMetrics,
  sleep,
  snapshot,
} from './visit.mjs'
import { analyzeTrace, startTrace } from './trace.mjs'

const READY = '[data-ready="true"]'

async function load(browser, url, contextOptions = PHONE, beforeGoto = async () => {}) {
  const opened = await openPage(browser, contextOptions)
  await beforeGoto(opened.context, opened.page)
  await opened.page.goto(url)
  await opened.page.locator(READY).first().waitFor({ timeout: 60_000 })
  return opened
}

/** Frames rendered and CPU spent over `ms`, with no input. */
async function idleWindow(page, cdp, ms) {
  const before = await readMetrics(cdp)
  const start = await snapshot(page)
  await sleep(ms)
  const after = await readMetrics(cdp)
  const end = await snapshot(page)
  const seconds = after.Timestamp - before.Timestamp
  return {
    frames: end.frames - start.frames,
    cpuMsPerSecond: cpuMsBetween(before, after) / seconds,
  }
}

/** Waits until no frame is rendered for `quietMs`; resolves with ms from `since` to the last. */
async function waitForQuiet(page, since, quietMs, timeoutMs) {
  let last = (await snapshot(page)).frames
  let lastChange = Date.now()
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    await sleep(250)
    const frames = (await snapshot(page)).frames
    if (frames !== last) {
      last = frames
      lastChange = Date.now()
    } else if (Date.now() - lastChange >= quietMs) {
      return lastChange - since
    }
  }
  return null
}

/** /valentine renders nothing before the first press and nothing once its burst is over. */
export async function checkIdleValentine(browser, appUrl, windowMs) {
  const { context, page, cdp } = await load(browser, `${appUrl}/valentine`)
  try {
    await sleep(500)
    const beforePress = await idleWindow(page, cdp, windowMs)
    const pressedAt = Date.now()
    await press(page, 'button')
    const burstMs = await waitForQuiet(page, pressedAt, 1000, 30_000)
    const afterBurst = await idleWindow(page, cdp, windowMs)
    return { beforePress, burstMs, afterBurst }
  } finally {
    await context.close()
  }
}

/** The canvas's backing-store width over its CSS width at device pixel ratios 1, 2 and 3. */
export async function checkDprCap(browser, appUrl) {
  const results = []
  for (const deviceScaleFactor of [1, 2, 3]) {
    const { context, page } = await load(browser, `${appUrl}/love`, { ...PHONE, deviceScaleFactor })
    try {
      const { canvas } = await snapshot(page)
      results.push({ deviceScaleFactor, ratio: canvas ? canvas.width / canvas.cssWidth : null })
    } finally {
      await context.close()
    }
  }
  return results
}

/** Layout shifts reported so far (buffered), summed; 100 ms lets the observer deliver. */
function readLayoutShift(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let sum = 0
        let count = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue
            sum += entry.value
            count++
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ sum, count }), 100)
      }),
  )
}

/**
 * /love with the scene chunk held back `sceneDelayMs` and the GIF `gifDelayMs`: when text
 * paints against when three.js arrives, the layout shift once both have arrived, and every
 * request that leaves the local origin.
 */
export async function checkLoad(
  browser,
  appUrl,
  { sceneChunk, sceneDelayMs = 1200, gifDelayMs = 800 },
) {
  const isScene = (url) => url.pathname.endsWith(`/${sceneChunk}`)
  const thirdParty = []
  const { context, page } = await load(browser, `${appUrl}/love`, PHONE, async (ctx, pg) => {
    pg.on('request', (request) => {
      const { hostname } = new URL(request.url())
      if (hostname !== '127.0.0.1' && hostname !== 'localhost') {
        thirdParty.push({ host: hostname, type: request.resourceType() })
      }
    })
    await ctx.route(isScene, async (route) => {
      await sleep(sceneDelayMs)
      await route.continue()
    })
    await ctx.route(/\.gif$/, async (route) => {
      await sleep(gifDelayMs)
      await route.fallback()
    })
  })
  try {
    await sleep(Math.max(gifDelayMs, 500) + 500)
    const timing = await page.evaluate((chunk) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const resources = performance.getEntriesByType('resource')
      const scene = resources.find((entry) => entry.name.endsWith(`/${chunk}`))
      const gif = resources.find((entry) => entry.name.endsWith('.gif'))
      return {
        fcpMs: paint ? paint.startTime : null,
        sceneArrivedMs: scene ? scene.responseEnd : null,
        gifArrivedMs: gif ? gif.responseEnd : null,
      }
    }, sceneChunk)
    const shift = await readLayoutShift(page)
    return { ...timing, sceneDelayMs, gifDelayMs, cls: shift.sum, shifts: shift.count, thirdParty }
  } finally {
    await context.close()
  }
}

/**
 * A page left running: `warmupSeconds` first (the JIT and V8's code and feedback settle; the
 * heap grows by a few hundred kB meanwhile, then stops), then `seconds` more with a press every
 * 4 s when `target` is given. JS heap after GC at the start and the end of those seconds,
 * renderer.info and live GL objects then, and, with the JIT warm, allocations per frame and GC
 * events over 2.5 s more (after one more press).
 */
export async function soak(browser, url, { warmupSeconds, seconds, target }) {
  const { context, page, cdp } = await load(browser, url)
  const CYCLE_MS = 4000
  const cycle = async (forMs) => {
    const until = Date.now() + forMs
    while (Date.now() < until) {
      if (target) await press(page, target)
      await sleep(Math.min(CYCLE_MS, Math.max(0, until - Date.now())))
    }
  }
  try {
    await cycle(warmupSeconds * 1000)
    await cdp.send('HeapProfiler.collectGarbage')
    const heapStart = (await readMetrics(cdp)).JSHeapUsedSize
    const start = await snapshot(page)
    const startedAt = Date.now()
    await cycle(seconds * 1000)
    await cdp.send('HeapProfiler.collectGarbage')
    const heapEnd = (await readMetrics(cdp)).JSHeapUsedSize
    const end = await snapshot(page)
    const soakSeconds = (Date.now() - startedAt) / 1000
    const stopTrace = await startTrace(cdp)
    if (target) await press(page, target)
    await sleep(500)
    const sampleStart = await snapshot(page)
    await cdp.send('HeapProfiler.startSampling', {
      samplingInterval: 512,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    })
    await sleep(2500)
    const { profile } = await cdp.send('HeapProfiler.stopSampling')
    const sampleEnd = await snapshot(page)
    const trace = analyzeTrace(await stopTrace(), { fireEvent: 'pointerdown' })
    const { total, top, sites } = allocatedBytes(profile)
    const frames = sampleEnd.frames - sampleStart.frames
    return {
      warmupSeconds,
      seconds: soakSeconds,
      heapStart,
      heapEnd,
      info: [start.info, end.info],
      gl: { programs: [start.programs, end.programs], buffers: [start.buffers, end.buffers] },
      warm: { bytesPerFrame: frames > 0 ? total / frames : null, frames, top, sites, trace },
    }
  } finally {
    await context.close()
  }
}

/** The WebGL renderer string (UNMASKED_RENDERER_WEBGL): which GPU, or which software one. */
export async function readGpu(browser, url) {
  const { context, page } = await openPage(browser)
  try {
    await page.goto(url)
    return await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2')
      if (!gl) return 'no WebGL 2'
      const info = gl.getExtension('WEBGL_debug_renderer_info')
      return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)
    })
  } finally {
    await context.close()
  }
}
