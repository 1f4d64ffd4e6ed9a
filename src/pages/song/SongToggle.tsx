import { useEffect, useSyncExternalStore, type SyntheticEvent } from 'react'
import { pauseForLeaving, songStatus, subscribeToSong, toggleSong } from '../../music/songPlayer'
import { useTexts } from '../../texts/language'
import { songTexts } from '../../texts/songTexts'

// A press on the toggle is not a press on the page: it never bursts hearts.
const keepToItself = (event: SyntheticEvent) => event.stopPropagation()

/**
 * The song's speaker button, shown once the song is ready (a lazy chunk, with the player): it
 * turns the song off and on, or, when the browser refused to start it, says "tap to play". Its
 * name says what a press does. Gone when the song cannot play. Leaving the page stops the song.
 */
export function SongToggle() {
  const song = useTexts(songTexts)
  const status = useSyncExternalStore(subscribeToSong, songStatus, songStatus)
  useEffect(() => pauseForLeaving, [])
  if (status === 'loading' || status === 'failed') return null
  const isPlaying = status === 'playing'
  const isWaiting = status === 'tap-to-play'
  const label = isPlaying ? song.turnOff : isWaiting ? song.tapToPlay : song.turnOn
  return (
    <button
      type="button"
      className={`song-toggle song-toggle--${status}`}
      aria-label={label}
      onPointerDown={keepToItself}
      onPointerUp={keepToItself}
      onClick={(event) => {
        keepToItself(event)
        toggleSong()
      }}
    >
      <svg className="song-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" />
        {isPlaying ? (
          <path
            className="song-toggle__waves"
            d="M16 8.5a4.5 4.5 0 0 1 0 7M18.5 6a8 8 0 0 1 0 12"
          />
        ) : (
          <path className="song-toggle__waves" d="M16 9l6 6M22 9l-6 6" />
        )}
      </svg>
      {isWaiting && (
        <span className="song-toggle__hint" aria-hidden="true">
          {song.tapToPlay}
        </span>
      )}
    </button>
  )
}
