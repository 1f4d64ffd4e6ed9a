/**
 * How the page's taps reach whoever draws them. The page owns the channel; the stage connects
 * once a renderer has drawn its first frame. A tap made before that (while three.js is on its
 * way, or while a worker boots) is kept, the latest one only, and fired on connect: a tap is
 * never lost, and a newer tap replaces an older burst anyway. It carries client coordinates.
 */
import type { BurstRequest } from './fireBurst'

export type BurstFire = (request: BurstRequest) => void

export type BurstChannel = { fire: BurstFire | null; pending: BurstRequest | null }

export function createBurstChannel(): BurstChannel {
  return { fire: null, pending: null }
}

/**
 * Fires `request` now, or keeps it for the next connect. One press, end to end: pointerdown on
 * /love (a click on /valentine's button) → this → the stage posts it to the worker (calls
 * straight in on the page's thread) → the scene's mount keeps it in the scene driver and asks
 * for a frame → that frame's first callback fires it at age 0 and the same frame draws it
 * (README, "A tap's path"). No step waits a frame it need not: a request landing after a
 * frame's callbacks have run is fired, once, by the next frame (sceneDriver.ts).
 */
export function requestBurst(channel: BurstChannel, request: BurstRequest): void {
  if (channel.fire) channel.fire(request)
  else channel.pending = request
}

/** Connects the drawing side, and fires the request kept for it, if any. */
export function connectBurst(channel: BurstChannel, fire: BurstFire): void {
  channel.fire = fire
  const pending = channel.pending
  if (pending) {
    channel.pending = null
    fire(pending)
  }
}

/** Disconnects `fire`, unless another drawing side has connected since. */
export function disconnectBurst(channel: BurstChannel, fire: BurstFire): void {
  if (channel.fire === fire) channel.fire = null
}
