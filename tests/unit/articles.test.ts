import { describe, expect, test } from 'vitest'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS, sitesOf } from '../../src/share/hosts'
import { STREAMING_SITES } from '../../src/pages/create/song/streamingSites'
import { en } from '../../src/texts/en'
import type { Catalogue } from '../../src/texts/types'
import { vi } from '../../src/texts/vi'

// `a` or `an` before a word: "A Apple Music link" (issue 42) is the mistake this file catches.
// A text with a site's name in it is a function, so each one is called with every name below.

/** Words that start with a vowel letter and a consonant sound: a unicorn, a user, a one-off. */
const CONSONANT_SOUND = /^(?:uni|use|usu|uti|ura|ure|uri|uro|eu|ewe|one(?!\p{L})|once)/iu
/** Words that start with a consonant letter and a vowel sound: an hour, an honest answer. */
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/iu
/** Spelled-out letters whose names start with a vowel: an MP3, an SMS, an HTML tag, an F. */
const VOWEL_LETTER_NAMES = 'AEFHILMNORSX'
/** Upper-case words read as words, not letter by letter. */
const READ_AS_WORDS: ReadonlySet<string> = new Set(['GIF', 'GIFs'])

/** Whether `word` is read letter by letter: MP3, m4a, QR, HTML (but not GIF, not YouTube). */
function isSpelled(word: string): boolean {
  if (READ_AS_WORDS.has(word)) return false
  const letters = word.replace(/[^\p{L}]/gu, '')
  return (
    (letters.length >= 2 && letters === letters.toUpperCase()) ||
    (/\p{L}/u.test(word) && /\d/.test(word)) ||
    (letters.length > 0 && !/[aeiouy]/i.test(letters))
  )
}

/** The word in `token`, without its marks (Ảnh is Anh) and the punctuation around it. */
const wordOf = (token: string) =>
  token
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/^[“”"'‘’(«]+/u, '')
    .replace(/[.,:;!?”"’)»…]+$/u, '')

/**
 * Whether `token` (the word after an article, punctuation and all) starts with a vowel sound;
 * undefined when it is no word (an emoji, a symbol).
 */
function startsWithVowelSound(token: string): boolean | undefined {
  const word = wordOf(token)
  if (/^\d/.test(word)) return /^(?:8|1[18](?!\d))/.test(word) // an 8, an 11, an 18, a 20
  const first = word.match(/\p{L}/u)?.[0]
  if (first === undefined || !/^\p{L}/u.test(word)) return undefined
  if (isSpelled(word)) return VOWEL_LETTER_NAMES.includes(first.toUpperCase())
  if (/[aeiou]/i.test(first)) return !CONSONANT_SOUND.test(word)
  return VOWEL_SOUND.test(word)
}

/**
 * Every `a` or `an` in `text` that does not fit the sound of the word after it, of the articles
 * `checked` matches.
 */
function articleMistakes(text: string, checked = /^an?$/i): string[] {
  const mistakes: string[] = []
  for (const [, article, next] of text.matchAll(/(?<![\p{L}\p{N}'’.-])(an?)\s+(\S+)/giu)) {
    const isVowel = startsWithVowelSound(next)
    if (!checked.test(article) || isVowel === undefined) continue
    if ((article.toLowerCase() === 'an') !== isVowel) {
      mistakes.push(`${article} ${wordOf(next)}`)
    }
  }
  return mistakes
}

/** The names a catalogue text may be given, as the pages give them, and numbers. */
const NAMES: readonly string[] = [
  ...STREAMING_SITES.map(({ name }) => name),
  ...sitesOf(DEFAULT_GIF_HOSTS),
  ...sitesOf(DEFAULT_AUDIO_HOSTS),
  ...Object.values(en.create.musicTunes),
  'Giphy',
  'Tenor',
  'Imgur',
  'Emma',
  'Em Yêu',
  'ogg',
  '8',
  '11',
  '18',
  '20',
  '120',
]

/**
 * Every text of `value` with where it is (`create.streamingWhy`): a function is called once per
 * name, each argument an array holding it (an array serves as a string, a number, a list of sites
 * and a true flag alike).
 */
function textsOf(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (typeof value === 'function') {
    const call = value as (...args: unknown[]) => unknown
    return NAMES.map((name) => ({
      path: `${path}(${name})`,
      text: String(call(...Array.from({ length: value.length }, () => [name]))),
    }))
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`))
  }
  return []
}

/** The mistakes in every text of `catalogue`, of the articles `checked` matches. */
const mistakesIn = (catalogue: Catalogue, checked?: RegExp) =>
  textsOf(catalogue).flatMap(({ path, text }) =>
    articleMistakes(text, checked).map((mistake) => `${path}: ${mistake} (${text})`),
  )

describe('a and an', () => {
  test('every English text puts `a` before a consonant sound and `an` before a vowel sound', () => {
    expect(mistakesIn(en)).toEqual([])
  })

  test('no Vietnamese text puts `a` before a vowel sound (a site’s or a tune’s name)', () => {
    // `an` is a Vietnamese word (an khang, bình an), so only `a` is checked there.
    expect(mistakesIn(vi, /^a$/i)).toEqual([])
  })

  test('catches the issue’s mistake and its kind', () => {
    expect(articleMistakes('A Apple Music link can’t play')).toEqual(['A Apple'])
    expect(articleMistakes('an Tenor GIF, a hour, an unicorn, a MP3, a 8 March')).toEqual([
      'an Tenor',
      'a hour',
      'an unicorn',
      'a MP3',
      'a 8',
    ])
    expect(
      articleMistakes(
        'an Apple Music link, a unicorn, an hour, an honest answer, a user, a one-off, an 11, ' +
          'a 20 October wish, an MP3, an mp3, an SMS, an HTML tag, a QR code, a GIF, an iPhone, ' +
          'an “Imgur” link, a “Will you…?” question, an umbrella, a 💖',
      ),
    ).toEqual([])
  })

  test('knows how each site named to makers starts', () => {
    const articles: Record<string, 'a' | 'an'> = {
      'YouTube Music': 'a',
      YouTube: 'a',
      Spotify: 'a',
      'Apple Music': 'an',
      SoundCloud: 'a',
      TikTok: 'a',
      'Zing MP3': 'a',
      NhacCuaTui: 'a',
      Giphy: 'a',
      Tenor: 'a',
      'giphy.com': 'a',
      'tenor.com': 'a',
      'cloudinary.com': 'a',
      Imgur: 'an',
      Messenger: 'a',
      Zalo: 'a',
      Email: 'an',
    }
    for (const { name } of STREAMING_SITES) expect(articles, name).toHaveProperty([name])
    for (const [name, article] of Object.entries(articles)) {
      expect(startsWithVowelSound(name), name).toBe(article === 'an')
    }
  })
})
