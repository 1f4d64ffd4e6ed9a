// The link's v4: a story's steps travel in the link, every rule checked as the form checks it;
// v1-v3 links read and are written exactly as before (golden fragments of the current release).
import { describe, expect, it } from 'vitest'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment, LINK_MAX_CHARS, STORY_LINK_MAX_CHARS } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import LZString from 'lz-string'
import { LETTER_MAX_CHARS } from '../../src/share/steps/letter'
import { REASON_MAX_CHARS, REASONS_MAX } from '../../src/share/steps/reasons'
import { STEP_KINDS, STEPS_MAX, type StoryStep } from '../../src/share/story'
import { DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import { STEP_EXAMPLES } from './stepExamples'

const HOSTS = ['media.giphy.com', 'media.tenor.com']
const page = { recipientName: 'Lan', loveLine: 'Yêu em', gifUrl: CURATED_GIFS[0].url }
const decode = (fragment: string) => decodeFragment(fragment, HOSTS, [])
const v4 = (fields: unknown[]) =>
  `v4.${LZString.compressToEncodedURIComponent(JSON.stringify(fields))}`
const base = (steps: unknown) => [
  page.recipientName,
  page.loveLine,
  page.gifUrl,
  '',
  '',
  '',
  '',
  '',
  '',
  steps,
]

const EVERY_KIND: StoryStep[] = STEP_KINDS.map((kind) => STEP_EXAMPLES[kind])

describe('a story in the link (v4)', () => {
  it('carries every kind of step, in order, and reads back the same', () => {
    const fragment = encodePage({ ...page, steps: EVERY_KIND })
    expect(fragment.startsWith('v4.')).toBe(true)
    const link = decodeFragment(fragment, HOSTS, [], DEFAULT_PHOTO_HOSTS)
    expect(link).toEqual({ kind: 'valid', page: { ...page, steps: EVERY_KIND } })
  })

  it('tidies the texts as they travel: NFC, a letter’s CR LF as LF, trimmed', () => {
    const decomposed = 'Tha\u0309o'
    const fragment = encodePage({
      ...page,
      steps: [
        { kind: 'letter', text: '  Gửi em,\r\nThương  \r\n' },
        { kind: 'reasons', reasons: [` ${decomposed} `] },
      ],
    })
    const link = decode(fragment)
    expect(link.kind === 'valid' && link.page.steps).toEqual([
      { kind: 'letter', text: 'Gửi em,\nThương' },
      { kind: 'reasons', reasons: ['Thảo'] },
    ])
  })

  it('writes v1-v3 for a page without steps', () => {
    expect(encodePage({ ...page, steps: [] }).startsWith('v1.')).toBe(true)
    expect(encodePage({ ...page, question: 'Hả?', steps: [] }).startsWith('v2.')).toBe(true)
  })

  it('holds six steps of the longest letters within the longest link a page reads', () => {
    const letter = 'ệ'.repeat(LETTER_MAX_CHARS)
    const steps = Array.from({ length: STEPS_MAX }, (): StoryStep => ({
      kind: 'letter',
      text: letter,
    }))
    const fragment = encodePage({ ...page, steps })
    expect(fragment.length).toBeLessThan(STORY_LINK_MAX_CHARS)
    expect(decode(fragment).kind).toBe('valid')
  })

  it.each([
    ['a seventh step', base(Array.from({ length: STEPS_MAX + 1 }, () => ['letter', 'x']))],
    ['no step', base([])],
    ['steps that are no list', base('letter')],
    ['an unknown kind', base([['poem', 'x']])],
    ['a letter one past its length', base([['letter', 'a'.repeat(LETTER_MAX_CHARS + 1)]])],
    ['a letter with markup', base([['letter', 'Hi <script>']])],
    ['a letter with a tab', base([['letter', 'a\tb']])],
    ['an empty letter', base([['letter', '  ']])],
    ['a reason one past its length', base([['reasons', ['a'.repeat(REASON_MAX_CHARS + 1)]]])],
    ['a reason on two lines', base([['reasons', ['a\nb']]])],
    [
      'one reason too many',
      base([['reasons', Array.from({ length: REASONS_MAX + 1 }, () => 'a')]]),
    ],
    ['no reasons', base([['reasons', []]])],
    ['a day not on the calendar', base([['days', '2025-02-29', 'together']])],
    ['a day of an unknown kind', base([['days', '2025-02-14', 'divorced']])],
    ['a question without words', base([['question', '', '', '']])],
    ['a question with a broken contact', base([['question', 'Hả?', 'phone', '12']])],
    ['a photo', [...base([['letter', 'x']]).slice(0, 7), 'L', 'gif', [['letter', 'x']]]],
    ['nine fields', base([['letter', 'x']]).slice(0, 9)],
  ])('is invalid with %s', (_, fields) => {
    expect(decode(v4(fields)).kind).toBe('invalid')
  })

  it('reads v4 links up to STORY_LINK_MAX_CHARS, and v1-v3 links only up to LINK_MAX_CHARS', () => {
    expect(decode(`v1.${'A'.repeat(LINK_MAX_CHARS)}`)).toEqual({
      kind: 'invalid',
      reason: 'too long',
    })
    expect(decode(`v4.${'A'.repeat(STORY_LINK_MAX_CHARS)}`)).toEqual({
      kind: 'invalid',
      reason: 'too long',
    })
    expect(decode(`v4.${'A'.repeat(LINK_MAX_CHARS)}`).kind).toBe('invalid')
  })
})

/**
 * Fragments the release before v4 wrote (70cb884's encoder, kept here as text): each reads as
 * the page it was, and the encoder writes it again byte for byte.
 */
const GOLDEN: [string, Parameters<typeof encodePage>[0]][] = [
  [
    'v1.NoIgKgFoxXgPYAQDUCeIA0ICyh1vAJZwHYDmAB0nAEYBX+cApgLZyCIgIIN4ArnADbEEllOBOvAAOBCIFK8AC5xAvBuA0nbQgIEiUIDOALgD0m+rQAmOAIYA6CbXwwATsYDGMepsIBVHGwCMALyQAPAGYeATQBBEKCcTXJaQ0sAWgBrHFVVGMjo+MTVWlVjQhxfEABdIA',
    {
      recipientName: 'Thảo Vy',
      loveLine: 'Mỗi ngày bên em đều là ngày đẹp nhất 💖',
      gifUrl: 'https://media.tenor.com/gUiu1zyxfzYAAAAi/bear-kiss-bear-kisses.gif',
    },
  ],
  [
    'v2.NoIgKgFoxXgPYAQDUCeIA0ICyh1vAJZwHYDmAB0nAEYBX+cApgLZyCIgIIN4ArnADbEEllOBOvAAOBCIFK8AC5xAvBuA0nbQgIEiUIDOALgD0m+rQAmOAIYA6CbXwwATsYDGMepsIBVHGwCMALyQAPAGYeATQBBEKCcTXJaQ0sAWgBrHFVVGMjo+MTVWlVjQhxfBQAZYkYiQAbAQF28PCRKDkN8CFEAS4B+BTaAXSA',
    {
      recipientName: 'Thảo Vy',
      loveLine: 'Mỗi ngày bên em đều là ngày đẹp nhất 💖',
      gifUrl: 'https://media.tenor.com/gUiu1zyxfzYAAAAi/bear-kiss-bear-kisses.gif',
      question: 'Làm người yêu anh nhé?',
    },
  ],
  [
    'v2.NoIgKgFoxXgPYAQDUCeIA0ICyh1vAJZwHYDmAB0nAEYBX+cApgLZyCIgIIN4ArnADbEEllOBOvAAOBCIFK8AC5xAvBuA0nbQgIEiUIDOALgD0m+rQAmOAIYA6CbXwwATsYDGMepsIBVHGwCMALyQAPAGYeATQBBEKCcTXJaQ0sAWgBrHFVVGMjo+MTVWlVjQhxfBUAEQDxvBjghCBxGfAgAS4B+BQZDHE4FQ2qAAVpvQ3ohTlpbexAAXSA',
    {
      recipientName: 'Thảo Vy',
      loveLine: 'Mỗi ngày bên em đều là ngày đẹp nhất 💖',
      gifUrl: 'https://media.tenor.com/gUiu1zyxfzYAAAAi/bear-kiss-bear-kisses.gif',
      question: 'Đi xem phim nhé?',
      contact: { kind: 'email', value: 'anh@example.com' },
    },
  ],
  [
    'v3.NoIgKgFoxXgPYAQDUCeIA0ICyh1vAJZwHYDmAB0nAEYBX+cApgLZyCIgIIN4ArnADbEEllOBOvAAOBCIFK8AC5xAvBuA0nbQgIEiUIDOALgD0m+rQAmOAIYA6CbXwwATsYDGMepsIBVHGwCMALyQAPAGYeATQBBEKCcTXJaQ0sAWgBrHFVVGMjo+MTVWlVjQhxfBQL0BQk2fFp1G0MLfBicGr0QAF0gA',
    {
      recipientName: 'Thảo Vy',
      loveLine: 'Mỗi ngày bên em đều là ngày đẹp nhất 💖',
      gifUrl: 'https://media.tenor.com/gUiu1zyxfzYAAAAi/bear-kiss-bear-kisses.gif',
      song: { kind: 'tune', id: 'canon-in-d' },
    },
  ],
  [
    'v3.NoIgKgFoxXgPYAQDUCeIA0ICyh1vAJZwHYDmAB0nAEYBX+cApgLZyCIgIIN4ArnADbEEllOBOvAAOBCIFK8AC5xAvBuA0nbQgIEiUIDOALgD0m+rQAmOAIYA6CbXwwATsYDGMepsIBVHGwCMALyQAPAGYeATQBBEKCcTXJaQ0sAWgBrHFVVGMjo+MTVWlVjQhxfBQAJARoIACfRAEuAfgUhCBh8WgUABgBONwAmAGYAFgBWADYAdgAOBQk2RvUbQwt8GJx5vRAAXSA',
    {
      recipientName: 'Thảo Vy',
      loveLine: 'Mỗi ngày bên em đều là ngày đẹp nhất 💖',
      gifUrl: 'https://media.tenor.com/gUiu1zyxfzYAAAAi/bear-kiss-bear-kisses.gif',
      question: 'Hẹn hò nhé?',
      contact: { kind: 'phone', value: '0912345678' },
      song: { kind: 'tune', id: 'canon-in-d' },
    },
  ],
]

describe('golden links', () => {
  it.each(GOLDEN)('%s', (fragment, expected) => {
    expect(decode(fragment)).toEqual({ kind: 'valid', page: expected })
    expect(encodePage(expected)).toBe(fragment)
  })
})
