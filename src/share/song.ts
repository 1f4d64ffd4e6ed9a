/**
 * A page's song, and the text it travels as in a link (the last field of a v3 link): '' for
 * none, `tune:<id>` for a built-in tune, or the address of an audio file. Whether an address is
 * allowed is rules.ts's `songError`. Pure.
 */

/**
 * The built-in tunes, synthesized by the page itself (src/music: rendered after the first tap
 * into a WAV file in memory, played by an <audio> element), so they need no host. Each melody
 * is free to play: `fur-elise` is Beethoven's Für Elise (Beethoven died in 1827),
 * `canon-in-d` Pachelbel's Canon in D (Pachelbel died in 1706), and `beo-dat-may-troi`
 * Bèo dạt mây trôi, a traditional folk song of northern Vietnam (dân ca Bắc Bộ). An id, once in
 * a link, stays: a tune may be rewritten, never renamed or removed.
 */
export const TUNE_IDS = ['fur-elise', 'canon-in-d', 'beo-dat-may-troi'] as const
export type TuneId = (typeof TUNE_IDS)[number]

export type Song =
  { readonly kind: 'tune'; readonly id: TuneId } | { readonly kind: 'url'; readonly url: string }

/**
 * The file types a song's address may end in (case aside): what an <audio> element plays. Older
 * iPhones play no ogg or opus, and not every wav: /create warns of that; a link may carry them.
 */
export const AUDIO_EXTENSIONS = ['mp3', 'm4a', 'aac', 'ogg', 'opus', 'wav'] as const

const TUNE_PREFIX = 'tune:'
const AUDIO_PATH = new RegExp(`\\.(?:${AUDIO_EXTENSIONS.join('|')})$`, 'i')

/** Whether `id` names a built-in tune (a link may carry anything). */
export function isTuneId(id: string): id is TuneId {
  return (TUNE_IDS as readonly string[]).includes(id)
}

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
