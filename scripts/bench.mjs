// `npm run bench`: builds the app (production) and the bench site, serves both, and measures in
// headless Chromium, interleaved in one run, what the performance issue asks: main-thread CPU
// per frame (CDP Performance metrics), frames, heap growth, allocations and GC, the first burst
// frame, idle and hidden pages, the DPR cap, CLS, and the JavaScript sizes. Prints the tables
// and writes them to docs/PERFORMANCE.md.
// Options: --rounds N (3) --window MS (3000) --soak S (20, after a 40 s warm-up) --skip-build
// --no-write
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import * as prettier from 'prettier'
import { measureBundle, measurePageScripts } from './bench/bundle.mjs'
import { extraCases, roundCases } from './bench/cases.mjs'
import { checkDprCap, checkIdleValentine, checkLoad, readGpu, soak } from './bench/checks.mjs'
import { checkHidden } from './bench/hidden.mjs'
import { siteNamer } from './bench/sites.mjs'
import { bundleTable, frameTable, summarize, targetRows } from './bench/report.mjs'
import { APP_OUT_DIR, BENCH_OUT_DIR, ROOT, buildSites, serveSites } from './bench/servers.mjs'
import { fixed } from './bench/stats.mjs'
import { visitCase } from './bench/visit.mjs'
import { chromiumLaunchOptions } from './chromium.mjs'

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    window: { type: 'string', default: '3000' },
    soak: { type: 'string', default: '20' },
    'soak-warmup': { type: 'string', default: '40' },
    'skip-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
})
const ROUNDS = Number(args.rounds)
const WINDOW_MS = Number(args.window)
const SOAK_S = Number(args.soak)
const SOAK_WARMUP_S = Number(args['soak-warmup'])
const TAP = { x: 0.5, y: 0.72 }

const log = (message) => process.stderr.write(`bench: ${message}\n`)
const startedAt = Date.now()
const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
const loadBefore = loadavg()[0]

async function attempt(label, run) {
  const began = Date.now()
  try {
    const result = await run()
    log(`${label} (${((Date.now() - began) / 1000).toFixed(1)} s)`)
    return result
  } catch (error) {
    log(`${label} FAILED: ${error.message.split('\n')[0]}`)
    return { error: error.message.split('\n')[0] }
  }
}

if (!args['skip-build']) {
  log('building the app (production) and the bench site')
  buildSites()
}
const bundle = measureBundle(join(ROOT, APP_OUT_DIR))
const confettiGz = measurePageScripts(join(ROOT, BENCH_OUT_DIR), 'confetti')

const sites = await serveSites()
// The preview servers are child processes: stop them however this script ends.
process.on('exit', () => sites.stop())
const browser = await chromium.launch(chromiumLaunchOptions())
const cases = roundCases(sites)
const extras = extraCases(sites)
const runs = Object.fromEntries([...cases, ...extras].map((c) => [c.id, []]))
const traced = {}
let checks = {}
let gpu = 'unknown'
try {
  gpu = await readGpu(browser, `${sites.benchUrl}/empty.html`)
  const visitTraced = async (testCase, label) => {
    traced[testCase.id] ??= []
    traced[testCase.id].push(
      await attempt(label, () =>
        visitCase(browser, testCase, { windowMs: WINDOW_MS, isTraced: true }),
      ),
    )
  }
  for (const testCase of cases.filter((c) => c.traced)) {
    await visitTraced(testCase, `traced ${testCase.id}`)
  }
  for (let round = 0; round < ROUNDS; round++) {
    // Rotate the order too, so no case always follows the same neighbour.
    const order = cases.map((_, i) => cases[(i + round) % cases.length])
    for (const c of order) {
      runs[c.id].push(
        await attempt(`round ${round + 1}/${ROUNDS} ${c.id}`, () =>
          visitCase(browser, c, { windowMs: WINDOW_MS, isTraced: false }),
        ),
      )
    }
    // The first-frame targets get a traced visit per round: one trace is one sample.
    if (round + 1 < ROUNDS) {
      for (const c of order.filter((candidate) => candidate.tracedEveryRound)) {
        await visitTraced(c, `round ${round + 1}/${ROUNDS} traced ${c.id}`)
      }
    }
  }
  for (const c of extras) {
    runs[c.id].push(
      await attempt(`extra ${c.id}`, () =>
        visitCase(browser, c, { windowMs: WINDOW_MS, isTraced: false }),
      ),
    )
  }
  const idle = await attempt('idle /valentine', () =>
    checkIdleValentine(browser, sites.appUrl, WINDOW_MS),
  )
  const dpr = await attempt('DPR cap', () => checkDprCap(browser, sites.appUrl))
  const load = await attempt('load, CLS, third parties', () =>
    checkLoad(browser, sites.appUrl, { sceneChunk: bundle.sceneChunk }),
  )
  const soakLove = await attempt(`soak /love ${SOAK_S} s`, () =>
    soak(browser, `${sites.appUrl}/love`, {
      warmupSeconds: SOAK_WARMUP_S,
      seconds: SOAK_S,
      target: TAP,
    }),
  )
  const soakThree = await attempt('warm three.js baseline', () =>
    soak(browser, `${sites.benchUrl}/three-empty.html`, { warmupSeconds: 16, seconds: 2 }),
  )
  checks = { idle, dpr, load, soaks: { love: soakLove, 'three-empty': soakThree } }
} finally {
  await browser.close()
}
const HIDDEN_MS = 3000
checks.hidden = await attempt('hidden tab', () => checkHidden(sites.appUrl, HIDDEN_MS))
sites.stop()

