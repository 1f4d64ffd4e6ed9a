/**
 * The song's player, loaded after the visitor's first gesture (songGate.ts has unlocked the
 * element by then): gives the element its song (a tune rendered into a `blob:` WAV, or the
 * maker's file), loops it, pauses it while the page is hidden, and tells the toggle
 * (SongToggle.tsx) what it may show. The status follows the element's own events, so what the
 * toggle says is what the browser does.
 */
import type { Song } from './song'
import { isSongTurnedOff, rememberSongTurnedOff } from './songChoice'
import { songElement } from './songElement'
import { songSource } from './songSource'

/**
 * - `loading`: not ready yet (no toggle).
 * - `playing`, `stopped`: the toggle turns it off or on.
 * - `tap-to-play`: the browser refused play() (in-app browsers), or a kept press could not
 *   start it: the toggle says "tap to play".
 * - `failed`: the song cannot load or play: no toggle, and no error in the console.
 */
export type SongStatus = 'loading' | 'playing' | 'stopped' | 'tap-to-play' | 'failed'

let status: SongStatus = 'loading'
const listeners = new Set<() => void>()
// Whether the song was playing when the page was hidden: it plays again when shown.
let isPausedByHiding = false

function setStatus(next: SongStatus): void {
  if (status === next || status === 'failed') return
  status = next
  for (const listener of listeners) listener()
}

/** The player's status now; `subscribe` hears every change (for useSyncExternalStore). */
export function songStatus(): SongStatus {
  return status
}

export function subscribeToSong(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function waitForTap(): void {
  songElement.isWaitingForTap = true
  setStatus('tap-to-play')
}

/** play(), reading a refusal as "tap to play" and a source that cannot play as a failure. */
function tryToPlay(audio: HTMLAudioElement): void {
  songElement.isWaitingForTap = false
  audio.play().catch((error: unknown) => {
    const name = error instanceof DOMException ? error.name : ''
    if (name === 'NotAllowedError') waitForTap()
    else if (name === 'NotSupportedError') fail(audio)
  })
}

function fail(audio: HTMLAudioElement): void {
  setStatus('failed')
  songElement.isWaitingForTap = false
  document.removeEventListener('visibilitychange', onVisibility)
  audio.removeAttribute('src')
}

function onVisibility(): void {
  const { audio } = songElement
  if (!audio) return
  if (document.hidden) {
    isPausedByHiding = !audio.paused
    audio.pause()
  } else if (isPausedByHiding) {
    isPausedByHiding = false
    tryToPlay(audio)
  }
}

/**
 * Gives `audio` (unlocked by the gate, or not: `isGesture`) its `song` and plays it, unless the
 * visitor turned the song off earlier in the visit (the gate then left it unstarted too, so it
 * stays silent until the toggle); a song that cannot play fails quietly.
 */
export function playSong(audio: HTMLAudioElement, song: Song, isGesture: boolean): void {
  audio.loop = true
  audio.addEventListener('playing', () => setStatus('playing'))
  audio.addEventListener('pause', () => {
    if (!document.hidden && status === 'playing') setStatus('stopped')
  })
  // A source that cannot load (a missing file, a host that is down): no toggle, no noise.
  audio.addEventListener('error', () => fail(audio))
  document.addEventListener('visibilitychange', onVisibility)
  songSource(song).then(
    (source) => {
      audio.src = source
      if (isSongTurnedOff()) setStatus('stopped')
      else if (isGesture) tryToPlay(audio)
      else waitForTap()
    },
    () => fail(audio),
  )
}

/** The toggle's press (a click: a user activation): the song off, or on again. */
export function toggleSong(): void {
  const { audio } = songElement
  if (!audio || status === 'failed' || status === 'loading') return
  const isOn = status === 'playing'
  rememberSongTurnedOff(isOn)
  if (isOn) audio.pause()
  else tryToPlay(audio)
}

/**
 * The page that showed the toggle is gone: nothing plays without its control. The song waits
 * for the next press that bursts (or the next page's toggle).
 */
export function pauseForLeaving(): void {
  const { audio } = songElement
  if (!audio || status !== 'playing') return
  audio.pause()
  waitForTap()
}
