import { VOICE_SLOT, voicedText } from '../../src/texts/voices'
import { describe, expect, test } from 'vitest'
import { LANGUAGES } from '../../src/texts/languages'
import { OCCASIONS } from '../../src/occasions/occasions'
import { lineError } from '../../src/share/rules'
import { catalogues, textsFor } from '../../src/texts/catalogues'
import { en } from '../../src/texts/en'
import { vi } from '../../src/texts/vi'
import {
  ENGLISH_IN_VIETNAMESE,
  englishWordIn,
  VIETNAMESE_IN_ENGLISH,
  VIETNAMESE_LETTER,
  vietnameseWordsIn,
  without,
} from '../support/languageCheck'

/** A text, where it is in its catalogue (`create.musicHosts`), and what kind it is. */
type Entry = { path: string; kind: string; text?: string }

// What a text with values is called with: an array serves as a number, a string, a list of
// sites and a true flag alike, and reads `x`, a letter of neither language's words.
const sample = () => ['x']

/** Every text of `value`, functions called with the sample values. */
function entriesOf(value: unknown, path = ''): Entry[] {
  if (typeof value === 'string') return [{ path, kind: 'text', text: value }]
  if (typeof value === 'function') {
    const text = (value as (...args: unknown[]) => unknown)(
      ...Array.from({ length: value.length }, sample),
    )
    return [{ path, kind: `function/${value.length}`, text: String(text) }]
  }
  if (Array.isArray(value)) {
    return [
      { path, kind: `list/${value.length}` },
      ...value.flatMap((item, index) => entriesOf(item, `${path}[${index}]`)),
    ]
  }
  if (typeof value === 'object' && value !== null) {
    return Object.keys(value)
      .sort()
      .flatMap((key) => entriesOf((value as Record<string, unknown>)[key], `${path}.${key}`))
  }
  return [{ path, kind: typeof value }]
}

const shapeOf = (value: unknown) => entriesOf(value).map(({ path, kind }) => `${path} ${kind}`)
const textsOf = (value: unknown) =>
  entriesOf(value).flatMap(({ path, text }) => (text === undefined ? [] : [{ path, text }]))

describe('the text catalogues', () => {
  test('every language has the same texts, of the same kinds, as Vietnamese', () => {
    expect(shapeOf(en)).toEqual(shapeOf(vi))
    for (const language of LANGUAGES) expect(shapeOf(textsFor(language))).toEqual(shapeOf(vi))
  })

  test('Vietnamese comes first and textsFor gives each language its own catalogue', () => {
    expect(LANGUAGES[0]).toBe('vi')
    expect(textsFor('vi')).toBe(vi)
    expect(textsFor('en')).toBe(en)
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort())
  })

  test('no text is empty, in any language', () => {
    for (const language of LANGUAGES) {
      for (const { path, text } of textsOf(textsFor(language))) {
        expect(text.trim(), `${language}${path}`).not.toBe('')
      }
    }
  })

  test('no Vietnamese letter in English, but in the folk song’s and the occasions’ names', () => {
    for (const { path, text } of textsOf(en)) {
      expect(without(text, VIETNAMESE_IN_ENGLISH), `en${path}: ${text}`).not.toMatch(
        VIETNAMESE_LETTER,
      )
    }
  })

  test('no plain English word in Vietnamese, but in the seed’s texts and proper names', () => {
    for (const { path, text } of textsOf(vi)) {
      // A voice slot (`{me}`) is no word: the voice's Vietnamese word goes there.
      const words = text.replace(VOICE_SLOT, '')
      expect(englishWordIn(without(words, ENGLISH_IN_VIETNAMESE)), `vi${path}: ${text}`).toBe(
        undefined,
      )
    }
  })

  test('the checks would catch a stray word or letter', () => {
    expect('Đồng ý').toMatch(VIETNAMESE_LETTER)
    expect('ĐỒNG Ý').toMatch(VIETNAMESE_LETTER)
    expect('Für Elise – Beethoven').not.toMatch(VIETNAMESE_LETTER)
    expect(englishWordIn('Mở link này nhé')).toBe('link')
    expect(englishWordIn('Click here để xem')).toBe('click here')
    expect(englishWordIn('Sao chép liên kết')).toBe(undefined)
    // Whole words only: `Love` in a longer word, or the seed's title, is no stray word.
    expect(englishWordIn(without("Love x's", ENGLISH_IN_VIETNAMESE))).toBe(undefined)
    expect(vietnameseWordsIn('Tap the heart, em yêu! Đồng ý?')).toEqual(['yêu', 'Đồng', 'ý'])
    expect(vietnameseWordsIn(without('Happy Tết, Emma', VIETNAMESE_IN_ENGLISH))).toEqual([])
  })

  test('the seed’s fixed texts keep their seed form in Vietnamese', () => {
    expect(vi.site.homeTitle).toBe('Homepage')
    expect(vi.site.notFoundTitle).toBe('404 Not Found')
    expect(vi.site.loveTitle('Em Yêu')).toBe("Love Em Yêu's")
    expect(vi.site.homeButton).toBe('Click')
    expect(vi.site.valentineButton).toBe('Chạm Đi Nè !!!')
  })

  test('every occasion has a title, a name, a line and a card in every language', () => {
    for (const language of LANGUAGES) {
      const { site, create, head } = textsFor(language)
      for (const occasion of OCCASIONS) {
        const where = `${language} ${occasion}`
        expect(site.occasionTitles[occasion]('x'), where).toMatch(/x/)
        expect(create.occasionNames[occasion].trim(), where).not.toBe('')
        expect(lineError(create.occasionLines[occasion]), where).toBe(undefined)
        expect(head.occasionCards[occasion].title.trim(), where).not.toBe('')
        expect(head.occasionCards[occasion].description.trim(), where).not.toBe('')
      }
      // No occasion is today's page: its line, card and title are today's.
      expect(voicedText(create.occasionLines.none)).toBe(site.defaultLoveLine)
      expect(head.occasionCards.none).toEqual(site.shareCard)
      expect(site.occasionTitles.none('x')).toBe(site.loveTitle('x'))
      // Each occasion reads as its own on /create and in a messenger.
      for (const texts of [
        create.occasionNames,
        create.occasionLines,
        Object.values(head.occasionCards).map(({ title }) => title),
      ]) {
        expect(new Set(Object.values(texts)).size, language).toBe(OCCASIONS.length)
      }
    }
  })

  test('today’s page and 14/2 keep the seed’s title and line in Vietnamese', () => {
    expect(vi.site.occasionTitles.none('Em Yêu')).toBe("Love Em Yêu's")
    expect(vi.site.occasionTitles.valentine('Em Yêu')).toBe("Love Em Yêu's")
    expect(voicedText(vi.create.occasionLines.none)).toBe('Anh yêu em nhiều lắm!')
    expect(en.create.occasionLines.none).toBe('I love you so much!')
  })

  test('English names a list of sites as a sentence does', () => {
    expect(en.rules.gifOffList(['giphy.com'])).toBe('The GIF must come from giphy.com.')
    expect(en.create.gifHosts(['giphy.com', 'tenor.com'])).toBe(
      'Works with GIFs from giphy.com and tenor.com.',
    )
    expect(en.rules.songOffList(['a.com', 'b.com', 'c.com'])).toBe(
      'The music must come from a.com, b.com or c.com.',
    )
  })

  test('the question page has as many labels for `No` in every language', () => {
    for (const language of LANGUAGES) expect(textsFor(language).question.noLabels).toHaveLength(5)
  })
})
