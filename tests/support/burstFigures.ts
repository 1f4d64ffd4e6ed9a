/**
 * What a burst looks like at its pool's age, in numbers: how far it has spread and how many of
 * its particles read as hearts. Measured from the same closed form both renderers draw
 * (writeClampedBurstPose + projectBurstPose), for the unit tests and `npm run compare:visual`;
 * never per frame. Units: CSS px on screen, seconds.
 */
import {
  BURST_POSE_HEIGHT,
  BURST_POSE_ROTATION,
  BURST_POSE_WIDTH,
  BURST_POSE_X,
  BURST_POSE_Y,
  projectBurstPose,
  writeClampedBurstPose,
} from '../../src/particles/burstMotion'
import { createBurstPool, startBurstAt, type BurstPool } from '../../src/particles/burstPool'
import { writeCalmBurstPose } from '../../src/particles/calmMotion'
import { createSeededRng } from '../../src/particles/rng'

/**
 * A burst heart reads as a heart at a glance when its shorter drawn side is at least this many
 * CSS px (10 device px at DPR 2, where the lobes, the notch and the tip resolve)...
 */
export const READABLE_HEART_MIN_PX = 5
/**
 * ...and its drawn width / height is within [1 / this, this]: past it, either way, the heart
 * reads as a dash or a sliver. Edge-on hearts fail this too (the tumble narrows the width).
 */
export const READABLE_HEART_ASPECT_MAX = 1.7

export type BurstFigures = {
  /** Particles whose centre is inside the viewport. */
  visible: number
  /** Of those, the ones that read as a heart (readsAsHeart). */
  readable: number
  /** readable / visible (0 when none is visible). */
  readableShare: number
  /** Median distance of all particles from the burst's origin on screen, px. */
  medianDistancePx: number
  /** Largest sideways distance of any particle from the origin on screen, px. */
  reachXPx: number
}

/**
 * Whether a heart drawn `widthPx` x `heightPx` on screen reads as a heart at a glance: its
 * shorter side is at least READABLE_HEART_MIN_PX and its aspect is within
 * [1 / READABLE_HEART_ASPECT_MAX, READABLE_HEART_ASPECT_MAX].
 */
export function readsAsHeart(widthPx: number, heightPx: number): boolean {
  if (Math.min(widthPx, heightPx) < READABLE_HEART_MIN_PX) return false
  const aspect = widthPx / heightPx
  return aspect <= READABLE_HEART_ASPECT_MAX && aspect * READABLE_HEART_ASPECT_MAX >= 1
}

/**
 * The figures of the burst in `pool` at its age, in a `viewWidth` x `viewHeight` viewport seen by
 * a camera `cameraDistance` px from the z = 0 plane (world origin at the viewport centre).
 * Allocates its result and a scratch array: for tests and tools, not for frames.
 */
export function createBurstFigures(
  pool: BurstPool,
  viewWidth: number,
  viewHeight: number,
  cameraDistance: number,
): BurstFigures {
  const pose = new Float32Array(8)
  const distances = new Float64Array(pool.count)
  let visible = 0
  let readable = 0
  let reachXPx = 0
  for (let i = 0; i < pool.count; i++) {
    writeClampedBurstPose(pool, i, cameraDistance, pose)
    projectBurstPose(pool, i, cameraDistance, pose)
    const dx = pose[BURST_POSE_X] - pool.originX
    const dy = pose[BURST_POSE_Y] - pool.originY
    distances[i] = Math.hypot(dx, dy)
    reachXPx = Math.max(reachXPx, Math.abs(dx))
    if (
      Math.abs(pose[BURST_POSE_X]) > viewWidth / 2 ||
      Math.abs(pose[BURST_POSE_Y]) > viewHeight / 2
    )
      continue
    visible++
    if (readsAsHeart(pose[BURST_POSE_WIDTH], pose[BURST_POSE_HEIGHT])) readable++
  }
  distances.sort()
  const middle = pool.count >> 1
  const medianDistancePx =
    pool.count === 0
      ? 0
      : pool.count % 2 === 1
        ? distances[middle]
        : (distances[middle - 1] + distances[middle]) / 2
  return {
    visible,
    readable,
    readableShare: visible === 0 ? 0 : readable / visible,
    medianDistancePx,
    reachXPx,
  }
}