const ok = (value) => (value && !value.error ? value : null)
const summaries = Object.fromEntries(
  Object.entries(runs).map(([id, list]) => [id, summarize(list, traced[id] ?? [])]),
)
const idle = ok(checks.idle) && { ...checks.idle, windowS: WINDOW_MS / 1000 }
const hidden = ok(checks.hidden) && checks.hidden.map((h) => ({ ...h, hiddenS: HIDDEN_MS / 1000 }))
const soaks = {
  love: ok(checks.soaks?.love),
  'three-empty': ok(checks.soaks?.['three-empty']),
}
const nameSite = siteNamer(join(ROOT, APP_OUT_DIR))
if (soaks.love) {
  // What our own modules allocate, apart from three.js, R3F and React.
  const own = soaks.love.warm.sites.filter(([site]) => nameSite(site).includes('(src/'))
  const bytes = own.reduce((sum, [, size]) => sum + size, 0)
  soaks.love.warm.ownBytesPerFrame =
    soaks.love.warm.frames > 0 ? bytes / soaks.love.warm.frames : null
}
const targets = targetRows({
  summaries,
  bundle,
  load: ok(checks.load),
  soaks: soaks.love && soaks['three-empty'] ? soaks : {},
  idle,
  hidden,
  dpr: ok(checks.dpr),
})
const failures = [
  ...Object.entries(runs).flatMap(([id, list]) =>
    list.filter((r) => r.error).map((r) => `${id}: ${r.error}`),
  ),
  ...Object.entries(traced).flatMap(([id, list]) =>
    list.filter((r) => r.error).map((r) => `traced ${id}: ${r.error}`),
  ),
  ...Object.entries({ ...checks, ...checks.soaks })
    .filter(([, r]) => r && r.error)
    .map(([id, r]) => `${id}: ${r.error}`),
]
const warmSites = (soaks.love?.warm.top ?? [])
  .map(
    ([site, bytes]) =>
      `${nameSite(site)} ${fixed(bytes / (soaks.love.warm.frames || 1), 0)} B/frame`,
  )
  .join('; ')

const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1)
const machine =
  `${cpus().length} cores (${cpus()[0]?.model.trim()}), no GPU: WebGL through ${gpu}; ` +
  `Chromium ${browser.version()} headless; Node ${process.version}; ` +
  `load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end ` +
  '(other work on the machine shares these cores; interleaving spreads it over every case)'

