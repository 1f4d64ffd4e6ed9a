// `npm run bench:boot`: the shipped path under a slow phone's conditions, for issue 18's proof.
// Headless Chromium with DevTools' Slow 3G (400 kbit/s each way, 2 s round trips) and a 6x CPU
// throttle opens /love as a visitor would, fresh each time, in three cases:
// - plain: it must end on the worker path with one download of the scene code;
// - hidden 5 s during boot: the page reports itself hidden as the worker boots, and visible
//   again 5 s later; it must still end on the worker;
// - a worker that hangs: none of its messages reach the page (as in tests/e2e/boot.e2e.ts); the
//   page's thread must take over, and a tap made meanwhile must burst there.
// It reports the time from navigation to the first heart (the first frame with a heart in the
// pool) and writes the block between the boot markers of docs/PERFORMANCE.md.
// It also opens /love as the oldest engine of each family the browserslist floor names, emulated on
// Chromium (tests/e2e/floorEngines.mjs takes away what each lacks, in the page and in the
// worker), unthrottled, twice in a row: which path draws there and how soon.
// Options: --runs N (3) --dist DIR (dist) --port N (4190) --no-write.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { PHONE } from '../../scripts/devices.mjs'
import { previewSite } from '../../scripts/site-build.mjs'
import { emulateFloorEngine, FLOOR_ENGINES } from '../../tests/e2e/floorEngines.mjs'
import { writeReportBlock } from './reportBlock.mjs'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4190' },
    'no-write': { type: 'boolean', default: false },
  },
})
const REPORT = new URL('../../docs/PERFORMANCE.md', import.meta.url)
const START = '<!-- boot:start -->'
const END = '<!-- boot:end -->'
// DevTools' "Slow 3G" preset.
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 }
const CPU_SLOWDOWN = 6
/** Bytes on the wire over which a script holds three.js (the entry is 90 kB gz). */
const THREE_SIZED_BYTES = 150_000

const log = (message) => process.stderr.write(`bench:boot: ${message}\n`)

/** The stage's paths, by what stagePath returns. */
const PATHS = {
  worker: 'WebGL in a worker',
  main: "WebGL on the page's thread",
  '2d': 'Canvas 2D',
  none: 'no stage',
}

/** Which path the page's stage is on: its `data-renderer`, then its `data-thread`. */
function stagePath(page) {
  return page.evaluate(() => {
    const stage = document.querySelector('[data-testid="heart-stage"]')
    if (!stage) return 'none'
    return stage.dataset.renderer === '2d' ? '2d' : stage.dataset.thread
  })
}

/**
 * Waits for the stage's first frame (`data-ready`, on every path); resolves with the path that
 * drew it, or says which path the stage was on when it did not.
 */
async function firstFramePath(page, timeout) {
  try {
    await page.locator('[data-testid="heart-stage"][data-ready="true"]').waitFor({ timeout })
  } catch (error) {
    const path = PATHS[await stagePath(page)]
    throw new Error(`${page.url()}: ${path}, no first frame in ${timeout} ms`, { cause: error })
  }
  return stagePath(page)
}

// Page side: when the pool first holds a heart, and a way to look hidden.
function pageProbe() {
  window.__boot = { firstHeartMs: null, biggestBurst: 0 }
  new MutationObserver(() => {
    const canvas = document.querySelector('[data-testid="heart-stage"] canvas')
    if (window.__boot.firstHeartMs === null && Number(canvas?.dataset.hearts) > 0) {
      window.__boot.firstHeartMs = performance.now()
    }
    const burst = Number(canvas?.dataset.burst ?? 0)
    window.__boot.biggestBurst = Math.max(window.__boot.biggestBurst, burst)
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hearts', 'data-burst'],
  })
  window.__setHidden = (hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    })
    document.dispatchEvent(new Event('visibilitychange'))
  }
}

// The worker falls silent to the page: every message it sends is dropped (see boot.e2e.ts).
function silenceWorker() {
  const add = Worker.prototype.addEventListener
  Worker.prototype.addEventListener = function (type, listener, options) {
    if (type === 'message') return add.call(this, type, () => {}, options)
    return add.call(this, type, listener, options)
  }
}

