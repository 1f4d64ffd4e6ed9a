// `npm run bench:tap`: how long a press takes to show, as the visitor's eye gets it (issue 24).
// The production build on a phone viewport in headless Chromium (software WebGL): the time from a
// press being sent (CDP Input.dispatchTouchEvent) to the first compositor frame (CDP screencast,
// stamped with its swap time) whose pixels around the press show the burst. Three targets,
// interleaved, a fresh page each visit: /love with the scene in its worker, /love on the page's
// thread (?scene=main), and canvas-confetti's heart burst (300 hearts at the pointer) on a local
// fixture page. The first press of a page is reported apart from the later ones. It writes the
// block between the tap markers of docs/PERFORMANCE.md.
// Options: --pages N (5 per target) --presses N (3 later presses a page) --dist DIR (dist)
// --build (build DIR first) --port N (4402) --no-write --trace DIR (tapTrace.mjs: traces instead)
// --compare DIR (another build, say the one before a change: its two /love targets join the run)
// --compare-label TEXT (what that build is, for the table).
import { execFileSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { PHONE } from '../../scripts/devices.mjs'
import { buildSite, previewSite } from '../../scripts/site-build.mjs'
import { routeFixtures } from '../../tests/e2e/fixtures.mjs'
import { CONFETTI_PATH, routeConfetti } from './confettiPage.mjs'
import { writeReportBlock } from './reportBlock.mjs'
import { findBurstFrame, MIN_CHANGED_PX, watchFrames } from './screencast.mjs'
import { traceFirstPresses } from './tapTrace.mjs'

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '5' },
    presses: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist' },
    build: { type: 'boolean', default: false },
    port: { type: 'string', default: '4402' },
    'no-write': { type: 'boolean', default: false },
    trace: { type: 'string' },
    compare: { type: 'string' },
    'compare-label': { type: 'string' },
  },
})
const ROOT = new URL('../../', import.meta.url)
const REPORT = new URL('docs/PERFORMANCE.md', ROOT)
const START = '<!-- tap:start -->'
const END = '<!-- tap:end -->'
/** Where a visitor taps on /love (as npm run bench does): below the love line, off the GIF. */
const PRESS = { x: 195, y: 608 }
/** After ready: long enough for any boot work (a warm-up) to be over, as for a reading visitor. */
const SETTLE_MS = 1500
/** How long a press's frames are kept: the burst must show well within it. */
const PRESS_WINDOW_MS = 1500
/** One frame at 60 Hz: the issue's target is each median within it of canvas-confetti's. */
const FRAME_MS = 17

export const TARGETS = [
  { id: 'worker', label: '/love, worker path (the default)', path: '/love' },
  { id: 'main', label: "/love, page's thread (`?scene=main`)", path: '/love?scene=main' },
  { id: 'confetti', label: 'canvas-confetti heart burst (300, at the pointer)', path: CONFETTI_PATH },
]

const log = (message) => process.stderr.write(`bench:tap: ${message}\n`)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const now = () => performance.timeOrigin + performance.now()

/** A fresh phone context on `target`, loaded, ready and settled. */
export async function openTarget(browser, origin, target) {
  const context = await browser.newContext(PHONE)
  await routeFixtures(context)
  await routeConfetti(context, origin)
  await context.addInitScript(() => {
    window.__pressAt = []
    addEventListener('pointerdown', (e) => window.__pressAt.push(performance.timeOrigin + e.timeStamp), {
      capture: true,
    })
  })
  const page = await context.newPage()
  await page.goto(`${origin}${target.path}`)
  await page.locator('[data-ready="true"]').first().waitFor({ state: 'attached', timeout: 60_000 })
  await sleep(SETTLE_MS)
  return { context, page, cdp: await context.newCDPSession(page) }
}

/** Waits until the last burst is over: the stage's count back to 0, or confetti's promise kept. */
export async function waitForQuiet(page) {
  await page.waitForFunction(
    () => {
      const canvas = document.querySelector('canvas[data-burst]')
      return !window.__confettiBusy && (!canvas || canvas.dataset.burst === '0')
    },
    null,
    { timeout: 15_000, polling: 50 },
  )
  await sleep(300)
}

