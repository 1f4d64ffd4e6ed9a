// `npm run bench`: two questions about the production build, on a phone-sized headless Chromium,
// answered in one interleaved run and written to docs/PERFORMANCE.md:
// 1. Main-thread CPU per frame on /love (the scene in its worker, the default, and forced onto
//    the main thread with ?scene=main) against an empty requestAnimationFrame page.
// 2. The time from a tap on /love and /valentine to the first frame that draws the burst.
// It also reads the main thread's JS heap after a forced GC, which costs nothing extra.
// Options: --rounds N (3) --window MS (3000) --dist DIR (dist-bench) --skip-build (measure DIR
// as it is) --label TEXT (which build, for the report) --port N (4180, or the next free one)
// --no-write (print only).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import LZString from 'lz-string'
import * as prettier from 'prettier'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { PHONE } from '../../scripts/devices.mjs'
import { buildSite, previewSite } from '../../scripts/site-build.mjs'
import { routeFixtures } from '../../tests/e2e/fixtures.mjs'
import { median, readMetrics } from './cdpMetrics.mjs'
import { installPageProbe, installWorkerProbe } from './probe.mjs'

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    window: { type: 'string', default: '3000' },
    dist: { type: 'string', default: 'dist-bench' },
    'skip-build': { type: 'boolean', default: false },
    label: { type: 'string' },
    port: { type: 'string', default: '4180' },
    'no-write': { type: 'boolean', default: false },
  },
})
const ROUNDS = Number(args.rounds)
const WINDOW_MS = Number(args.window)
const ROOT = new URL('../../', import.meta.url)
const REPORT = new URL('docs/PERFORMANCE.md', ROOT)
/** BURST_PARTICLE_COUNT: what a burst draws, and what the canvas's data-burst then reads. */
const BURST_COUNT = 300
const READY = '[data-ready="true"]'
const SETTLE_MS = 500
/** Where a visitor taps on /love: below the love line, away from the GIF. */
const LOVE_TAP = { x: 0.5, y: 0.72 }
const EMPTY_PATH = '/__bench/empty.html'
// No script of its own: the probe's requestAnimationFrame loop is the whole page.
const EMPTY_HTML =
  '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, ' +
  'initial-scale=1"><title>Empty rAF page</title><body data-ready="true"></body></html>'

/**
 * A made page's address, as /create writes it (src/share/format.ts: `v1.` + the fields, or
 * `v3.` with a song last), for the song cases: the same page with and without a tune.
 */
const madeLink = (song) => {
  const fields = ['Thảo Vy', 'Thương em', 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif']
  const [version, all] = song ? ['v3', [...fields, '', '', '', song]] : ['v1', fields]
  return `/share/love/#${version}.${LZString.compressToEncodedURIComponent(JSON.stringify(all))}`
}
/** After the tap that starts a song: its burst (4 s) is over when the window opens. */
const AFTER_TAP_MS = 4500

const CASES = [
  { id: 'empty', label: 'Empty requestAnimationFrame page', path: EMPTY_PATH },
  { id: 'love', label: '**/love** (production default)', path: '/love', tap: LOVE_TAP },
  { id: 'love-main', label: '/love?scene=main', path: '/love?scene=main', tap: LOVE_TAP },
  { id: 'valentine', label: '/valentine (production default)', path: '/valentine', tap: 'button' },
  {
    id: 'valentine-main',
    label: '/valentine?scene=main',
    path: '/valentine?scene=main',
    tap: 'button',
  },
  // The song's cost on the page's thread: the same made page, tapped before the window (the tap
  // that starts the tune), with and without a tune playing through the window.
  { id: 'made', label: 'a made love page, tapped, no song', path: madeLink(), tapFirst: LOVE_TAP },
  {
    id: 'made-tune',
    label: 'the same page, its tune playing',
    path: madeLink('tune:fur-elise'),
    tapFirst: LOVE_TAP,
  },
]

const log = (message) => process.stderr.write(`bench: ${message}\n`)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const fixed = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '–')


/** The page's probe and every worker's, read together (the workers' probes are armed too). */
async function readProbes(page, workers, { arm }) {
  const [main, ...inWorkers] = await Promise.all([
    page.evaluate((isArming) => {
      if (isArming) window.__bench.arm()
      return window.__bench.read()
    }, arm),
    ...workers.map((worker) =>
      worker.evaluate((isArming) => {
        if (isArming) self.__bench.arm()
        return self.__bench.read()
      }, arm),
    ),
  ])
  const draws = [main.drawAt, ...inWorkers.map((w) => w.drawAt)].filter((at) => at !== null)
  return {
    ...main,
    workerFrames: inWorkers.reduce((sum, w) => sum + w.sceneFrames, 0),
    drawAt: draws.length > 0 ? Math.min(...draws) : null,
  }
}