async function visit(browser, origin, kind) {
  const context = await browser.newContext({ ...PHONE })
  const page = await context.newPage()
  await page.addInitScript(pageProbe)
  if (kind === 'hang') await page.addInitScript(silenceWorker)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const bodies = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) {
      bodies.push(response.request().sizes().then((sizes) => sizes.responseBodySize))
    }
  })
  // The external GIF has nowhere to come from here: refuse it at once (its stand-in shows).
  // Blocked over CDP, not routed: Playwright's routing turns the HTTP cache off.
  await cdp.send('Network.setBlockedURLs', { urls: ['*.gif'] })
  await page.goto(`${origin}/love`, { waitUntil: 'commit', timeout: 120_000 })
  if (kind === 'hidden') {
    await page.waitForFunction(() => document.querySelector('[data-testid="heart-stage"]'), null, {
      timeout: 120_000,
    })
    await page.evaluate(() => window.__setHidden(true))
    await page.waitForTimeout(5000)
    await page.evaluate(() => window.__setHidden(false))
  }
  if (kind === 'hang') {
    await page.getByRole('heading').waitFor({ timeout: 120_000 })
    await page.mouse.click(195, 200)
  }
  const path = await firstFramePath(page, 180_000)
  await page.waitForFunction(() => window.__boot.firstHeartMs !== null, null, { timeout: 60_000 })
  const result = {
    kind,
    path,
    firstHeartMs: await page.evaluate(() => window.__boot.firstHeartMs),
    // A burst of 300 at any time: it may have flown off before this line runs.
    burst:
      kind === 'hang'
        ? await page
            .waitForFunction(() => window.__boot.biggestBurst, null, { timeout: 30_000 })
            .then((handle) => handle.jsonValue(), () => 'none')
        : null,
    downloads: (await Promise.all(bodies)).filter((size) => size > THREE_SIZED_BYTES).length,
  }
  await context.close()
  return result
}

// The scene worker's OffscreenCanvas gets no WebGL, as in WebKitGTK 2.50 (injected into the
// worker's script as it is served). Unthrottled: what the failed attempt costs on its own.
const NO_WORKER_WEBGL = `{
  const getContext = OffscreenCanvas.prototype.getContext
  OffscreenCanvas.prototype.getContext = function (type, ...rest) {
    return String(type).includes('webgl') ? null : getContext.call(this, type, ...rest)
  }
}`

/**
 * Navigation → first frame (`heartburst:ready`) on /love without WebGL in workers, and the path
 * that drew it: 3 visits in a row.
 */
async function visitsWithoutWorkerWebGL(browser, origin) {
  const context = await browser.newContext({ ...PHONE })
  await context.route(/\/assets\/sceneWorker-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: `${NO_WORKER_WEBGL}\n${await response.text()}` })
  })
  await context.route('**/*.gif', (route) => route.abort())
  await context.addInitScript(() =>
    document.addEventListener('heartburst:ready', () => (window.__readyMs = performance.now())),
  )
  const page = await context.newPage()
  const visits = []
  for (const address of ['/love', '/love', '/love?scene=main']) {
    await page.goto(`${origin}${address}`)
    const path = await firstFramePath(page, 60_000)
    visits.push({ ms: await page.evaluate(() => window.__readyMs), path })
  }
  await context.close()
  return visits
}

/**
 * Navigation → first frame (`heartburst:ready`) on /love as each emulated floor engine, and the
 * path that drew it: two visits in a row, as the second is where a browser that remembered a
 * failed worker (Firefox 111-113) starts on the page's thread at once.
 */
