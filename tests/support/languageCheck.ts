/**
 * What a text in one language must not hold of the other: a Vietnamese letter on an English page,
 * a plain English word on a Vietnamese page. One list for the catalogues' unit test
 * (tests/unit/texts.test.ts) and for the pages as a visitor reads them (tests/e2e/languages.e2e.ts).
 */

/** Vietnamese letters: those with a breve, circumflex, horn or bar, and every toned vowel. */
export const VIETNAMESE_LETTER =
  /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/iu

/**
 * What stays Vietnamese on an English page: the built-in folk song's name and the occasions' own
 * names (Tết, Trung Thu), as English writes them. People's example names are English ones there
 * (Emma, emma.lee).
 */
export const VIETNAMESE_IN_ENGLISH: readonly string[] = ['Bèo dạt mây trôi', 'Tết', 'Trung Thu']

/** Plain English words that have no place in a Vietnamese text (whole words, any case). */
export const ENGLISH_WORDS: readonly string[] = [
  'love',
  'click here',
  'open',
  'create',
  'make',
  'share',
  'copy',
  'send',
  'link',
  'page',
  'music',
  'song',
  'tune',
  'question',
  'answer',
  'yes',
  'no',
  'please',
  'your',
  'the',
  'you',
  'tap',
  'play',
  'stop',
  'loading',
  'preview',
  'download',
  'reload',
]

/**
 * What may read as English on a Vietnamese page: the seed's own texts (the titles `Homepage`,
 * `Love {name}'s` (here with the catalogue test's sample name `x`), `404 Not Found` and the
 * button `Click`) and proper names.
 */
export const ENGLISH_IN_VIETNAMESE: readonly (string | RegExp)[] = [
  'Homepage',
  /^Love x's$/,
  '404 Not Found',
  'Click',
  'Messenger',
  'Zalo',
  'YouTube',
  'Valentine',
  'iPhone',
  'Für Elise – Beethoven',
  'Canon in D – Pachelbel',
]

/** `text` with every `allowed` text (each occurrence of a string, a pattern's match) blanked. */
export function without(text: string, allowed: readonly (string | RegExp)[]): string {
  return allowed.reduce<string>(
    (rest, item) =>
      typeof item === 'string' ? rest.replaceAll(item, ' ') : rest.replace(item, ' '),
    text,
  )
}

/** The first plain English word of ENGLISH_WORDS in `text`, as a whole word, or undefined. */
export function englishWordIn(text: string): string | undefined {
  return ENGLISH_WORDS.find((word) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'iu').test(text),
  )
}

/** The words of `text` that hold a Vietnamese letter (empty when there is none). */
export function vietnameseWordsIn(text: string): string[] {
  return text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => VIETNAMESE_LETTER.test(word))
}
