/**
 * How a page asks the scene for a burst. The page owns the channel; the scene connects when it
 * has loaded. A tap made before three.js arrived is kept and fired on connect, so it is not lost.
 */
export type BurstFire = (clientX: number, clientY: number, hasPoint: boolean) => void

export type BurstChannel = {
  fire: BurstFire | null
  hasPending: boolean
  pendingX: number
  pendingY: number
  pendingHasPoint: boolean
}

export function createBurstChannel(): BurstChannel {
  return { fire: null, hasPending: false, pendingX: 0, pendingY: 0, pendingHasPoint: false }
}

/** A burst at a client point, or at the screen centre when `hasPoint` is false (keyboard). */
export function requestBurst(
  channel: BurstChannel,
  clientX: number,
  clientY: number,
  hasPoint: boolean,
): void {
  if (channel.fire) {
    channel.fire(clientX, clientY, hasPoint)
    return
  }
  channel.hasPending = true
  channel.pendingX = clientX
  channel.pendingY = clientY
  channel.pendingHasPoint = hasPoint
}

/** Connects the scene's emitter; returns the disconnect for the effect's cleanup. */
export function connectBurst(channel: BurstChannel, fire: BurstFire): () => void {
  channel.fire = fire
  if (channel.hasPending) {
    channel.hasPending = false
    fire(channel.pendingX, channel.pendingY, channel.pendingHasPoint)
  }
  return () => {
    if (channel.fire === fire) channel.fire = null
  }
}