async function visitsAsFloorEngines(browser, origin) {
  const rows = []
  for (const engine of FLOOR_ENGINES) {
    const context = await browser.newContext({ ...PHONE })
    await emulateFloorEngine(context, engine)
    await context.route('**/*.gif', (route) => route.abort())
    await context.addInitScript(() =>
      document.addEventListener('heartburst:ready', () => (window.__readyMs = performance.now())),
    )
    const page = await context.newPage()
    const visits = []
    for (let time = 0; time < 2; time++) {
      await page.goto(`${origin}/love`)
      const path = await firstFramePath(page, 60_000)
      visits.push({ ms: await page.evaluate(() => window.__readyMs), path })
    }
    await context.close()
    rows.push({ engine, visits })
  }
  return rows
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const server = await previewSite({ outDir: args.dist, port: Number(args.port), strictPort: false })
const browser = await chromium.launch(chromiumLaunchOptions())
const loadBefore = loadavg()[0]
const results = []
const noWorkerWebGL = []
// Per run, per floor engine: its two visits.
const floorRuns = []
try {
  for (let run = 0; run < Number(args.runs); run++) {
    for (const kind of ['plain', 'hidden', 'hang']) {
      const result = await visit(browser, server.url, kind)
      log(JSON.stringify(result))
      results.push(result)
    }
  }
  for (let run = 0; run < Number(args.runs); run++) {
    const visits = await visitsWithoutWorkerWebGL(browser, server.url)
    const each = visits.map(({ ms, path }) => `${ms.toFixed(0)} ms (${PATHS[path]})`)
    log(`no worker WebGL: ${each.join(', ')}`)
    noWorkerWebGL.push(visits)
  }
  for (let run = 0; run < Number(args.runs); run++) {
    const rows = await visitsAsFloorEngines(browser, server.url)
    for (const { engine, visits } of rows) {
      log(`${engine.name}: ${visits.map(({ ms, path }) => `${ms.toFixed(0)} ms (${path})`)}`)
    }
    floorRuns.push(rows)
  }
} finally {
  await browser.close()
  await server.close()
}

/** The median time of the `index`th visit over the runs, and the paths those visits took. */
const ms = (runs, index) => {
  const frames = runs.map((run) => run[index])
  const paths = [...new Set(frames.map((frame) => PATHS[frame.path]))].join(', ')
  return `${median(frames.map((frame) => frame.ms)).toFixed(0)} ms (${paths})`
}
const expected = { plain: 'worker', hidden: 'worker', hang: 'main' }
const labels = {
  plain: 'Slow 3G, 6x CPU',
  hidden: 'the same, hidden for 5 s during boot',
  hang: 'the same, with a worker that hangs (a tap made meanwhile)',
}
const rows = ['plain', 'hidden', 'hang'].map((kind) => {
  const runs = results.filter((result) => result.kind === kind)
  const times = runs.map((result) => result.firstHeartMs / 1000)
  const paths = [...new Set(runs.map((result) => PATHS[result.path]))].join(', ')
  const downloads = [...new Set(runs.map((result) => result.downloads))].join(', ')
  const bursts = kind === 'hang' ? runs.map((result) => result.burst).join(', ') : '–'
  const ok = runs.every((result) => result.path === expected[kind]) ? 'yes' : '**no**'
  return `| ${labels[kind]} | ${median(times).toFixed(1)} s (${Math.min(...times).toFixed(1)}–${Math.max(...times).toFixed(1)}) | ${paths} | ${ok} | ${downloads} | ${bursts} |`
})
const floorRows = FLOOR_ENGINES.map((engine, index) => {
  const runs = floorRuns.map((engines) => engines[index].visits)
  const designed = engine.place.renderer === '2d' ? '2d' : engine.place.thread
  const ok = runs.every((visits) => visits.every((each) => each.path === designed))
  return `| ${engine.name} | ${ms(runs, 0)} | ${ms(runs, 1)} | ${ok ? 'yes' : '**no**'} |`
})
const block = `${START}
## Boot on a slow phone (\`npm run bench:boot\`)

Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} by tools/bench/boot.mjs: /love, fresh
context each visit, ${args.runs} runs of each case, phone 390 × 844 at DPR 2. DevTools' Slow 3G
(400 kbit/s, 2 s round trips) and a ${CPU_SLOWDOWN}x CPU throttle over CDP; load average
${loadBefore.toFixed(1)} at the start. **Navigation → first heart** is the page's
\`performance.now()\` when the stage first reports a heart in its pool (the frame that draws
it); downloads count scripts over 150 kB (gzip) whose body came over the network: three.js.

| case | navigation → first heart (median, range) | ended on | as designed | three.js downloads | burst of the tap made while it hung |
|---|--:|---|---|--:|---|
${rows.join('\n')}

Without WebGL in the worker (as WebKitGTK 2.50, Safari before 17), unthrottled, navigation →
first frame (\`heartburst:ready\`), median of ${args.runs}, and the path that drew it: first
visit (the worker is tried and says no) ${ms(noWorkerWebGL, 0)}, the next visit (the browser
remembers the no and starts on the page's thread) ${ms(noWorkerWebGL, 1)}, \`?scene=main\`
${ms(noWorkerWebGL, 2)}.

As the oldest engine of each family the browserslist floor names, emulated on Chromium
(tests/e2e/floorEngines.mjs: what each lacks taken away in the page and in the worker),
unthrottled, navigation → first frame (\`heartburst:ready\`), median of ${args.runs}, and the path
that drew it:

| engine | first visit | next visit | on the README's path |
|---|--:|--:|---|
${floorRows.join('\n')}
${END}`
process.stdout.write(`${block}\n`)
if (!args['no-write']) {
  await writeReportBlock(REPORT, START, END, block)
  log('wrote docs/PERFORMANCE.md')
}
