import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { songElement } from '../../music/songElement'
import { startSong } from '../../music/songGate'
import type { Song } from '../../music/song'

// The toggle comes with the player, after the first gesture: the page's first load has neither.
const SongToggle = lazy(() =>
  import('./SongToggle').then((chunk) => ({ default: chunk.SongToggle })),
)

/**
 * A love page's song: `start` goes in the handler of the press that bursts (`isGesture` false
 * for a press kept from before the page was live), `toggle` in the page once a song has started.
 */
export function useSong(song: Song | undefined): {
  start: (isGesture: boolean) => void
  toggle: ReactNode
} {
  // A song started on an earlier page of this visit keeps its toggle here.
  const [isStarted, setIsStarted] = useState(() => songElement.audio !== undefined)
  // A press kept from before the page was live is answered as the page hydrates, before a
  // shared link's song is read: it starts the song once it is known.
  const isStartAwaitingSong = useRef(false)
  const start = (isGesture: boolean) => {
    if (!song) {
      isStartAwaitingSong.current = !isGesture
      return
    }
    startSong(song, isGesture)
    setIsStarted(true)
  }
  useEffect(() => {
    if (!song || !isStartAwaitingSong.current) return
    isStartAwaitingSong.current = false
    startSong(song, false)
    setIsStarted(true)
  }, [song])
  const toggle =
    isStarted && song ? (
      <Suspense fallback={null}>
        <SongToggle />
      </Suspense>
    ) : null
  return { start, toggle }
}
