/**
 * Text as a person sees it: NFC first (a Vietnamese letter typed as base + combining marks is
 * one letter), then counted in graphemes, so an emoji, a flag or `ệ` counts once. Pure.
 */

// Made on first use, and one for the module: building one costs more than segmenting a short
// text. Intl.Segmenter is newer than the build target (Firefox has it from 125), so an engine
// without it must still load this module: there, graphemes are approximated (below).
let graphemes: Intl.Segmenter | null | undefined

function segmenter(): Intl.Segmenter | null {
  if (graphemes === undefined) {
    graphemes =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter('vi', { granularity: 'grapheme' })
        : null
  }
  return graphemes
}

/**
 * A grapheme without Intl.Segmenter: a flag (two regional indicators), or any character with the
 * combining marks, emoji modifiers and variation selectors after it, and whatever a zero-width
 * joiner binds to it. Every Vietnamese letter, accented or not, and most emoji count once, as
 * with the segmenter; rarer clusters (Hangul jamo, some scripts' vowel signs) may count more.
 */
const APPROXIMATE_GRAPHEME =
  /(?:[\u{1F1E6}-\u{1F1FF}]{2}|[^])[\p{M}\u{1F3FB}-\u{1F3FF}]*(?:\u200D[^][\p{M}\u{1F3FB}-\u{1F3FF}]*)*/gu

/** Trimmed and in NFC, the form every count and every comparison uses. */
export function cleanText(value: string): string {
  return value.normalize('NFC').trim()
}

/**
 * How many characters a reader sees in `text`. `segments` is the engine's segmenter, or null
 * where it has none.
 */
export function countGraphemes(text: string, segments = segmenter()): number {
  if (!segments) return text.match(APPROXIMATE_GRAPHEME)?.length ?? 0
  let count = 0
  for (const _segment of segments.segment(text)) count++
  return count
}

// Tabs, line breaks and other control characters have no place in a one-line text; nor have the
// bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069), which reorder
// what a reader sees of the text around them (a name that reads backwards, a line that hides
// its end).
// oxlint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/** Whether `text` holds a line break, a tab or another control character (bidirectional ones too). */
export function hasControlChars(text: string): boolean {
  return CONTROL_CHARS.test(text)
}
