import { useEffect, useState } from 'react'

/** Where the check of a song file's address stands: its metadata loaded, or failed to. */
export type SongFileCheck =
  | { readonly status: 'idle' | 'loading' | 'failed' }
  | { readonly status: 'loaded'; readonly durationS: number }

type Outcome = { readonly url: string; readonly check: SongFileCheck }

const IDLE: SongFileCheck = { status: 'idle' }
const LOADING: SongFileCheck = { status: 'loading' }

/**
 * Loads the metadata of the song file at `url` (undefined: nothing to check) in an <audio>
 * element made for it, kept out of the page: whether the browser can open the file, and its
 * length. Made only once the address passes the rules, dropped (its load stopped) when the
 * address changes. A failure is the element's `error` event, never a console error of ours.
 */
export function useSongFileCheck(url: string | undefined): SongFileCheck {
  const [outcome, setOutcome] = useState<Outcome>()

  useEffect(() => {
    if (!url) return
    const audio = document.createElement('audio')
    const finish = (check: SongFileCheck) => setOutcome({ url, check })
    const onLoaded = () => finish({ status: 'loaded', durationS: audio.duration })
    const onError = () => finish({ status: 'failed' })
    audio.addEventListener('loadedmetadata', onLoaded)
    audio.addEventListener('error', onError)
    audio.preload = 'metadata'
    audio.src = url
    return () => {
      audio.removeEventListener('loadedmetadata', onLoaded)
      audio.removeEventListener('error', onError)
      // Stops the request: an element without a source loads nothing.
      audio.removeAttribute('src')
      audio.load()
    }
  }, [url])

  if (!url) return IDLE
  return outcome?.url === url ? outcome.check : LOADING
}
