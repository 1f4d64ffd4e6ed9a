// The compositor's frames as a visitor's eye gets them: CDP's screencast, each frame stamped with
// its swap time, and the test `npm run bench:tap` applies to find the one that shows a burst.
import jpeg from 'jpeg-js'

/** A pixel counts as changed when one channel moved this much (of 255) from the frame before. */
const CHANGED_CHANNEL = 48
/**
 * The burst shows when this many pixels (CSS px) near the press changed in one frame, centred on
 * it: our first burst frame changes about 350 (300 hearts at the press, age 0), canvas-confetti's
 * thousands. A floating heart drifting by changes up to about 300 between two screencast frames,
 * but off centre: its centroid is where the heart is.
 */
export const MIN_CHANGED_PX = 250
/** How far the changed pixels' centroid may be from the press, CSS px. */
const CENTRED_PX = 20
/** How far from the press, CSS px: canvas-confetti's first frame already has hearts 20-70 px out. */
const REACH_PX = 60

/**
 * Starts the screencast (PNG at CSS size) and keeps every frame: { at (epoch ms), data }. Frames
 * are acknowledged at once and decoded only when asked, so the bench's own work stays out of the
 * measured window.
 */
export async function watchFrames(cdp) {
  const frames = []
  const onFrame = ({ data, metadata, sessionId }) => {
    frames.push({ at: metadata.timestamp * 1000, data, scale: metadata.deviceWidth })
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {})
  }
  cdp.on('Page.screencastFrame', onFrame)
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 80,
    maxWidth: 390,
    maxHeight: 844,
  })
  // The screencast sends the current frame first; wait for it, so there is always a "before".
  while (frames.length === 0) await new Promise((resolve) => setTimeout(resolve, 20))
  return {
    last: () => frames.at(-1),
    since: (at) => frames.filter((frame) => frame.at > at),
    stop: async () => {
      cdp.off('Page.screencastFrame', onFrame)
      await cdp.send('Page.stopScreencast').catch(() => {})
    },
  }
}

function decode(frame) {
  frame.image ??= jpeg.decode(Buffer.from(frame.data, 'base64'), { useTArray: true })
  return frame.image
}

/**
 * Pixels within REACH_PX of `point` (CSS px) that changed from `before` to `after`, and how far
 * their centroid is from `point`.
 */
function countChanged(before, after, point) {
  const a = decode(before)
  const b = decode(after)
  const scale = b.width / after.scale
  const x0 = Math.max(0, Math.round((point.x - REACH_PX) * scale))
  const x1 = Math.min(b.width, Math.round((point.x + REACH_PX) * scale))
  const y0 = Math.max(0, Math.round((point.y - REACH_PX) * scale))
  const y1 = Math.min(b.height, Math.round((point.y + REACH_PX) * scale))
  let changed = 0
  let sumX = 0
  let sumY = 0
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * b.width + x) * 4
      if (
        Math.abs(a.data[i] - b.data[i]) > CHANGED_CHANNEL ||
        Math.abs(a.data[i + 1] - b.data[i + 1]) > CHANGED_CHANNEL ||
        Math.abs(a.data[i + 2] - b.data[i + 2]) > CHANGED_CHANNEL
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
 * The first of `frames` (in order, after the press) that changed at least MIN_CHANGED_PX pixels
 * near `point`, centred on it, from the frame before it (`before` for the first): { at, changed },
 * or null.
 * Frame to frame, so a floating heart drifting by (a few px a frame) does not add up.
 */
export function findBurstFrame(before, frames, point) {
  let previous = before
  for (const frame of frames) {
    const { changed, offset } = countChanged(previous, frame, point)
    if (changed >= MIN_CHANGED_PX && offset <= CENTRED_PX) {
      return { at: frame.at, changed: Math.round(changed) }
    }
    previous = frame
  }
  return null
}
