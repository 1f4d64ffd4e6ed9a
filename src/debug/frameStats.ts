/**
 * Running frame statistics for the dev overlay: a smoothed frame interval, the worst frame since
 * the last read, and the figures the overlay shows next to them. Units: ms and seconds.
 */

/** Smoothing of the frame interval: each frame moves the average this share of the way. */
const SMOOTHING = 0.1
/** A gap longer than this is a pause (a demand-driven scene at rest), not a slow frame. */
const PAUSE_S = 0.5

export type FrameStats = {
  /** Smoothed frame interval, ms (0 before the first frame). */
  frameMs: number
  /** Longest frame interval since `resetWorst`, ms. */
  worstMs: number
  /** Frames seen since the overlay mounted. */
  frames: number
  /** Seconds since the text was last written. */
  sinceTextS: number
  /** performance.now() of the last frame, ms. */
  lastFrameAtMs: number
  /** Draw calls of the last rendered frame (renderer.info.render.calls). */
  drawCalls: number
  /** Instances drawn by the scene's particle layers. */
  liveParticles: number
}

export function createFrameStats(): FrameStats {
  return {
    frameMs: 0,
    worstMs: 0,
    frames: 0,
    sinceTextS: 0,
    lastFrameAtMs: 0,
    drawCalls: 0,
    liveParticles: 0,
  }
}

/** Counts a frame `deltaS` seconds after the previous one, seen at `nowMs`. */
export function recordFrame(stats: FrameStats, deltaS: number, nowMs: number): void {
  stats.frames++
  stats.lastFrameAtMs = nowMs
  stats.sinceTextS += deltaS
  if (!(deltaS > 0) || deltaS > PAUSE_S) return
  const ms = deltaS * 1000
  stats.frameMs = stats.frameMs === 0 ? ms : stats.frameMs + (ms - stats.frameMs) * SMOOTHING
  if (ms > stats.worstMs) stats.worstMs = ms
}

/** The overlay's text; reading it starts a new worst-frame window. */
export function formatFrameStats(stats: FrameStats, isIdle: boolean): string {
  const fps = stats.frameMs > 0 ? Math.round(1000 / stats.frameMs) : 0
  const worst = stats.worstMs
  stats.worstMs = 0
  return (
    `${isIdle ? 'idle (no frames)' : `${fps} fps`}\n` +
    `frame ${stats.frameMs.toFixed(1)} ms, worst ${worst.toFixed(1)} ms\n` +
    `draw calls ${stats.drawCalls}\n` +
    `particles ${stats.liveParticles}\n` +
    `frames ${stats.frames}`
  )
}
