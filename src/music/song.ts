/**
 * A page's song: one of the built-in tunes, by id, or the address of an audio file. What the
 * page plays; the text a link carries it as, and the rules it must pass, are src/share's
 * (song.ts, rules.ts). Pure.
 */

/**
 * The built-in tunes, synthesized by the page itself (tunes.ts, renderTune.ts: rendered after the
 * first press into a WAV file in memory, played by an <audio> element), so they need no host. Each
 * melody is free to play: `fur-elise` is Beethoven's Für Elise (Beethoven died in 1827),
 * `canon-in-d` Pachelbel's Canon in D (Pachelbel died in 1706), and `beo-dat-may-troi`
 * Bèo dạt mây trôi, a traditional folk song of northern Vietnam (dân ca Bắc Bộ). An id, once in
 * a link, stays: a tune may be rewritten, never renamed or removed.
 */
export const TUNE_IDS = ['fur-elise', 'canon-in-d', 'beo-dat-may-troi'] as const
export type TuneId = (typeof TUNE_IDS)[number]

export type Song =
  { readonly kind: 'tune'; readonly id: TuneId } | { readonly kind: 'url'; readonly url: string }

/** Whether `id` names a built-in tune (a link may carry anything). */
export function isTuneId(id: string): id is TuneId {
  return (TUNE_IDS as readonly string[]).includes(id)
}
