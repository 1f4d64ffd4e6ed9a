import {
  BURST_ALPHA,
  BURST_FLIP,
  BURST_HEIGHT,
  BURST_ROTATION,
  BURST_WIDTH,
  BURST_X,
  BURST_Y,
  projectBurstPose,
  writeClampedBurstPose,
} from '../particles/burstMotion'
import type { BurstPool } from '../particles/burstPool'
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
import { createLitPalette, HEART_PALETTE, paletteIndex } from '../particles/palette'

// The heart the shader draws, as a path in a unit box centred on the origin, tip down (+y down).
const HEART_PATH =
  'M0 0.42C-0.08 0.34-0.5 0.04-0.5-0.16C-0.5-0.36-0.34-0.48-0.2-0.48C-0.1-0.48-0.03-0.42 0-0.34C0.03-0.42 0.1-0.48 0.2-0.48C0.34-0.48 0.5-0.36 0.5-0.16C0.5 0.04 0.08 0.34 0 0.42Z'

const _pose = new Float32Array(8)
// The lit back of a turned burst heart, as burst.vert.glsl mixes it.
const HEART_BACK_PALETTE = createLitPalette(BURST_BACK_LIGHT)
let heartPath: Path2D | null = null

/** What a frame of the Canvas 2D fallback needs to know about the viewport. */
export type View2D = { width: number; height: number; dpr: number; cameraDistance: number }

function drawHeart(
  context: CanvasRenderingContext2D,
  view: View2D,
  x: number,
  y: number,
  width: number,
  height: number,
  rotation: number,
  alpha: number,
  colour: string,
) {
  heartPath ??= new Path2D(HEART_PATH)
  const cos = Math.cos(rotation)
  const sin = Math.sin(rotation)
  // World (+y up, origin at the centre) to canvas pixels, then rotate and scale the unit heart.
  const screenX = (view.width / 2 + x) * view.dpr
  const screenY = (view.height / 2 - y) * view.dpr
  context.setTransform(
    cos * width * view.dpr,
    -sin * width * view.dpr,
    sin * height * view.dpr,
    cos * height * view.dpr,
    screenX,
    screenY,
  )
  context.globalAlpha = alpha
  context.fillStyle = colour
  context.fill(heartPath)
}

/** Draws the floating hearts at their pool's time. */
export function drawFloatingHearts2D(
  context: CanvasRenderingContext2D,
  view: View2D,
  pool: HeartPool,
  isCalm: boolean,
) {
  for (let i = 0; i < pool.count; i++) {
    if (isCalm) writeCalmHeartPose(pool, i, view.width, view.height, _pose)
    else writeHeartPose(pool, i, view.width, view.height, _pose)
    const size = _pose[POSE_SIZE]
    drawHeart(
      context,
      view,
      _pose[POSE_X],
      _pose[POSE_Y],
      size,
      size,
      _pose[POSE_ROTATION],
      _pose[POSE_ALPHA],
      HEART_PALETTE[paletteIndex(pool.tint[i])],
    )
  }
}

/** Draws the burst at its pool's age, with the same perspective as the WebGL camera. */
export function drawBurst2D(
  context: CanvasRenderingContext2D,
  view: View2D,
  pool: BurstPool,
  isCalm: boolean,
) {
  for (let i = 0; i < pool.count; i++) {
    if (isCalm) writeCalmBurstPose(pool, i, _pose)
    else writeClampedBurstPose(pool, i, view.cameraDistance, _pose)
    projectBurstPose(pool, i, view.cameraDistance, _pose)
    // As burst.vert.glsl: a turned heart's back is lit.
    const palette = _pose[BURST_FLIP] < 0 ? HEART_BACK_PALETTE : HEART_PALETTE
    drawHeart(
      context,
      view,
      _pose[BURST_X],
      _pose[BURST_Y],
      _pose[BURST_WIDTH],
      _pose[BURST_HEIGHT],
      _pose[BURST_ROTATION],
      _pose[BURST_ALPHA],
      palette[paletteIndex(pool.tint[i])],
    )
  }
}