/**
 * Whether (x, y), in heart.frag.glsl's units (tip at the origin, lobes up), is inside the heart:
 * where its signed distance is below 0. Above the line y + |x| = 1 that distance is a lobe's
 * circle's; below it, the distance to the nearer edge, signed by |x| - y. Only the sign is worked
 * out, with no square root: this runs for every device pixel of every seeded heart.
 */
function isInHeart(x: number, y: number): boolean {
  const px = Math.abs(x)
  if (y + px > 1) return (px - 0.25) ** 2 + (y - 0.75) ** 2 < 0.125
  // At the notch's point the distance is 0: not inside.
  return px < y && !(px === 0 && y === 1)
}

/** A device-pixel mask of a viewport: 1 where something is drawn. */
/**
 * Device pixels covered, and `box`: the device pixels any heart drawn into it could reach
 * (columns x0 to x1, rows y0 to y1, ends excluded); none outside it is set. A burst covers a
 * small part of the screen, so reading the box alone is many times quicker than the whole mask.
 */
export type PixelMask = {
  width: number
  height: number
  dpr: number
  pixels: Uint8Array
  box: { x0: number; x1: number; y0: number; y1: number }
}

/** An empty mask of a `width` x `height` CSS px viewport at `dpr`. */
export function createPixelMask(view: { width: number; height: number; dpr: number }): PixelMask {
  const width = Math.round(view.width * view.dpr)
  const height = Math.round(view.height * view.dpr)
  const box = { x0: width, x1: 0, y0: height, y1: 0 }
  // A whole number of 4-byte words behind it, so it can be read a word at a time.
  const pixels = new Uint8Array(
    new ArrayBuffer(Math.ceil((width * height) / 4) * 4),
    0,
    width * height,
  )
  return { width, height, dpr: view.dpr, pixels, box }
}

/** Empties `mask` again (its box alone), to draw the next burst into it. */
function clearPixelMask(mask: PixelMask): void {
  const { box } = mask
  for (let py = box.y0; py < box.y1; py++) {
    mask.pixels.fill(0, py * mask.width + box.x0, py * mask.width + box.x1)
  }
  Object.assign(box, { x0: mask.width, x1: 0, y0: mask.height, y1: 0 })
}

/**
 * The offsets dx (CSS px) on a row `dy` from a quad's centre that lie inside it, the quad
 * half-sized `halfWidth` x `halfHeight` and turned by the angle of cosine `c` and sine `s`:
 * where |c dx + s dy| <= halfWidth and |c dy - s dx| <= halfHeight. Empty as from > to.
 */
function quadSpan(
  c: number,
  s: number,
  dy: number,
  halfWidth: number,
  halfHeight: number,
): [number, number] {
  const across = spanOf(c, s * dy, halfWidth)
  const along = spanOf(-s, c * dy, halfHeight)
  return [Math.max(across[0], along[0]), Math.min(across[1], along[1])]
}

/** The dx where |a dx + b| <= half: an interval, or every dx or none when a is 0. */
function spanOf(a: number, b: number, half: number): [number, number] {
  if (Math.abs(a) < 1e-9) return Math.abs(b) > half ? [1, 0] : [-Infinity, Infinity]
  const one = (-half - b) / a
  const other = (half - b) / a
  return one < other ? [one, other] : [other, one]
}

/**
 * Marks in `mask` the device pixels whose centre lies inside a heart drawn `widthPx` x
 * `heightPx` (CSS px) centred at (x, y) (CSS px from the viewport's top-left), turned by
 * `rotation` rad counter-clockwise: the quad of HeartInstances and the SDF heart of
 * heart.frag.glsl, where a pixel's coverage passes one half.
 */
