/**
 * The open v5 link (docs/LINK-V5.md): the voice, the sender and the opening. Golden links decode
 * and are written again byte for byte; each voice, a sender and an opening, with steps and a
 * photo, round-trip; every default written out, an unknown voice, a v5 with no v5 field and
 * each broken field are invalid.
 */
import { readFileSync } from 'node:fs'
import LZString from 'lz-string'
import { describe, expect, it } from 'vitest'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import { decodeFragment } from '../../src/share/format'
import { DEFAULT_GIF_HOSTS, DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import { dataUrlOfPhoto } from '../../src/share/photo'
import type { SharedStory } from '../../src/share/story'
import { isOpening } from '../../src/share/voice'
import { VOICES } from '../../src/texts/voices'
import { STEP_EXAMPLES } from './stepExamples'

const HOSTS = DEFAULT_GIF_HOSTS
const BASE = {
  recipientName: 'Minh Anh',
  loveLine: 'Thương anh nhiều',
  gifUrl: CURATED_GIFS[0].url,
}
const JPEG = new Uint8Array(readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url)))
const PHOTO = dataUrlOfPhoto('jpeg', JPEG)

const decode = (fragment: string) => decodeFragment(fragment, HOSTS, [], DEFAULT_PHOTO_HOSTS)

/** One v5 golden per field, as this release's encoder wrote them (2026-12-07). */
const GOLDEN: Array<[SharedStory, string]> = [
  [
    { ...BASE, voice: 'em/anh' },
    'v5.NoIgsglgdgFgBAQViANCAKjQDYCELAKBzOAQ1jlgkEG8AV1RBgBd6AHAZwC4B6DgWwFMATCEQB0+CExgBPYQGMA9tx4ChHOfwCsACQDMABW4BRAOLqDANQCOHMROliAZrSdpnIZ8AC6aXopIxXIB5AA',
  ],
  [
    { ...BASE, sender: 'Minh' },
    'v5.NoIgsglgdgFgBAQViANCAKjQDYCELAKBzOAQ1jlgkEG8AV1RBgBd6AHAZwC4B6DgWwFMATCEQB0+CExgBPYQGMA9tx4ChHOfwCsACQDMABW4BRAOLqDANQCOHMROliAZrSdpnIZ8AC6LtJGQuPQA',
  ],
  [
    { ...BASE, opening: '2026-02-14T01:30Z' },
    'v5.NoIgsglgdgFgBAQViANCAKjQDYCELAKBzOAQ1jlgkEG8AV1RBgBd6AHAZwC4B6DgWwFMATCEQB0+CExgBPYQGMA9tx4ChHOfwCsACQDMABW4BRAOLqDANQCOHMROliAZrSdpnIZ8AC6L7yABMABl8ANgBaQJCARgAWdH8Itm1-AC0QDyA',
  ],
]

/** A v5 fragment of `items` (the 13-item array), with the photo's text after a dot if given. */
const v5 = (items: unknown[], photoText?: string) =>
  `v5.${LZString.compressToEncodedURIComponent(JSON.stringify(items))}${photoText ? `.${photoText}` : ''}`
const v4Items = [BASE.recipientName, BASE.loveLine, BASE.gifUrl, '', '', '', '', '', '', []]

describe('the v5 golden links', () => {
  it.each(GOLDEN)('opens %o and writes it again byte for byte', (page, fragment) => {
    expect(decode(fragment)).toEqual({ kind: 'valid', page })
    expect(encodePage(page)).toBe(fragment)
  })
})

describe('the v5 round trips', () => {
  const steps = [STEP_EXAMPLES.letter, STEP_EXAMPLES.reasons]
  it.each(VOICES.filter((voice) => voice !== ''))('carries the voice %s, with steps', (voice) => {
    const page: SharedStory = { ...BASE, steps, voice }
    const fragment = encodePage(page)
    expect(fragment.startsWith('v5.')).toBe(true)
    expect(decode(fragment)).toEqual({ kind: 'valid', page })
  })

  it('carries a sender, a voice and an opening with steps and a photo in the link', () => {
    const page: SharedStory = {
      ...BASE,
      photo: { src: PHOTO, place: 'beside' },
      steps,
      voice: 'to/cau',
      sender: 'Nguyễn Minh 💖',
      opening: '2100-12-31T23:59Z',
    }
    const fragment = encodePage(page)
    expect(fragment.split('.')).toHaveLength(3)
    expect(decode(fragment)).toEqual({ kind: 'valid', page })
  })

  it('tidies the sender as it travels (NFC, trimmed), as the name', () => {
    const fragment = encodePage({ ...BASE, sender: '  Thảo  '.normalize('NFD') })
    const link = decode(fragment)
    expect(link.kind === 'valid' && link.page.sender).toBe('Thảo')
  })

  it('writes a page in anh → em, from no one, as v1-v4', () => {
    expect(encodePage({ ...BASE, voice: '', sender: '  ' }).startsWith('v1.')).toBe(true)
    expect(encodePage({ ...BASE, steps }).startsWith('v4.')).toBe(true)
  })
})

describe('the v5 links a page refuses', () => {
  const items = (voice: unknown, sender: unknown, opening: unknown) => [
    ...v4Items,
    voice,
    sender,
    opening,
  ]
  it.each([
    ['no v5 field', v5(items('', '', ''))],
    ['the default voice written out', v5(items('anh/em', '', ''))],
    ['an unknown voice', v5(items('ban/to', '', ''))],
    ['a voice in capitals', v5(items('EM/ANH', '', ''))],
    ['a voice that is no text', v5(items(1, '', ''))],
    ['a sender with markup', v5(items('', 'Minh <b>', ''))],
    ['a sender on two lines', v5(items('', 'Minh\nAnh', ''))],
    ['a sender one past the name', v5(items('', 'a'.repeat(41), ''))],
    ['a sender not trimmed', v5(items('', ' Minh', ''))],
    ['an impossible minute', v5(items('', '', '2026-02-30T10:00Z'))],
    ['an opening before 2024', v5(items('', '', '2023-12-31T23:59Z'))],
    ['an opening after 2100', v5(items('', '', '2101-01-01T00:00Z'))],
    ['an opening with seconds', v5(items('', '', '2026-02-14T01:30:00Z'))],
    ['an opening in local time', v5(items('', '', '2026-02-14T01:30'))],
    ['twelve items', v5(items('em/anh', '', '').slice(0, 12))],
    ['fourteen items', v5([...items('em/anh', '', ''), ''])],
    ['a locked container (issue 55)', 'v5.~AQEAAYag'],
  ])('refuses %s', (_, fragment) => {
    expect(decode(fragment).kind).toBe('invalid')
  })

  it('keeps a v5 with neither steps nor a photo, as the record allows', () => {
    expect(decode(v5(items('minh/ban', '', ''))).kind).toBe('valid')
  })
})

describe('the opening minute', () => {
  it('is a real minute from 2024 to 2100, in UTC', () => {
    expect(isOpening('2024-01-01T00:00Z')).toBe(true)
    expect(isOpening('2028-02-29T12:00Z')).toBe(true)
    expect(isOpening('2027-02-29T12:00Z')).toBe(false)
    expect(isOpening('2026-01-01T24:00Z')).toBe(false)
    expect(isOpening('2026-01-01T10:60Z')).toBe(false)
  })
})
