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
// Options: --runs N (3) --dist DIR (dist) --port N (4190) --no-write.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { PHONE } from '../../scripts/devices.mjs'
import { previewSite } from '../../scripts/site-build.mjs'
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
  const ready = page.locator('[data-testid="heart-stage"][data-ready="true"]')
  await ready.waitFor({ timeout: 180_000 })
  await page.waitForFunction(() => window.__boot.firstHeartMs !== null, null, { timeout: 60_000 })
  const result = {
    kind,
    thread: await page.getByTestId('heart-stage').getAttribute('data-thread'),
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

/** Navigation → first frame (data-ready) on /love without WebGL in workers: 3 visits in a row. */
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
  const times = []
  for (const path of ['/love', '/love', '/love?scene=main']) {
    await page.goto(`${origin}${path}`)
    await page.locator('[data-testid="heart-stage"][data-ready="true"]').waitFor({ timeout: 60_000 })
    times.push(await page.evaluate(() => window.__readyMs))
  }
  await context.close()
  return times
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const server = await previewSite({ outDir: args.dist, port: Number(args.port), strictPort: false })
const browser = await chromium.launch(chromiumLaunchOptions())
const loadBefore = loadavg()[0]
const results = []
const noWorkerWebGL = []
try {
  for (let run = 0; run < Number(args.runs); run++) {
    for (const kind of ['plain', 'hidden', 'hang']) {
      const result = await visit(browser, server.url, kind)
      log(JSON.stringify(result))
      results.push(result)
    }
  }
  for (let run = 0; run < Number(args.runs); run++) {
    const times = await visitsWithoutWorkerWebGL(browser, server.url)
    log(`no worker WebGL: ${times.map((time) => time.toFixed(0)).join(', ')} ms`)
    noWorkerWebGL.push(times)
  }
} finally {
  await browser.close()
  await server.close()
}

const ms = (runs, index) => `${median(runs.map((times) => times[index])).toFixed(0)} ms`
const expected = { plain: 'worker', hidden: 'worker', hang: 'main' }
const labels = {
  plain: 'Slow 3G, 6x CPU',
  hidden: 'the same, hidden for 5 s during boot',
  hang: 'the same, with a worker that hangs (a tap made meanwhile)',
}
const rows = ['plain', 'hidden', 'hang'].map((kind) => {
  const runs = results.filter((result) => result.kind === kind)
  const times = runs.map((result) => result.firstHeartMs / 1000)
  const threads = [...new Set(runs.map((result) => result.thread))].join(', ')
  const downloads = [...new Set(runs.map((result) => result.downloads))].join(', ')
  const bursts = kind === 'hang' ? runs.map((result) => result.burst).join(', ') : '–'
  const ok = runs.every((result) => result.thread === expected[kind]) ? 'yes' : '**no**'
  return `| ${labels[kind]} | ${median(times).toFixed(1)} s (${Math.min(...times).toFixed(1)}–${Math.max(...times).toFixed(1)}) | ${threads} | ${ok} | ${downloads} | ${bursts} |`
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
first frame (\`data-ready\`), median of ${args.runs}: first visit (the worker is tried and says
no) ${ms(noWorkerWebGL, 0)}, the next visit (the browser remembers the no and starts on the
page's thread) ${ms(noWorkerWebGL, 1)}, \`?scene=main\` ${ms(noWorkerWebGL, 2)}.
${END}`
process.stdout.write(`${block}\n`)
if (!args['no-write']) {
  await writeReportBlock(REPORT, START, END, block)
  log('wrote docs/PERFORMANCE.md')
}