/** Taps where the case says: a point (fractions of the viewport) or the first button's centre. */
async function tap(page, target) {
  if (target === 'button') {
    const box = await page.getByRole('button').first().boundingBox()
    if (!box) throw new Error('no button to tap')
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    return
  }
  const { width, height } = page.viewportSize()
  await page.touchscreen.tap(width * target.x, height * target.y)
}

/**
 * One visit: a fresh context, the page loaded and ready, 0.5 s to settle, a forced GC, then a
 * window of WINDOW_MS that starts with the tap (cases with one). Main-thread CPU comes from CDP
 * Performance.getMetrics in thread ticks: TaskDuration less DevToolsCommandDuration (the
 * bench's own calls), and ScriptDuration.
 */
async function visit(browser, baseUrl, testCase) {
  const context = await browser.newContext(PHONE)
  try {
    await routeFixtures(context)
    await context.route(`${baseUrl}${EMPTY_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: EMPTY_HTML }),
    )
    await context.addInitScript(installPageProbe, BURST_COUNT)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    await cdp.send('HeapProfiler.enable')
    await page.goto(`${baseUrl}${testCase.path}`)
    await page.locator(READY).first().waitFor({ state: 'attached', timeout: 60_000 })
    await sleep(SETTLE_MS)
    if (testCase.tapFirst) {
      await tap(page, testCase.tapFirst)
      await sleep(AFTER_TAP_MS)
      const isPlaying = await page.evaluate(() => !!document.querySelector('.song-toggle'))
      if (isPlaying !== testCase.path.includes('#v3.')) throw new Error('the song did not start')
    }
    const workers = page.workers()
    for (const worker of workers) await worker.evaluate(installWorkerProbe, BURST_COUNT)
    await cdp.send('HeapProfiler.collectGarbage')
    const start = await readProbes(page, workers, { arm: true })
    const before = await readMetrics(cdp)
    const startedAt = Date.now()
    if (testCase.tap) await tap(page, testCase.tap)
    await sleep(Math.max(0, WINDOW_MS - (Date.now() - startedAt)))
    const after = await readMetrics(cdp)
    const end = await readProbes(page, workers, { arm: false })
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = (await readMetrics(cdp)).JSHeapUsedSize
    const seconds = after.Timestamp - before.Timestamp
    const frames = end.frames - start.frames
    const devtoolsMs = (after.DevToolsCommandDuration - before.DevToolsCommandDuration) * 1000
    const perFrame = (key) =>
      frames > 0
        ? ((after[key] - before[key]) * 1000 - (key === 'TaskDuration' ? devtoolsMs : 0)) / frames
        : null
    const workerFrames = end.workerFrames - start.workerFrames
    const pageSceneFrames = end.sceneFrames - start.sceneFrames
    return {
      cpuMsPerFrame: perFrame('TaskDuration'),
      scriptMsPerFrame: perFrame('ScriptDuration'),
      fps: frames / seconds,
      sceneFps: (workerFrames + pageSceneFrames) / seconds,
      ranOn:
        end.transferred && workerFrames > 0
          ? 'worker'
          : pageSceneFrames > 0
            ? 'main thread'
            : 'no WebGL frame',
      tapToDrawMs: end.tapAt !== null && end.drawAt !== null ? end.drawAt - end.tapAt : null,
      tapToFlagMs: end.tapAt !== null && end.flagAt !== null ? end.flagAt - end.tapAt : null,
      heapMb: heap / 1e6,
    }
  } finally {
    await context.close()
  }
}

async function readGpu(browser) {
  const page = await browser.newPage()
  try {
    return await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2')
      if (!gl) return 'no WebGL 2'
      const info = gl.getExtension('WEBGL_debug_renderer_info')
      return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)
    })
  } finally {
    await page.close()
  }
}

function describeBuild() {
  if (args.label) return args.label
  if (args['skip-build']) return `the build in ${args.dist}/ as it was`
  const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' }).trim()
  return `the working tree at ${git('describe', '--always', '--dirty')}, built into ${args.dist}/`
}

const startedAt = Date.now()
const loadBefore = loadavg()[0]
if (!args['skip-build']) {
  log(`building into ${args.dist}/`)
  await buildSite({ outDir: args.dist })
}
const server = await previewSite({ outDir: args.dist, port: Number(args.port), strictPort: false })
const browser = await chromium.launch(chromiumLaunchOptions())
const runs = Object.fromEntries(CASES.map((c) => [c.id, []]))
const failures = []
const chromiumVersion = browser.version()
let gpu = 'unknown'
try {
  gpu = await readGpu(browser)
  for (let round = 0; round < ROUNDS; round++) {
    // Rotated, so no case always follows the same neighbour; drift hits every case alike.
    for (const c of CASES.map((_, i) => CASES[(i + round) % CASES.length])) {
      try {
        runs[c.id].push(await visit(browser, server.url, c))
        log(`round ${round + 1}/${ROUNDS} ${c.id}`)
      } catch (error) {
        failures.push(`${c.id}: ${String(error.message).split('\n')[0]}`)
        log(`round ${round + 1}/${ROUNDS} ${c.id} FAILED: ${failures.at(-1)}`)
      }
    }
  }
} finally {
  await browser.close()
  await server.close()
}

const summaries = Object.fromEntries(
  CASES.map(({ id }) => {
    const list = runs[id]
    const pick = (key) => median(list.map((run) => run[key]))
    const cpu = list.map((run) => run.cpuMsPerFrame).filter(Number.isFinite)
    return [
      id,
      {
        visits: list.length,
        cpuMsPerFrame: pick('cpuMsPerFrame'),
        cpuRange: cpu.length > 0 ? [Math.min(...cpu), Math.max(...cpu)] : null,
        scriptMsPerFrame: pick('scriptMsPerFrame'),
        fps: pick('fps'),
        sceneFps: pick('sceneFps'),
        ranOn: [...new Set(list.map((run) => run.ranOn))].join(', ') || '–',
        tapToDrawMs: pick('tapToDrawMs'),
        tapToFlagMs: pick('tapToFlagMs'),
        heapMb: pick('heapMb'),
      },
    ]
  }),
)
// A probe that saw nothing would make a fine-looking table: say so, and exit non-zero.
for (const c of CASES) {
  const frameless = runs[c.id].filter((run) => !(run.fps > 0)).length
  if (frameless > 0) failures.push(`${c.id}: no main-thread frame counted in ${frameless} visits`)
  const missing = c.tap ? runs[c.id].filter((run) => run.tapToDrawMs === null).length : 0
  if (missing > 0) failures.push(`${c.id}: no burst draw seen after the tap in ${missing} visits`)
}

const floor = summaries.empty.cpuMsPerFrame
const delta = (s) => (floor === null || s.cpuMsPerFrame === null ? null : s.cpuMsPerFrame - floor)
const signed = (value) => (value === null ? '–' : `${value >= 0 ? '+' : ''}${fixed(value)}`)
const rows = CASES.map(({ id, label, tap: hasTap }) => {
  const s = summaries[id]
  if (s.visits === 0) return `| ${label} | failed ||||||||||`
  const range = s.cpuRange ? `${fixed(s.cpuRange[0])}–${fixed(s.cpuRange[1])}` : '–'
  const cells = [
    label,
    id === 'empty' ? '–' : s.ranOn,
    `**${fixed(s.cpuMsPerFrame)}**`,
    range,
    id === 'empty' ? '–' : signed(delta(s)),
    fixed(s.scriptMsPerFrame),
    fixed(s.fps, 0),
    id === 'empty' ? '–' : fixed(s.sceneFps, 0),
    hasTap ? fixed(s.tapToDrawMs, 1) : '–',
    hasTap ? fixed(s.tapToFlagMs, 1) : '–',
    fixed(s.heapMb, 1),
  ]
  return `| ${cells.join(' | ')} |`
})
const loveDelta = delta(summaries.love)
const verdict =
  loveDelta === null
    ? 'not measured'
    : `${signed(loveDelta)} ms: **${loveDelta <= 0.1 ? 'met' : 'not met'}**` +
      (summaries.love.ranOn === 'worker' ? '' : ` (the scene ran on the ${summaries.love.ranOn})`)

const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1)
const machine =
  `${cpus().length} cores (${cpus()[0]?.model.trim()}), no GPU: WebGL through ${gpu}; ` +
  `Chromium ${chromiumVersion} headless; Node ${process.version}; load average ` +
  `${loadBefore.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`
const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z')

const markdown = `# Performance

Measured ${date} by \`npm run bench\` (tools/bench) on ${describeBuild()}: ${ROUNDS} interleaved
rounds of ${WINDOW_MS / 1000} s windows, ${minutes} min in all.

Machine: ${machine}. Phone viewport 390 × 844 at DPR 2, touch.

## Main-thread CPU per frame, and a tap to the first burst frame

Issue 10's target: main-thread CPU per frame on /love (production default) within 0.1 ms of
the empty requestAnimationFrame page. Measured: ${verdict}.

| Case | scene ran on | CPU ms/frame (median) | range over rounds | Δ vs empty | of which script | frames/s | scene frames/s | tap → first burst draw, ms | tap → \`data-burst\`, ms | JS heap after GC, MB |
|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|
${rows.join('\n')}
${failures.length ? `\nFailed measurements: ${failures.join('; ')}.\n` : ''}
## Method

- \`npm run bench\` (tools/bench/bench.mjs, about 1.5 min) builds the app as shipped with Vite's
  JS API into dist-bench/ (\`--skip-build --dist DIR\` measures a build that exists), serves it
  with Vite's \`preview()\` and drives headless Chromium (scripts/chromium.mjs: WebGL through
  SwiftShader) with Playwright. Every visit is a fresh context with the phone of
  scripts/devices.mjs: load, wait for \`data-ready\`, 0.5 s to settle, a forced GC, then a
  ${WINDOW_MS / 1000} s window that starts with the tap (cases with one). ${ROUNDS} rounds
  (\`--rounds\`), interleaved, their order rotated, so drift on the machine hits every case
  alike; medians over the rounds.
- **CPU ms/frame**: the renderer main thread's CPU time over the window, from CDP
  \`Performance.getMetrics\` in \`threadTicks\` (TaskDuration less DevToolsCommandDuration, the
  bench's own calls; ScriptDuration for the script column), divided by the frames the main
  thread ran. An init script (tools/bench/probe.mjs) runs a requestAnimationFrame loop that
  counts them on every page; the empty page is that loop and nothing else, so **Δ vs empty** is
  what a page adds to the main thread per frame. A scene in a worker runs on its own thread,
  which these figures leave out.
- **The song's cost** (issue 33): "a made love page" and "its tune playing" are one page made
  on /create without and with a built-in tune, tapped before the window (the tap starts the
  tune; its burst is over ${AFTER_TAP_MS / 1000} s later, when the window opens): their
  difference is what a playing tune costs the page's thread (the element plays it; the render
  happened before the window).
- **scene ran on**: the worker when the page handed its canvas over
  (\`transferControlToOffscreen\`) and WebGL frames were drawn there, else the main thread.
  **scene frames/s**: WebGL \`clear\` calls (three clears once per render), counted in the page
  and, through Playwright's \`worker.evaluate\`, in the scene's worker.
- **tap → first burst draw**: from the tap's \`pointerdown\` timeStamp (Playwright's touchscreen,
  at (0.5, 0.72) of the viewport on /love, the button's centre on /valentine) to the first WebGL
  instanced draw of ${BURST_COUNT} instances, on whichever thread draws: the frame that first
  shows the burst, less compositing. Both clocks are read as \`performance.timeOrigin\` plus the
  thread's \`performance.now()\`. **tap → \`data-burst\`**: to the moment the canvas's
  \`data-burst\` first reads ${BURST_COUNT} (a MutationObserver in the page).
- **JS heap after GC**: the main thread's JSHeapUsedSize after a forced GC at the end of the
  window.
- Software WebGL on a shared machine draws fewer than 60 frames a second, and fewer still
  when other work runs (see the load average above): compare rows of one run, not runs.
- Bundle sizes are not measured here: \`npm run size\` (size-limit, with the budgets in
  package.json; what each holds and why its limit moved: [SIZES.md](SIZES.md)) checks them in
  \`npm test\`, right after the build.
`

const formatted = await prettier.format(markdown, {
  ...(await prettier.resolveConfig(REPORT)),
  parser: 'markdown',
})
process.stdout.write(formatted)
if (!args['no-write']) {
  // The boot and tap blocks (npm run bench:boot and bench:tap) are those scripts' to write: kept.
  const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : ''
  const kept = ['boot', 'tap']
    .map((name) => previous.match(new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`))?.[0])
    .filter(Boolean)
  writeFileSync(REPORT, [formatted.trimEnd(), ...kept].join('\n\n') + '\n')
  log('wrote docs/PERFORMANCE.md')
}
process.exit(failures.length > 0 ? 1 : 0)
