// Bidirectional controls (issue 52): the embeddings, overrides and isolates (U+202A-202E,
// U+2066-2069) reorder what a reader sees of the text around them, so a name may read backwards
// or a line hide its end. Every text rule refuses them, /create saying so in both languages, and
// a link that carries one is invalid; right-to-left letters themselves stay welcome.
import LZString from 'lz-string'
import { describe, expect, it } from 'vitest'
import { checkRecipientName } from '../../src/settings/envChecks'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import { lineError, nameError, questionError } from '../../src/share/rules'
import { letterError } from '../../src/share/steps/letter'
import { captionError } from '../../src/share/steps/memories'
import { reasonError } from '../../src/share/steps/reasons'
import type { StoryStep } from '../../src/share/story'
import { en } from '../../src/texts/en'
import { vi } from '../../src/texts/vi'

const BIDI = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((code) =>
  String.fromCharCode(code),
)
const HOSTS = ['media.giphy.com', 'media.tenor.com']
const page = { recipientName: 'Lan', loveLine: 'Yêu em', gifUrl: CURATED_GIFS[0].url }

describe('bidirectional controls', () => {
  it.each(BIDI.map((char) => [`U+${char.charCodeAt(0).toString(16).toUpperCase()}`, char]))(
    '%s is refused by every text rule, in both languages',
    (_, char) => {
      const text = `Thảo ${char}Vy`
      for (const rules of [vi.rules, en.rules]) {
        for (const [error, what] of [
          [nameError, rules.nameWhat],
          [lineError, rules.lineWhat],
          [questionError, rules.questionWhat],
          [reasonError, rules.reasonWhat],
          [captionError, rules.captionWhat],
        ] as const) {
          expect(error(text, rules)).toBe(rules.textOneLine(what))
        }
        expect(letterError(`Gửi em,\n${text}`, rules)).toBe(rules.letterCharacters)
      }
      expect(checkRecipientName(text)).toMatch(/control characters/)
    },
  )

  it('name the controls they refuse in words, in both languages', () => {
    expect(vi.rules.textOneLine('Tên')).toMatch(/ký tự điều khiển/)
    expect(en.rules.textOneLine('Their name')).toMatch(/control characters/)
    expect(vi.rules.letterCharacters).toMatch(/ký tự điều khiển/)
    expect(en.rules.letterCharacters).toMatch(/control characters/)
  })

  it('make a link that carries one invalid, in any text of a page or a story', () => {
    const decode = (fields: unknown[]) =>
      decodeFragment(
        `v${fields.length === 3 ? 1 : 4}.${LZString.compressToEncodedURIComponent(JSON.stringify(fields))}`,
        HOSTS,
        [],
      ).kind
    const fieldsOf = (name: string, steps: unknown[] = []) =>
      [name, page.loveLine, page.gifUrl, '', '', '', '', '', '', steps] as unknown[]
    expect(decode([page.recipientName, page.loveLine, page.gifUrl])).toBe('valid')
    expect(decode(fieldsOf('Lan', [['letter', 'Gửi em']]))).toBe('valid')
    for (const char of BIDI) {
      expect(decode([`${char}naL`, page.loveLine, page.gifUrl])).toBe('invalid')
      expect(decode(fieldsOf('Lan', [['letter', `Gửi em ${char}`]]))).toBe('invalid')
      expect(decode(fieldsOf('Lan', [['reasons', [`vì ${char}em`]]]))).toBe('invalid')
    }
  })

  it('leave right-to-left letters and the marks that are no control alone', () => {
    for (const text of ['שירה', 'ليلى', 'Lan \u200fليلى\u200e']) {
      expect(nameError(text)).toBeUndefined()
      const steps: StoryStep[] = [{ kind: 'letter', text }]
      expect(
        decodeFragment(encodePage({ ...page, recipientName: text, steps }), HOSTS, []),
      ).toEqual({ kind: 'valid', page: { ...page, recipientName: text, steps } })
    }
  })
})
