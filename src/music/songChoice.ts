/**
 * The visitor's "off", kept for the visit (this tab's sessionStorage), across pages and reloads.
 * The gate (songGate.ts) reads it before it starts the element, the player (songPlayer.ts) when
 * the toggle turns the song off or on.
 */
const OFF_KEY = 'heartburst:song-off'

/** Whether the visitor turned the song off earlier in this visit. */
export function isSongTurnedOff(): boolean {
  try {
    return sessionStorage.getItem(OFF_KEY) === '1'
  } catch {
    return false
  }
}

export function rememberSongTurnedOff(isOff: boolean): void {
  try {
    if (isOff) sessionStorage.setItem(OFF_KEY, '1')
    else sessionStorage.removeItem(OFF_KEY)
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}
