// `npm run bench:tap -- --trace DIR`: where a press's time goes, with no pixel copied out. For
// /love on each path and the two reference pages (canvas-confetti, the floor), one fresh page
// each, a performance trace (every process: the page, its worker, the GPU) over a first press and
// three later ones; writes DIR/<target>.json (open in DevTools' Performance panel) and prints,
// for each press, its way to the screen (toScreen) and, for 150 ms after its pointerdown, each
// thread's busiest top-level slices.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONFETTI_PATH } from './confettiPage.mjs'
import { FLOOR_PATH } from './floorPage.mjs'
import { findBurstFrame, framesOfTrace, takeStill } from './frames.mjs'

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
/** A first press and three later ones. */
const PRESSES = 4
/** What is traced, and on which thread each draws: `worker` (an OffscreenCanvas) or `main`. */
const TARGETS = [
  { id: 'worker', path: '/love', drawsOn: 'worker' },
  { id: 'main', path: '/love?scene=main', drawsOn: 'main' },
  { id: 'confetti', path: CONFETTI_PATH, drawsOn: 'worker' },
  { id: 'floor-worker', path: `${FLOOR_PATH}?thread=worker`, drawsOn: 'worker' },
  { id: 'floor-main', path: `${FLOOR_PATH}?thread=main`, drawsOn: 'main' },
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

const SWAP = 'SkiaOutputSurfaceImplOnGpu::SwapBuffers'

/**
 * One press's way to the screen, read off the trace with no pixel copied out (so nothing but the
 * trace itself weighs on the GPU process): the first frame callback after the pointerdown on the
 * thread that draws, when that frame is handed on (a worker's OffscreenCanvas pushes it to the
 * display compositor; the page's thread commits it to its own compositor, which draws it), and the
 * first display swap that starts after that: in headless Chromium it waits for all the frame's
 * GPU work and reads it back, so its end is when the frame is done. That frame draws the burst:
 * the e2e tests prove a request is drawn by the next frame. Times in ms after the pointerdown.
 */
function toScreen(events, names, from, drawsOn) {
  const thread = (e) => names.get(`${e.pid}:${e.tid}`) ?? ''
  const drawThread = drawsOn === 'worker' ? 'DedicatedWorker thread' : 'CrRendererMain'
  const after = (at, test) =>
    events.filter((e) => e.ts >= at && test(e)).sort((a, b) => a.ts - b.ts)[0]
  const callback = after(from, (e) => e.name === 'FireAnimationFrame' && thread(e) === drawThread)
  if (!callback) return null
  const handOff =
    drawsOn === 'worker'
      ? after(callback.ts, (e) => e.name === 'OffscreenCanvas::PushFrame' && thread(e) === drawThread)
      : after(callback.ts, (e) => e.name === 'DrawFrame' && thread(e) === 'Compositor' && e.pid === callback.pid)
  if (!handOff) return null
  // The display compositor takes a frame in at its next draw after the hand-off, and the GPU
  // process swaps what that draw made.
  const draw = after(handOff.ts + (handOff.dur ?? 0), (e) => e.name === 'Display::DrawAndSwap' && e.ph === 'X')
  if (!draw) return null
  const swap = after(draw.ts, (e) => e.name === SWAP && e.ph === 'X')
  if (!swap) return null
  const at = (ts) => (ts - from) / 1000
  return { callback: at(callback.ts), handOff: at(handOff.ts), swap: at(swap.ts), done: at(swap.ts + swap.dur) }
}

const one = (value) => value.toFixed(1)

/**
 * `withPixels` (--trace-pixels) adds the screenshots to the trace, and prints beside each press's
 * frame the one its pixels show the burst in (frames.mjs): that the two are the same frame is
 * what lets a trace without them time a press. The copies slow every frame down.
 */
export async function traceFirstPresses(
  browser,
  origin,
  dir,
  { openTarget, waitForQuiet, press, point, withPixels },
) {
  mkdirSync(dir, { recursive: true })
  const done = []
  for (const target of TARGETS) {
    const { context, page, cdp } = await openTarget(browser, origin, target)
    const still = withPixels ? await takeStill(page, cdp) : null
    await browser.startTracing(page, { categories: CATEGORIES, screenshots: withPixels })
    const sent = []
    for (let i = 0; i < PRESSES; i++) {
      await waitForQuiet(page)
      sent.push((await press(cdp, 80)).at)
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
      const way = toScreen(events, names, from, target.drawsOn)
      console.log(
        way
          ? `  to the screen: frame callback +${one(way.callback)} ms, handed on +${one(way.handOff)}, swap +${one(way.swap)} to +${one(way.done)}`
          : '  to the screen: not found',
      )
      if (way) done.push(`${target.id} ${i === 0 ? 'first' : 'later'} ${one(way.done)}`)
      if (still) {
        const frames = { before: still, frames: framesOfTrace(events, still.cssWidth) }
        const shown = findBurstFrame(frames, sent[i], point)
        console.log(`  its pixels: ${shown ? `+${one(shown.at - from / 1000)} ms` : 'no frame shows it'}`)
      }
      for (const row of summarize(events, names, from)) {
        console.log(`  ${row.thread}: ${row.busyMs.toFixed(1)} ms; ${row.top.join('; ')}`)
      }
    }
  }
  console.log(`\nPress → its frame done (ms), no pixel copied out:\n  ${done.join('\n  ')}`)
}
