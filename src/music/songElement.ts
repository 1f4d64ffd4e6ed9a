/**
 * What the gate (songGate.ts, in the pages' code) and the player (songPlayer.ts, lazy) share:
 * the page's one audio element, made by the first gesture, and whether its song waits for a press
 * (the next gesture then plays it, synchronously, as iOS requires).
 */
export const songElement: { audio?: HTMLAudioElement; isWaitingForTap: boolean } = {
  isWaitingForTap: false,
}
