/**
 * How the page's presses reach whoever draws the burst. The page owns the channel; the stage
 * connects once a renderer has drawn its first frame. A press made before that (while three.js is
 * on its way, or while a worker boots) is kept, the latest one only, and started on connect: a
 * press is never lost, and a newer press replaces an older burst anyway. It carries client
 * coordinates.
 */
import { createLatest, putLatest, takeLatest, type Latest } from '../particles/latest'
import type { Press } from '../particles/startBurst'

export type BurstStart = (press: Press) => void

export type BurstChannel = { start: BurstStart | null; latest: Latest<Press> }

export function createBurstChannel(): BurstChannel {
  return { start: null, latest: createLatest() }
}

/**
 * Starts the burst of `press` now, or keeps it for the next connect. One press, end to end:
 * pointerdown on /love (a click on /valentine's button) → this → the stage posts it to the worker
 * (calls straight in on the page's thread) → the scene's mount keeps it in the scene driver and
 * asks for a frame → that frame's first callback starts the burst at age 0 and the same frame
 * draws it (README, "A press's path"). No step waits a frame it need not: a press landing after a
 * frame's callbacks have run is started, once, by the next frame (sceneDriver.ts).
 */
export function sendPress(channel: BurstChannel, press: Press): void {
  if (channel.start) channel.start(press)
  else putLatest(channel.latest, press)
}

/** Connects the drawing side, and starts the burst of the press kept for it, if any. */
export function connectBurst(channel: BurstChannel, start: BurstStart): void {
  channel.start = start
  const press = takeLatest(channel.latest)
  if (press) start(press)
}

/** Disconnects `start`, unless another drawing side has connected since. */
export function disconnectBurst(channel: BurstChannel, start: BurstStart): void {
  if (channel.start === start) channel.start = null
}