export function rasteriseHeart(
  mask: PixelMask,
  x: number,
  y: number,
  widthPx: number,
  heightPx: number,
  rotation: number,
): void {
  const { dpr } = mask
  const c = Math.cos(rotation)
  const s = Math.sin(rotation)
  const radius = Math.hypot(widthPx, heightPx) / 2
  const x0 = Math.max(0, Math.floor((x - radius) * dpr))
  const x1 = Math.min(mask.width, Math.ceil((x + radius) * dpr))
  const y0 = Math.max(0, Math.floor((y - radius) * dpr))
  const y1 = Math.min(mask.height, Math.ceil((y + radius) * dpr))
  if (x0 < x1 && y0 < y1) {
    const { box } = mask
    box.x0 = Math.min(box.x0, x0)
    box.x1 = Math.max(box.x1, x1)
    box.y0 = Math.min(box.y0, y0)
    box.y1 = Math.max(box.y1, y1)
  }
  for (let py = y0; py < y1; py++) {
    // World +y is up, the screen's rows go down.
    const dy = y - (py + 0.5) / dpr
    // The row's stretch inside the turned quad, a device pixel wider on each side (the test
    // below stays exact): a heart's bounding circle has twice a square quad's area.
    const [from, to] = quadSpan(c, s, dy, widthPx / 2, heightPx / 2)
    const first = Math.max(x0, Math.floor((x + from) * dpr - 0.5) - 1)
    const last = Math.min(x1, Math.ceil((x + to) * dpr - 0.5) + 2)
    for (let px = first; px < last; px++) {
      const dx = (px + 0.5) / dpr - x
      // Into the quad's frame: the inverse of the shader's rotation.
      const u = (c * dx + s * dy) / widthPx
      const v = (-s * dx + c * dy) / heightPx
      if (Math.abs(u) > 0.5 || Math.abs(v) > 0.5) continue
      if (isInHeart(u * 1.24, (v + 0.5) * 1.14 - 0.02)) mask.pixels[py * mask.width + px] = 1
    }
  }
}

/**
 * The device pixels the burst in `pool` covers at its age, flying (writeClampedBurstPose) or
 * calm (writeCalmBurstPose), as both renderers draw it in a `width` x `height` viewport at `dpr`
 * whose camera is `cameraDistance` px from the plane: the union of its hearts, so overlapping
 * hearts count once. Drawn into `mask` when given (over what it holds), else a new one.
 */
export function rasteriseBurst(
  pool: BurstPool,
  view: { width: number; height: number; dpr: number; cameraDistance: number },
  isCalm = false,
  mask = createPixelMask(view),
): PixelMask {
  const pose = new Float32Array(8)
  for (let i = 0; i < pool.count; i++) {
    if (isCalm) writeCalmBurstPose(pool, i, pose)
    else writeClampedBurstPose(pool, i, view.cameraDistance, pose)
    projectBurstPose(pool, i, view.cameraDistance, pose)
    rasteriseHeart(
      mask,
      view.width / 2 + pose[BURST_POSE_X],
      view.height / 2 - pose[BURST_POSE_Y],
      pose[BURST_POSE_WIDTH],
      pose[BURST_POSE_HEIGHT],
      pose[BURST_POSE_ROTATION],
    )
  }
  return mask
}

/** What a seeded ensemble of bursts fired at one point covers over an age window. */
export type BurstAreaRange = {
  /** The fewest and the most device pixels any of them covers at any age of the window. */
  least: number
  most: number
  /**
   * Indexed by CSS px from the origin (rounded up): the largest share of its pixels any of them
   * has farther out than that.
   */
  outsideShare: Float64Array
  /**
   * The box (CSS px) that holds every one's median column and row: off-centre where the screen's
   * edge cuts a burst, as it cuts the page's.
   */
  medians: { left: number; right: number; top: number; bottom: number }
}

/** The middle index of `counts` (the first whose running sum reaches half of `total`), + 0.5. */
function medianOf(counts: Float64Array, total: number): number {
  let seen = 0
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i]
    if (seen >= total / 2) return i + 0.5
  }
  return NaN
}

