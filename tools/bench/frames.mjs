// The compositor's frames as a visitor's eye gets them, every one, and the test `npm run
// bench:tap` applies to find the one that shows a burst. A Chromium performance trace with
// screenshots holds one "Screenshot" event per frame the display compositor draws, copied out
// right after that frame's swap and stamped then, in the trace's clock (CLOCK_MONOTONIC, the
// clock of process.hrtime). Unlike CDP's screencast, which copies out only as often as the
// browser gets to it (every 17-100 ms here, skipping frames, and, traced on /love's page thread,
// stamped 30-40 ms after the swap it shows), no frame is missed and each is timed to the ms.
import jpeg from 'jpeg-js'

/** A pixel counts as changed when one channel moved this much (of 255) from the frame before. */
const CHANGED_CHANNEL = 48
/**
 * The burst shows when this many pixels (CSS px) near the press changed in one frame, centred on
 * it: our first burst frame changes about 350 (300 hearts at the press, age 0), canvas-confetti's
 * thousands. A floating heart drifting by changes up to about 300 between two frames, but off
 * centre: its centroid is where the heart is.
 */
export const MIN_CHANGED_PX = 250
/** How far the changed pixels' centroid may be from the press, CSS px. */
const CENTRED_PX = 20
/** How far from the press, CSS px: canvas-confetti's first frame already has hearts 20-70 px out. */
const REACH_PX = 60
/** Only what a frame needs: its screenshot. Every other category costs the browser time. */
const CATEGORIES = ['disabled-by-default-devtools.screenshot']

/** Now, in the trace's clock, ms. */
export const traceNow = () => Number(process.hrtime.bigint()) / 1e6

/** A still of `page` now, as a frame: what a page that draws nothing until a press looks like. */
export async function takeStill(page, cdp) {
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'jpeg', quality: 80 })
  return { at: traceNow(), data, cssWidth: await page.evaluate(() => innerWidth) }
}

/** The frames of a trace recorded with screenshots, in order: { at (ms), data, cssWidth }. */
export function framesOfTrace(traceEvents, cssWidth) {
  return traceEvents
    .filter((event) => event.name === 'Screenshot' && event.args?.snapshot)
    .map((event) => ({ at: event.ts / 1000, data: event.args.snapshot, cssWidth }))
    .sort((a, b) => a.at - b.at)
}

/**
 * Records every frame of `page` from now until `stop()`, which returns { before, frames }:
 * `before` is a still taken first, the frame to compare the first recorded one with on a page
 * that drew nothing since.
 */
export async function recordFrames(browser, page, cdp) {
  const before = await takeStill(page, cdp)
  await browser.startTracing(page, { categories: CATEGORIES, screenshots: true })
  return {
    stop: async () => {
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString())
      return { before, frames: framesOfTrace(traceEvents, before.cssWidth) }
    },
  }
}

function decode(frame) {
  frame.image ??= jpeg.decode(Buffer.from(frame.data, 'base64'), { useTArray: true })
  return frame.image
}

/**
 * Pixels within REACH_PX of `point` (CSS px) that changed from `before` to `after`, and how far
 * their centroid is from `point`. The two may differ in size (a full still against a trace's
 * scaled-down frame): each is read at its own scale.
 */
function countChanged(before, after, point) {
  const a = decode(before)
  const b = decode(after)
  const scale = b.width / after.cssWidth
  const scaleA = a.width / before.cssWidth
  const x0 = Math.max(0, Math.round((point.x - REACH_PX) * scale))
  const x1 = Math.min(b.width, Math.round((point.x + REACH_PX) * scale))
  const y0 = Math.max(0, Math.round((point.y - REACH_PX) * scale))
  const y1 = Math.min(b.height, Math.round((point.y + REACH_PX) * scale))
  let changed = 0
  let sumX = 0
  let sumY = 0
  for (let y = y0; y < y1; y++) {
    const yA = Math.min(a.height - 1, Math.round((y / scale) * scaleA))
    for (let x = x0; x < x1; x++) {
      const i = (y * b.width + x) * 4
      const j = (yA * a.width + Math.min(a.width - 1, Math.round((x / scale) * scaleA))) * 4
      if (
        Math.abs(a.data[j] - b.data[i]) > CHANGED_CHANNEL ||
        Math.abs(a.data[j + 1] - b.data[i + 1]) > CHANGED_CHANNEL ||
        Math.abs(a.data[j + 2] - b.data[i + 2]) > CHANGED_CHANNEL
      ) {
        changed++
        sumX += x
        sumY += y
      }
    }
  }
  const offset = changed ? Math.hypot(sumX / changed / scale - point.x, sumY / changed / scale - point.y) : Infinity
  return { changed: changed / (scale * scale), offset }
}

/**
 * The first frame drawn after `sentAt` (ms, traceNow's clock) that changed at least
 * MIN_CHANGED_PX pixels near `point`, centred on it, from the frame before it (the last one
 * drawn before `sentAt`, or the still): { at, changed }, or null.
 * Frame to frame, so a floating heart drifting by (a few px a frame) does not add up.
 */
export function findBurstFrame({ before, frames }, sentAt, point) {
  let previous = frames.findLast((frame) => frame.at <= sentAt) ?? before
  for (const frame of frames.filter((each) => each.at > sentAt)) {
    const { changed, offset } = countChanged(previous, frame, point)
    if (changed >= MIN_CHANGED_PX && offset <= CENTRED_PX) {
      return { at: frame.at, changed: Math.round(changed) }
    }
    previous = frame
  }
  return null
}
