/**
 * What an <audio> element plays for a song: a link's own address as it is, or a built-in tune
 * rendered here into a WAV file behind a `blob:` URL. Loaded lazily after the visitor's first
 * gesture (by the page's player and /create's preview); no React.
 *
 * A media element rather than Web Audio: iPhones mute Web Audio under the silent switch, not
 * media elements.
 */
import type { Song, TuneId } from './song'
import { renderTuneInSlices, TUNE_SAMPLE_RATE } from './renderTune'
import { wavBytes } from './wavFile'

// One render per tune per visit: the page's player and the preview share it.
const tuneUrls = new Map<TuneId, Promise<string>>()

async function renderTuneUrl(id: TuneId): Promise<string> {
  const samples = await renderTuneInSlices(id, TUNE_SAMPLE_RATE)
  const file = new Blob([wavBytes(samples, TUNE_SAMPLE_RATE)], { type: 'audio/wav' })
  return URL.createObjectURL(file)
}

/**
 * A file the build ships itself is named from the site's root (`/song.mp3`, in public/); the
 * site may be served under a base path (BASE_PATH, a project site's `/<repo>/`), where the file is.
 */
function addressOf(url: string): string {
  const isOwnFile = url.startsWith('/') && !url.startsWith('//')
  return isOwnFile ? `${import.meta.env.BASE_URL}${url.slice(1)}` : url
}

/** The address to play `song` from; a tune's is made once, then kept for the visit. */
export function songSource(song: Song): Promise<string> {
  if (song.kind === 'url') return Promise.resolve(addressOf(song.url))
  const cached = tuneUrls.get(song.id)
  if (cached) return cached
  const url = renderTuneUrl(song.id)
  tuneUrls.set(song.id, url)
  // A failed render is not kept: the next ask tries again.
  url.catch(() => tuneUrls.delete(song.id))
  return url
}
