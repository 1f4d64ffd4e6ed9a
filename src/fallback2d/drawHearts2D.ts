import {
  BURST_POSE_ALPHA,
  BURST_POSE_FLIP,
  BURST_POSE_HEIGHT,
  BURST_POSE_ROTATION,
  BURST_POSE_WIDTH,
  BURST_POSE_X,
  BURST_POSE_Y,
  projectBurstPose,
  writeClampedBurstPose,
} from '../particles/burstMotion'
import type { BurstPool } from '../particles/burstPool'
import type { WritablePlaneView } from '../particles/clickProjection'
import { writeCalmBurstPose, writeCalmHeartPose } from '../particles/calmMotion'
import {
  POSE_ALPHA,
  POSE_ROTATION,
  POSE_SIZE,
  POSE_X,
  POSE_Y,
  writeHeartPose,
} from '../particles/heartMotion'
import type { HeartPool } from '../particles/heartPool'
import { BURST_BACK_LIGHT } from '../particles/constants'
import { createLitPalette, paletteIndex, type HeartColours } from '../particles/palette'

// The heart the shader draws, as a path in a unit box centred on the origin, tip down (+y down).
const HEART_PATH =
  'M0 0.42C-0.08 0.34-0.5 0.04-0.5-0.16C-0.5-0.36-0.34-0.48-0.2-0.48C-0.1-0.48-0.03-0.42 0-0.34C0.03-0.42 0.1-0.48 0.2-0.48C0.34-0.48 0.5-0.36 0.5-0.16C0.5 0.04 0.08 0.34 0 0.42Z'

const _pose = new Float32Array(8)
let heartPath: Path2D | null = null

/** The fills of a page's hearts: their colours, and the lit backs of turned burst hearts. */
export type HeartFills = { readonly front: readonly string[]; readonly back: readonly string[] }

/** The fills for `colours`; the back as burst.vert.glsl mixes it. */
export function createHeartFills(colours: HeartColours): HeartFills {
  return { front: colours, back: createLitPalette(colours, BURST_BACK_LIGHT) }
}

/** The viewport as Canvas 2D draws it: the scene's view, and the device pixels per CSS px. */
export type View2D = WritablePlaneView & { dpr: number }

/** Where a pose array keeps each of a heart's values (heart and burst poses differ). */
type PoseSlots = {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  readonly rotation: number
  readonly alpha: number
}

const HEART_SLOTS: PoseSlots = {
  x: POSE_X,
  y: POSE_Y,
  width: POSE_SIZE,
  height: POSE_SIZE,
  rotation: POSE_ROTATION,
  alpha: POSE_ALPHA,
}

const BURST_SLOTS: PoseSlots = {
  x: BURST_POSE_X,
  y: BURST_POSE_Y,
  width: BURST_POSE_WIDTH,
  height: BURST_POSE_HEIGHT,
  rotation: BURST_POSE_ROTATION,
  alpha: BURST_POSE_ALPHA,
}

/** Draws the heart `pose` describes (world px, +y up, origin at the view's centre). */
function drawHeart(
  context: CanvasRenderingContext2D,
  view: View2D,
  pose: Float32Array,
  slots: PoseSlots,
  colour: string,
) {
  heartPath ??= new Path2D(HEART_PATH)
  const rotation = pose[slots.rotation]
  const cos = Math.cos(rotation)
  const sin = Math.sin(rotation)
  const width = pose[slots.width] * view.dpr
  const height = pose[slots.height] * view.dpr
  // World to canvas pixels, then rotate and scale the unit heart.
  const screenX = (view.width / 2 + pose[slots.x]) * view.dpr
  const screenY = (view.height / 2 - pose[slots.y]) * view.dpr
  context.setTransform(cos * width, -sin * width, sin * height, cos * height, screenX, screenY)
  context.globalAlpha = pose[slots.alpha]
  context.fillStyle = colour
  context.fill(heartPath)
}

/** Draws the floating hearts at their pool's time. */
export function drawFloatingHearts2D(
  context: CanvasRenderingContext2D,
  view: View2D,
  pool: HeartPool,
  isCalm: boolean,
  fills: HeartFills,
) {
  for (let i = 0; i < pool.count; i++) {
    if (isCalm) writeCalmHeartPose(pool, i, view, _pose)
    else writeHeartPose(pool, i, view, _pose)
    drawHeart(context, view, _pose, HEART_SLOTS, fills.front[paletteIndex(pool.tint[i])])
  }
}

/** Draws the burst at its pool's age, with the same perspective as the WebGL camera. */
export function drawBurst2D(
  context: CanvasRenderingContext2D,
  view: View2D,
  pool: BurstPool,
  isCalm: boolean,
  fills: HeartFills,
) {
  for (let i = 0; i < pool.count; i++) {
    if (isCalm) writeCalmBurstPose(pool, i, _pose)
    else writeClampedBurstPose(pool, i, view.cameraDistance, _pose)
    projectBurstPose(pool, i, view.cameraDistance, _pose)
    // As burst.vert.glsl: a turned heart's back is lit.
    const palette = _pose[BURST_POSE_FLIP] < 0 ? fills.back : fills.front
    drawHeart(context, view, _pose, BURST_SLOTS, palette[paletteIndex(pool.tint[i])])
  }
}
