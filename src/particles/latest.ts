/**
 * The latest press, kept until someone can answer it: a newer one replaces it (the latest wins).
 * The one helper for the three hand-offs a press crosses: before the app (earlyPress.ts), before
 * a renderer connects (the stage's burstChannel.ts), and into the next frame (sceneDriver.ts).
 * Plain data and two functions, so the early script stays a few bytes and a frame allocates
 * nothing.
 */

/** A slot holding the latest value put in it, or null once taken. */
export type Latest<T> = { value: T | null }

/** An empty slot. */
export function createLatest<T>(): Latest<T> {
  return { value: null }
}

/** Keeps `value` in `slot`, replacing what it held. */
export function putLatest<T>(slot: Latest<T>, value: T): void {
  slot.value = value
}

/** The value in `slot`, once: the slot is empty afterwards (null when it was). */
export function takeLatest<T>(slot: Latest<T>): T | null {
  const value = slot.value
  slot.value = null
  return value
}