const markdown = `# Performance

Measured ${date} by \`npm run bench\` (${ROUNDS} interleaved rounds, ${WINDOW_MS / 1000} s windows,
${minutes} min in all).

Machine: ${machine}. Phone viewport 390 × 844 at DPR 2 unless stated.

## Frame cost, per case

Medians over the rounds. **CPU** is the renderer main thread's CPU time over the window (CDP
\`Performance.getMetrics\` TaskDuration in \`threadTicks\`, less DevToolsCommandDuration: the bench's
own CDP calls) divided by the frames rendered in it. Columns marked *cold* come from extra traced visits (Chrome trace plus sampling
heap profiler, so their CPU is not used; one per case, one per round for /love and /valentine,
medians): the first burst after load, with the JIT still cold.

${frameTable([...cases, ...extras], summaries)}

## JavaScript (production build, gzip)

${bundleTable(bundle, confettiGz)}

## The issue's targets

${targets}

Warm allocation sites on /love during a burst (top 5, sampled, named through the build's
hidden source maps): ${warmSites || 'none'}.
${failures.length ? `\nFailed measurements: ${failures.join('; ')}.\n` : ''}
## Method

- \`npm run bench\` (scripts/bench.mjs) runs \`vite build --outDir ${APP_OUT_DIR}\` (the app as
  shipped) and \`vite build --config bench/vite.bench.config.ts\` (the bench pages, into
  ${BENCH_OUT_DIR}/), serves both with \`vite preview\` on free ports in 4180-4189 and drives
  headless Chromium (scripts/chromium.mjs: SwiftShader WebGL) with Playwright.
- Every visit is a fresh browser context: load, wait for \`data-ready\`, 0.5 s settle, force a
  GC, then a ${WINDOW_MS / 1000} s window that starts with the tap (cases with a burst). The
  100k cases emit far off screen (software WebGL draws about one 100k frame per 1.5 s, on
  screen or not) and skip the two frames that emit and upload before measuring at least three
  frames. Rounds are interleaved and their order rotated.
- An init script (scripts/bench/probe.mjs) counts frames without allocating: WebGL \`clear\`
  calls (three clears once per render), Canvas 2D \`clearRect\` calls (canvas-confetti clears
  once per frame) and the empty page's own count; it also counts draw calls, instances, bytes
  uploaded and live GL programs/buffers, and reads \`renderer.info\` through three's
  \`__THREE_DEVTOOLS__\` hook, which works in the production build. canvas-confetti's worker
  mode draws in a worker, so only its CPU per second is comparable.
- JS heap Δ: CDP JSHeapUsedSize after a forced GC, end of window minus start (includes code
  compiled on the first tap). Allocation per frame: the sampling heap profiler (512 B interval,
  objects collected by GC included). GC: MinorGC/MajorGC trace events after the tap. First
  burst frame: main-thread task time of the first frame after the tap's dispatch (from its
  animation-frame task up to the next one), against the median of the later frames in the same
  trace; the dispatch task itself (hit testing, hover and active styles, the page's handler) is
  the "tap task" column.
- Soak: /love with a burst every 4 s, ${SOAK_WARMUP_S} s to warm up (V8's code and feedback add a
  few hundred kB in the first half minute, then stop), then ${SOAK_S} s with the heap after GC
  at both ends (extrapolated linearly to 5 minutes; \`npm run bench -- --soak 300\` measures them), then warm allocation and GC sampling over
  one more burst; the same warm sampling on three.js drawing nothing gives the floor.
- Idle: /valentine, frames before any tap and after the burst has ended. Hidden: a second tab
  brought to the front over bare CDP (Playwright keeps its pages visible), frames and CPU while
  the page reports \`visibilityState\` hidden. DPR: canvas width over CSS width at device scale
  1, 2 and 3. Load: /love with the scene chunk held back ${1.2} s and the GIF 0.8 s; first
  contentful paint against the scene's arrival, layout shifts (PerformanceObserver), and every
  request leaving the local origin.
- Bundle: node:zlib gzip at its default level of every .js in ${APP_OUT_DIR}/; first load is what
  index.html references.
`

// Formatted as the repository's Prettier config wants it, so format:check stays green.
const target = join(ROOT, 'docs/PERFORMANCE.md')
const formatted = await prettier.format(markdown, {
  ...(await prettier.resolveConfig(target)),
  parser: 'markdown',
})
process.stdout.write(formatted)
if (!args['no-write']) {
  writeFileSync(target, formatted)
  log('wrote docs/PERFORMANCE.md')
}
