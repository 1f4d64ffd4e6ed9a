import LZString from 'lz-string'
import { describe, expect, it } from 'vitest'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS } from '../../src/share/hosts'
import { shareLinks, mainLink } from '../../src/share/links'
import { QUESTION_MAX_CHARS, type SharedPage } from '../../src/share/rules'
import { draftErrors, pageOfDraft, type CreateDraft } from '../../src/pages/create/draft/draft'
import { draftOf } from '../support/createDraft'

const hosts = DEFAULT_GIF_HOSTS
const audioHosts = DEFAULT_AUDIO_HOSTS
const GIF = CURATED_GIFS[1].url
const base = { recipientName: 'Thảo Vy 💖', loveLine: 'Thương em <3', gifUrl: GIF }
const roundTrip = (input: SharedPage) => decodeFragment(`#${encodePage(input)}`, hosts, audioHosts)
const forge = (value: unknown, version = 2) =>
  `#v${version}.${LZString.compressToEncodedURIComponent(JSON.stringify(value))}`

// Made by main's encodePage before v2 existed: an old link must open exactly as it did.
const OLD_V1 =
  'v1.NoIgKgFoxXgPYAQDUCedC8G4NJ2QBpwUA2AghYAB2A5nAKYC2cAPAMzYgQAuzADgM4BcA9D5eQAmASwCGAOmbkiMAE7iAxjEo8SAVWEBXAIwAvJAA8AZroCaAQUvnhPAEblRsgLQBrYRw5P7j1+47kOcRJhIxAAXSA'

describe('link format v2: a question and a contact', () => {
  it('still reads a v1 link made before v2, and still writes a page without question as v1', () => {
    expect(decodeFragment(`#${OLD_V1}`, hosts, audioHosts)).toEqual({ kind: 'valid', page: base })
    expect(encodePage(base)).toBe(OLD_V1)
    expect(
      encodePage({ ...base, question: '  ', contact: { kind: 'phone', value: '0912345678' } }),
    ).toBe(OLD_V1)
  })
  it('round-trips a question with each kind of contact, tidied as it travels', () => {
    const cases: Array<[SharedPage['contact'], SharedPage['contact']]> = [
      [
        { kind: 'messenger', value: ' @thao.vy ' },
        { kind: 'messenger', value: 'thao.vy' },
      ],
      [
        { kind: 'phone', value: '0912 345.678' },
        { kind: 'phone', value: '0912345678' },
      ],
      [
        { kind: 'email', value: 'vy@gmail.com' },
        { kind: 'email', value: 'vy@gmail.com' },
      ],
      [undefined, undefined],
    ]
    for (const [contact, travels] of cases) {
      const input = { ...base, question: ' Làm người yêu anh nhé? ', contact }
      const fragment = encodePage(input)
      expect(fragment).toMatch(/^v2\.[A-Za-z0-9+\-$]+$/)
      const expected = { ...base, question: 'Làm người yêu anh nhé?' }
      expect(decodeFragment(fragment, hosts, audioHosts)).toEqual({
        kind: 'valid',
        page: travels ? { ...expected, contact: travels } : expected,
      })
    }
  })
  it('carries a question of 80 characters and refuses 81', () => {
    const question = 'ệ'.repeat(QUESTION_MAX_CHARS)
    expect(roundTrip({ ...base, question }).kind).toBe('valid')
    expect(roundTrip({ ...base, question: `${question}a` }).kind).toBe('invalid')
  })
  it('points a question link at /share/question/, the others staying as they were', () => {
    const links = shareLinks('https://you.github.io/p/', { ...base, question: 'Đi chơi nhé?' })
    expect(links.question).toMatch(/^https:\/\/you\.github\.io\/p\/share\/question\/#v2\./)
    expect(links.love).toMatch(/\/p\/share\/love\/#v2\./)
    expect(mainLink(links)).toBe(links.question)
    const plain = shareLinks('https://you.github.io/p/', base)
    expect(plain.question).toBeUndefined()
    expect(mainLink(plain)).toBe(plain.love)
  })
  const refused: Array<[string, string]> = [
    ['a v2 link without question', forge([...Object.values(base), '', '', ''])],
    ['a v2 link of three texts', forge(Object.values(base))],
    ['a v1 link of six texts', forge([...Object.values(base), 'Hỏi?', '', ''], 1)],
    [
      'a javascript: contact',
      forge([...Object.values(base), 'Hỏi?', 'messenger', 'javascript:alert(1)']),
    ],
    [
      'an unknown contact kind',
      forge([...Object.values(base), 'Hỏi?', 'url', 'https://evil.example']),
    ],
    ['a kind without a value', forge([...Object.values(base), 'Hỏi?', 'phone', ''])],
    ['a value without a kind', forge([...Object.values(base), 'Hỏi?', '', '0912345678'])],
    [
      'an email with extra headers',
      forge([...Object.values(base), 'Hỏi?', 'email', 'a@b.vn?cc=c@d.vn']),
    ],
    [
      'a phone number with a body',
      forge([...Object.values(base), 'Hỏi?', 'phone', '0912345678?body=x']),
    ],
    [
      'markup in the question',
      forge([...Object.values(base), '<img src=x onerror=alert(1)>', '', '']),
    ],
    ['a line break in the question', forge([...Object.values(base), 'Làm\nngười yêu?', '', ''])],
  ]
  for (const [what, fragment] of refused) {
    it(`refuses ${what}`, () => {
      expect(decodeFragment(fragment, hosts, audioHosts).kind).toBe('invalid')
    })
  }
})

describe('/create: the question and the contacts', () => {
  const draft = (over: Partial<CreateDraft>) =>
    draftOf({ ...base, question: 'Làm người yêu anh nhé?', ...over })
  it('accepts no question and no contact, or a question with one contact', () => {
    expect(draftErrors(draft({ question: '' }), hosts)).toEqual({})
    expect(draftErrors(draft({ phone: '+84 912 345 678' }), hosts)).toEqual({})
    expect(pageOfDraft(draft({ email: 'vy@gmail.com' })).contact).toEqual({
      kind: 'email',
      value: 'vy@gmail.com',
    })
  })
  it('says in Vietnamese which rule each contact breaks, on its own field', () => {
    expect(draftErrors(draft({ messenger: 'ab' }), hosts).messenger).toMatch(/^Tên Messenger/)
    expect(draftErrors(draft({ phone: '12ab' }), hosts).phone).toMatch(/^Số điện thoại/)
    expect(draftErrors(draft({ email: 'vy@' }), hosts).email).toMatch(/^Email chưa đúng/)
    expect(draftErrors(draft({ question: '<b>hi</b>' }), hosts).question).toMatch(/thẻ HTML/)
  })
  it('takes one contact only, and only with a question', () => {
    const both = draftErrors(draft({ messenger: 'thao.vy', phone: '0912345678' }), hosts)
    expect(both).toEqual({ phone: 'Chỉ cần một cách liên lạc: hãy để trống ô này.' })
    const alone = draftErrors(draft({ question: '', phone: '0912345678' }), hosts)
    expect(alone.phone).toMatch(/chỉ dùng cho câu hỏi/)
  })
})