/** Presses at PRESS (a touch, as a phone's finger) and lifts after `holdMs`; returns when sent. */
export async function press(cdp, holdMs) {
  const point = { ...PRESS, id: 1, radiusX: 4, radiusY: 4, force: 1 }
  const sentAt = now()
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  setTimeout(() => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).catch(() => {}), holdMs)
  return sentAt
}

/** One fresh page of `target`: its first press and `laterPresses` more, each in ms. */
async function visit(browser, origin, target, laterPresses) {
  const { context, page, cdp } = await openTarget(browser, origin, target)
  try {
    const frames = await watchFrames(cdp)
    const times = []
    for (let i = 0; i <= laterPresses; i++) {
      await waitForQuiet(page)
      const before = frames.last()
      const sentAt = await press(cdp, 80)
      await sleep(PRESS_WINDOW_MS)
      const found = findBurstFrame(before, frames.since(sentAt), PRESS)
      const pointerAt = (await page.evaluate(() => window.__pressAt))[i]
      if (!found) throw new Error(`press ${i + 1}: no frame showed the burst`)
      times.push({ ms: found.at - sentAt, toEvent: pointerAt - sentAt, changed: found.changed })
    }
    await frames.stop()
    return times
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const ms = (value) => value.toFixed(0)
const spread = (values) =>
  values.length === 0 ? '–' : `${ms(Math.min(...values))}-${ms(Math.max(...values))} ms (median ${ms(median(values))})`

if (args.build) {
  log(`building into ${args.dist}/`)
  await buildSite({ outDir: args.dist })
}
const server = await previewSite({ outDir: args.dist, port: Number(args.port), strictPort: false })
const other = args.compare
  ? await previewSite({ outDir: args.compare, port: Number(args.port) + 1, strictPort: false })
  : null
if (other) {
  TARGETS.push(
    ...TARGETS.filter((target) => target.id !== 'confetti').map((target) => ({
      ...target,
      id: `${target.id}-compare`,
      label: `${target.label}, ${args['compare-label'] ?? `${args.compare}/`}`,
      origin: other.url,
    })),
  )
}
const browser = await chromium.launch(chromiumLaunchOptions())
const loadBefore = loadavg()
const results = Object.fromEntries(TARGETS.map((target) => [target.id, []]))
const failures = []
try {
  if (args.trace) {
    await traceFirstPresses(browser, server.url, args.trace, { openTarget, waitForQuiet, press })
  }
  for (let round = 0; round < (args.trace ? 0 : Number(args.pages)); round++) {
    for (const target of TARGETS.map((_, i) => TARGETS[(i + round) % TARGETS.length])) {
      try {
        const times = await visit(browser, target.origin ?? server.url, target, Number(args.presses))
        results[target.id].push(times)
        log(`${round + 1} ${target.id}: ${times.map((t) => `${ms(t.ms)} (${t.changed} px, event +${ms(t.toEvent)})`).join(', ')}`)
      } catch (error) {
        failures.push(`${target.id}: ${String(error.message).split('\n')[0]}`)
        log(`${round + 1} ${target.id} FAILED: ${failures.at(-1)}`)
      }
    }
  }
} finally {
  await browser.close()
  await server.close()
  await other?.close()
}
if (args.trace) process.exit(0)
const loadAfter = loadavg()

const summary = Object.fromEntries(
  TARGETS.map(({ id }) => {
    const pages = results[id]
    return [
      id,
      {
        first: pages.map((times) => times[0].ms),
        later: pages.flatMap((times) => times.slice(1).map((t) => t.ms)),
        toEvent: pages.flatMap((times) => times.map((t) => t.toEvent)),
      },
    ]
  }),
)
const gap = (id, key) =>
  summary[id][key].length && summary.confetti[key].length
    ? median(summary[id][key]) - median(summary.confetti[key])
    : null
const verdict = (id) => {
  const gaps = [gap(id, 'first'), gap(id, 'later')]
  if (gaps.some((value) => value === null)) return 'not measured'
  const signed = gaps.map((value) => `${value >= 0 ? '+' : ''}${ms(value)} ms`)
  const met = gaps.every((value) => value <= FRAME_MS)
  return `first ${signed[0]}, later ${signed[1]} against canvas-confetti: **${met ? 'met' : 'not met'}**`
}
const rows = TARGETS.map(
  ({ id, label }) =>
    `| ${label} | ${results[id].length} | ${spread(summary[id].first)} | ${spread(summary[id].later)} |`,
)
const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' }).trim()
const events = TARGETS.flatMap(({ id }) => summary[id].toEvent)
const block = `${START}

## A press to the frame that shows it (\`npm run bench:tap\`)

Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} by tools/bench/tap.mjs on
\`${git('describe', '--always', '--dirty')}\` (${args.dist}/): phone 390 × 844 at DPR 2, touch,
headless Chromium with SwiftShader WebGL; ${args.pages} fresh pages a target, interleaved, each
pressed once ${SETTLE_MS / 1000} s after \`data-ready\` and then ${args.presses} more times, each
once the last burst was over. Load average ${loadBefore.map((v) => v.toFixed(2)).join(' ')} at the
start, ${loadAfter.map((v) => v.toFixed(2)).join(' ')} at the end.

| target | pages | first press of a page | later presses |
|---|--:|--:|--:|
${rows.join('\n')}

Issue 24's target, each median within one frame (${FRAME_MS} ms) of canvas-confetti's in the same run:
worker path ${verdict('worker')}; page's thread ${verdict('main')}.${
  other
    ? ` The build ${args['compare-label'] ?? `in ${args.compare}/`}, in the same run: worker path ${verdict('worker-compare')}; page's thread ${verdict('main-compare')}.`
    : ''
}
${failures.length ? `\nFailed visits: ${failures.join('; ')}.\n` : ''}
- **Press → frame**: from the moment the bench sends the touch (CDP \`Input.dispatchTouchEvent\`)
  to the swap time of the first CDP screencast frame (\`Page.startScreencast\`, JPEG at CSS
  size) in which at least ${MIN_CHANGED_PX} pixels within 60 px of the press changed from the
  frame before, centred on it (tools/bench/screencast.mjs). Screencast frames come only as
  often as the browser can copy them out (every 17 to 100 ms here), so each figure is late by
  up to one such gap, and some are skipped (a first burst frame found with over 1,000 pixels
  changed already shows the burst opened up): one press scatters by tens of ms, and medians of
  5 pages that differ by less than about 20 ms are not told apart. The page's \`pointerdown\` came
  ${ms(median(events))} ms (median) after the send.
- canvas-confetti (\`confetti.create(canvas, { resize: true, useWorker: true })\`, its
  README's heart path, 300 particles, spread 360, at the pointer) runs on a local page with a
  full-screen canvas made at load (tools/bench/confettiPage.mjs).
- \`--trace DIR\` records a performance trace of a first and a later press on both paths
  instead (tools/bench/tapTrace.mjs).

Where the first press's time went (issue 24, traced with \`--trace\` on 25 November 2026 before
and after the warm-up, one page a path, load average about 7): the first burst frame's WebGL
commands took 3.8 ms on the GPU process's main thread in the worker case and 11 to 18 ms on
the page's thread, against 0.2 to 0.3 ms for any later press. That is the driver building the
burst's pipeline (program, vertex layout, blending) at its first draw: three binds the idle
burst mesh every frame but, with no instances, never draws it, so \`compileAsync\` left that
step to the press. That GPU thread also swaps every compositor frame (13 to 55 ms each in
software), so a few ms more can make the burst miss a frame. The scripts' side was already tight:
on both paths and on /valentine, the frame after the press's message (or event) draws the
burst. Since \`src/scenes/WarmBurst.tsx\` (the boot draws the mesh once with one point-sized
instance, in the frame after the first), the first press's WebGL commands take 0.2 ms, as
later ones do. That 3.8 ms is below what this benchmark resolves here: in the run of 25 November
2026, 19:43 UTC, the build before the warm-up was no slower at its first press either. The
page's thread lags canvas-confetti by 100 to 200 ms at every press, first or later, on both
builds: how its frames reach the screen on this machine, not a first-use cost.
${END}`
process.stdout.write(`${block}\n`)
if (!args['no-write']) {
  await writeReportBlock(REPORT, START, END, block)
  log('wrote docs/PERFORMANCE.md')
}
process.exit(failures.length > 0 ? 1 : 0)
