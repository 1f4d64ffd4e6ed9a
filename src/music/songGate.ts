/**
 * The only lines of sound in the pages' own code: what must happen inside the visitor's gesture.
 * A browser lets a media element play with sound only from a play() called during a user
 * activation (iOS: synchronously in the handler of a touch's end or a click), and the song is
 * not ready then: its player, a tune's synthesis and a file all load after. So the first gesture
 * makes the page's one audio element and calls play() on it at once, which unlocks that element
 * for the visit; the player (songPlayer.ts, a lazy chunk) then gives it the song and plays it.
 * Nothing audio exists before that gesture. A song the visitor turned off earlier in the visit is
 * made ready but not started.
 */
import type { Song } from './song'
import { isSongTurnedOff } from './songChoice'
import { songElement } from './songElement'

const ignore = () => {}

/**
 * Starts `song` (if any) on a press that bursts. `isGesture`: the press is the visitor's own, now
 * (a mouse's pointerdown, a touch's pointerup, a click); false for a press kept from before the
 * page was live, replayed without an activation: the song is made ready and waits for a press.
 * Later gestures play a song that waits (refused by the browser, or stopped as its page left).
 */
export function startSong(song: Song | undefined, isGesture: boolean): void {
  if (!song) return
  const { audio } = songElement
  if (audio) {
    if (isGesture && songElement.isWaitingForTap) {
      songElement.isWaitingForTap = false
      audio.play().catch(() => (songElement.isWaitingForTap = true))
    }
    return
  }
  const created = new Audio()
  songElement.audio = created
  // Without a source yet; the promise settles once the player gives it one. A visitor who
  // turned the song off earlier in the visit gets an element that waits for the toggle: once
  // play() is called, the element plays as soon as it has a source, whatever the player does.
  if (isGesture && !isSongTurnedOff()) created.play().catch(ignore)
  import('./songPlayer').then((player) => player.playSong(created, song, isGesture), ignore)
}
