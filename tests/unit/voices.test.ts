/**
 * The made page's voice (src/texts/voices.ts): every fixed Vietnamese word a made page shows
 * (the story's and the question's sections) and every suggested line, in each voice, says no
 * pronoun of another voice; the recipient's reply answers in theirs; the maker's own words and
 * English are never rewritten.
 */
import { describe, expect, it } from 'vitest'
import { suggestedLine, suggestionOf } from '../../src/pages/create/pageFields/suggestedLine'
import { openingWords } from '../../src/early/earlyStory'
import { OCCASIONS } from '../../src/occasions/occasions'
import { replyText } from '../../src/share/reply'
import { en } from '../../src/texts/en'
import { READER_SPOKEN } from '../../src/texts/questionTexts'
import { vi } from '../../src/texts/vi'
import {
  READER_VOICE,
  VOICE_SLOT,
  VOICE_WORDS,
  VOICES,
  voiced,
  voicedText,
  type Voice,
} from '../../src/texts/voices'

/** The words a voice may use for the two of them; any other voice's is a stray. */
const PRONOUNS: ReadonlySet<string> = new Set(['anh', 'em', 'tớ', 'cậu', 'bạn'])

/** Every text of `value` (functions called with `x`), with where it is. */
function textsOf(value: unknown, path = ''): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }]
  if (typeof value === 'function') {
    const call = value as (...args: unknown[]) => unknown
    return [{ path, text: String(call('x', 'x', 'x')) }]
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`))
  }
  return []
}

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? []

/** The page's sections as a voice shows them, the reply in the recipient's voice. */
const madeWords = (voice: Voice) => [
  ...textsOf(voiced(vi.story, voice), 'story'),
  ...textsOf(voiced(vi.question, voice, READER_SPOKEN), 'question'),
]

describe('the voice of a made page', () => {
  it.each(VOICES)('speaks only as %o in every fixed word, slots all filled', (voice) => {
    const mine = VOICE_WORDS[voice]
    const reader = VOICE_WORDS[READER_VOICE[voice]]
    for (const { path, text } of madeWords(voice)) {
      const own = READER_SPOKEN.some((key) => path.startsWith(`question.${key}`)) ? reader : mine
      expect(text, path).not.toMatch(/\{\w+\}/)
      const strays = wordsOf(text).filter(
        (word) => PRONOUNS.has(word) && word !== own.me && word !== own.you,
      )
      expect(strays, `${voice} ${path}: ${text}`).toEqual([])
    }
  })

  it.each(VOICES)('suggests every occasion’s line as %o', (voice) => {
    const { me, you } = VOICE_WORDS[voice]
    for (const occasion of OCCASIONS) {
      const line = suggestionOf('vi', occasion, voice)
      const strays = wordsOf(line).filter((w) => PRONOUNS.has(w) && w !== me && w !== you)
      expect(strays, `${voice} ${occasion}: ${line}`).toEqual([])
      expect(line).not.toMatch(VOICE_SLOT)
    }
  })

  it('leaves no anh or em outside a slot, in the page’s words and the suggestions', () => {
    const fixed = [
      ...textsOf(vi.story, 'story'),
      ...textsOf(vi.question, 'question'),
      ...textsOf(vi.create.occasionLines, 'occasionLines'),
    ]
    for (const { path, text } of fixed) {
      const strays = wordsOf(text.replace(VOICE_SLOT, '')).filter((w) => PRONOUNS.has(w))
      expect(strays, `${path}: ${text}`).toEqual([])
    }
  })

  it('says what a maker writing as em, or as tớ, would say', () => {
    const asEm = voiced(vi.story, 'em/anh')
    expect(asEm.reasonsHeading('Minh')).toBe('Những lý do em thương Minh')
    expect(asEm.memoriesHeading('Minh')).toBe('Những kỷ niệm của em và Minh')
    expect(asEm.daysHeadings.birthday).toBe('Sinh nhật anh, em đếm từng ngày')
    expect(voiced(vi.story, 'to/cau').reasonsHeading('Lan')).toBe('Những lý do tớ thương Lan')
    expect(voiced(vi.question, 'minh/cau').defaultQuestion).toBe('Làm người yêu mình nhé?')
    expect(voiced(vi.story, '').reasonsHeading('Lan')).toBe('Những lý do anh thương Lan')
  })

  it('answers in the recipient’s voice: em’s page gets anh’s yes', () => {
    const reply = (voice: Voice) =>
      replyText('yes', 'Đi chơi nhé?', 'https://x.test/', voiced(vi.question, voice, READER_SPOKEN))
    expect(reply('em/anh')).toMatch(/^Anh đồng ý rồi nè/)
    expect(reply('')).toMatch(/^Em đồng ý rồi nè/)
    expect(reply('to/cau')).toMatch(/^Tớ đồng ý rồi nè/)
  })

  it('keeps the asking and the reply apart, whichever is voiced first', () => {
    // The question page voices its section, then its reply the same section with the reader's.
    expect(voiced(vi.question, 'em/anh').replyOpenings.yes).toMatch(/^Em đồng ý/)
    expect(voiced(vi.question, 'em/anh', READER_SPOKEN).replyOpenings.yes).toMatch(/^Anh đồng ý/)
    expect(voiced(vi.question, 'em/anh').replyOpenings.yes).toMatch(/^Em đồng ý/)
  })

  it('never rewrites the maker’s own words, a slot in a name included', () => {
    expect(voiced(vi.story, 'em/anh').reasonsHeading('{me} $& {you}')).toBe(
      'Những lý do em thương {me} $& {you}',
    )
    const words = {
      envelopeTo: 'Gửi {name}',
      reasonsHeading: 'Những lý do {me} thương {name}',
      daysHeading: '',
      memoriesHeading: '',
      fromSender: 'Từ {name}',
    }
    const step = { kind: 'reasons', reasons: ['Vì {you} cười'] } as const
    expect(openingWords(step, '{me}', words, 'em/anh', '{you}')).toEqual([
      'Những lý do em thương {me}',
      'Vì {you} cười',
      'Từ {you}',
    ])
  })

  it('leaves English as it is, in every voice', () => {
    for (const voice of VOICES) {
      expect(textsOf(voiced(en.story, voice))).toEqual(textsOf(en.story))
      expect(textsOf(voiced(en.question, voice, READER_SPOKEN))).toEqual(textsOf(en.question))
      expect(suggestionOf('en', 'birthday', voice)).toBe(en.create.occasionLines.birthday)
    }
  })

  it('takes a suggestion in one voice for a suggestion in another, never the maker’s line', () => {
    const asAnh = suggestionOf('vi', 'tet', '')
    const asEm = suggestionOf('vi', 'tet', 'em/anh')
    expect(suggestedLine(asAnh, asEm, false)).toBe(asEm)
    expect(suggestedLine('Anh nhớ em', asEm, false)).toBe('Anh nhớ em')
    expect(voicedText('{Me} và {you}', 'minh/ban')).toBe('Mình và bạn')
  })
})
