// `npm run bench:tap -- --trace DIR`: where a press's time goes. For /love on each path, one
// fresh page, a performance trace (every process: the page, its scene worker, the GPU) over its
// first press and a later one; writes DIR/<path>.json (open in DevTools' Performance panel) and
// prints, for 150 ms after each press's pointerdown, each thread's busiest top-level slices.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'toplevel',
  'gpu',
  'disabled-by-default-gpu.service',
  'viz',
  'cc',
  'blink',
  'gpu.angle',
]
const WINDOW_US = 150_000
const PATHS = [
  { id: 'worker', path: '/love' },
  { id: 'main', path: '/love?scene=main' },
]

/** Thread names by pid:tid, from the trace's metadata events. */
function threadNames(events) {
  const names = new Map()
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name)
  }
  return names
}

/** Each thread's complete slices in [from, from + WINDOW_US) that no other slice holds. */
function summarize(events, names, from) {
  const byThread = new Map()
  const slices = events
    .filter((e) => e.ph === 'X' && e.ts >= from && e.ts < from + WINDOW_US && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const ends = new Map()
  for (const e of slices) {
    const key = `${e.pid}:${e.tid}`
    if ((ends.get(key) ?? 0) > e.ts) continue
    ends.set(key, e.ts + e.dur)
    const list = byThread.get(key) ?? []
    list.push(e)
    byThread.set(key, list)
  }
  return [...byThread.entries()]
    .map(([key, list]) => ({
      thread: names.get(key) ?? key,
      busyMs: list.reduce((sum, e) => sum + e.dur, 0) / 1000,
      top: list
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 4)
        .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)} ms @+${((e.ts - from) / 1000).toFixed(0)}`),
    }))
    .filter((row) => row.busyMs >= 1)
    .sort((a, b) => b.busyMs - a.busyMs)
}

export async function traceFirstPresses(browser, origin, dir, { openTarget, waitForQuiet, press }) {
  mkdirSync(dir, { recursive: true })
  for (const target of PATHS) {
    const { context, page, cdp } = await openTarget(browser, origin, target)
    await browser.startTracing(page, { categories: CATEGORIES })
    for (let i = 0; i < 2; i++) {
      await waitForQuiet(page)
      await press(cdp, 80)
      await new Promise((resolve) => setTimeout(resolve, 700))
    }
    const buffer = await browser.stopTracing()
    await context.close()
    const file = join(dir, `${target.id}.json`)
    writeFileSync(file, buffer)
    const events = JSON.parse(buffer.toString()).traceEvents
    const names = threadNames(events)
    const presses = events
      .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown')
      .map((e) => e.ts)
    for (const [i, from] of presses.entries()) {
      console.log(`\n${target.id}, ${i === 0 ? 'first' : 'later'} press (${file}):`)
      for (const row of summarize(events, names, from)) {
        console.log(`  ${row.thread}: ${row.busyMs.toFixed(1)} ms; ${row.top.join('; ')}`)
      }
    }
  }
}