/**
 * The drawn area of a burst fired at `origin` (CSS px from the viewport's top-left) when it is
 * between `fromS` and `toS` old, and how it thins out with the distance from `origin`, bounded
 * over one seeded burst per seed at `ageSteps` + 1 ages across that window: a page's own burst
 * is one more draw of the same random start values. Device pixels in CSS cells that `skip`
 * marks count for nothing (cells a measurement cannot attribute to the burst). Allocates a mask
 * per call: for tests, never per frame.
 */
export function burstAreaRange(
  view: { width: number; height: number; dpr: number; cameraDistance: number },
  origin: { x: number; y: number },
  ages: { fromS: number; toS: number },
  options: { seeds: readonly number[]; ageSteps?: number; isCalm?: boolean; skip?: Uint8Array },
): BurstAreaRange {
  const { seeds, ageSteps = 4, isCalm = false, skip } = options
  const pool = createBurstPool()
  const byRadius = new Float64Array(Math.ceil(Math.hypot(view.width, view.height)) + 1)
  const outsideShare = new Float64Array(byRadius.length)
  const columns = new Float64Array(view.width)
  const rows = new Float64Array(view.height)
  const medians = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity }
  let least = Infinity
  let most = 0
  const mask = createPixelMask(view)
  // Each device column's centre and CSS column, worked out once, not per pixel of every burst.
  const centreOfColumn = new Float64Array(mask.width)
  const cellOfColumn = new Int32Array(mask.width)
  for (let px = 0; px < mask.width; px++) {
    centreOfColumn[px] = (px + 0.5) / mask.dpr
    cellOfColumn[px] = Math.floor(centreOfColumn[px])
  }
  const words = new Uint32Array(mask.pixels.buffer)
  for (const seed of seeds) {
    startBurstAt(pool, origin.x - view.width / 2, view.height / 2 - origin.y, createSeededRng(seed))
    for (let step = 0; step <= ageSteps; step++) {
      pool.ageS = ages.fromS + ((ages.toS - ages.fromS) * step) / ageSteps
      clearPixelMask(mask)
      rasteriseBurst(pool, view, isCalm, mask)
      byRadius.fill(0)
      columns.fill(0)
      rows.fill(0)
      let area = 0
      for (let py = mask.box.y0; py < mask.box.y1; py++) {
        const y = (py + 0.5) / mask.dpr
        const cellY = Math.floor(y)
        const row = cellY * view.width
        const dy = y - origin.y
        const base = py * mask.width
        let rowArea = 0
        // Four pixels a read, skipping empty words: most of a burst's box is empty, and nothing
        // outside the box is ever set, so whole words may overhang it.
        for (let word = (base + mask.box.x0) >> 2; word < (base + mask.box.x1 + 3) >> 2; word++) {
          if (!words[word]) continue
          for (let at = word << 2; at < (word << 2) + 4; at++) {
            if (!mask.pixels[at]) continue
            const px = at - base
            if (px < 0 || px >= mask.width) continue
            const cellX = cellOfColumn[px]
            if (skip?.[row + cellX]) continue
            rowArea++
            columns[cellX]++
            const dx = centreOfColumn[px] - origin.x
            byRadius[Math.ceil(Math.sqrt(dx * dx + dy * dy))]++
          }
        }
        rows[cellY] += rowArea
        area += rowArea
      }
      least = Math.min(least, area)
      most = Math.max(most, area)
      if (area === 0) continue
      const [x, y] = [medianOf(columns, area), medianOf(rows, area)]
      medians.left = Math.min(medians.left, x)
      medians.right = Math.max(medians.right, x)
      medians.top = Math.min(medians.top, y)
      medians.bottom = Math.max(medians.bottom, y)
      let outside = area
      for (let radius = 0; radius < byRadius.length; radius++) {
        outside -= byRadius[radius]
        outsideShare[radius] = Math.max(outsideShare[radius], outside / area)
      }
    }
  }
  return { least, most, outsideShare, medians }
}
