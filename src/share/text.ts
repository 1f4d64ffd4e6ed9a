/**
 * Text as a person sees it: NFC first (a Vietnamese letter typed as base + combining marks is
 * one letter), then counted in graphemes, so an emoji, a flag or `ệ` counts once. Pure.
 */

// One segmenter for the module: building one costs more than segmenting a short text.
const graphemes = new Intl.Segmenter('vi', { granularity: 'grapheme' })

/** Trimmed and in NFC, the form every count and every comparison uses. */
export function cleanText(value: string): string {
  return value.normalize('NFC').trim()
}

/** How many characters a reader sees in `text`. */
export function countGraphemes(text: string): number {
  let count = 0
  for (const _segment of graphemes.segment(text)) count++
  return count
}

// Tabs, line breaks and other control characters have no place in a one-line text.
// oxlint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** Whether `text` holds a line break, a tab or another control character. */
export function hasControlChars(text: string): boolean {
  return CONTROL_CHARS.test(text)
}
