/**
 * The text a page's song (src/music/song.ts) travels as in a link (the last field of a v3 link):
 * '' for none, `tune:<id>` for a built-in tune, or the address of an audio file. Whether an
 * address is allowed is rules.ts's `songError`. Pure.
 */
import { isTuneId, type Song } from '../music/song.js'

/**
 * The file types a song's address may end in (case aside): what an <audio> element plays. Older
 * iPhones play no ogg or opus, and not every wav: /create warns of that; a link may carry them.
 */
export const AUDIO_EXTENSIONS = ['mp3', 'm4a', 'aac', 'ogg', 'opus', 'wav'] as const

const TUNE_PREFIX = 'tune:'
const AUDIO_PATH = new RegExp(`\\.(?:${AUDIO_EXTENSIONS.join('|')})$`, 'i')

/** Whether a URL's path (without its query) ends in an audio file's extension. */
export function isAudioPath(pathname: string): boolean {
  return AUDIO_PATH.test(pathname)
}

/** The text a song travels as: '' for none, `tune:<id>`, or the address. */
export function songText(song: Song | undefined): string {
  if (!song) return ''
  return song.kind === 'tune' ? `${TUNE_PREFIX}${song.id}` : song.url
}

/**
 * The song a link's text names: undefined for '' (no song), a tune for `tune:<id>`, else an
 * address, not yet checked (`songError` does that). `tune:` with an unknown id is `false`: no
 * song can be made of it, and the link holding it is refused.
 */
export function songOfText(text: string): Song | undefined | false {
  const value = text.trim()
  if (value === '') return undefined
  if (!value.startsWith(TUNE_PREFIX)) return { kind: 'url', url: value }
  const id = value.slice(TUNE_PREFIX.length)
  return isTuneId(id) && { kind: 'tune', id }
}
