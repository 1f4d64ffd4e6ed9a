// What a locked link seals, read back without crypto (src/share/lock/sealedContent.ts): the open
// link's 13-item array plus the page's address, then the link photo's bytes; checked by exactly
// the open link's rules, inflated with the same cap, and anything else invalid.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { deflateLinkBytes } from '../../src/share/deflateLink'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS, DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import { openedPageOf, sealedContentOf } from '../../src/share/lock/sealedContent'
import type { ShareAddress } from '../../src/share/paths'
import { dataUrlOfPhoto } from '../../src/share/photo'

const HOSTS = { gif: DEFAULT_GIF_HOSTS, audio: DEFAULT_AUDIO_HOSTS, photo: DEFAULT_PHOTO_HOSTS }
const GIF = 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif'
const JPEG = new Uint8Array(readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url)))
const ADDRESS: ShareAddress = { kind: 'love', language: 'en', occasion: 'valentine' }
const page = { recipientName: 'Lan', loveLine: 'Yêu em', gifUrl: GIF }
/** The 13 items of `page` as the open link's v5 array holds them (no v5 field set). */
const ITEMS = ['Lan', 'Yêu em', GIF, '', '', '', '', '', '', [], '', '', '']

/** Sealed content of `array` (JSON), then `photo`'s bytes. */
function contentOf(array: unknown, photo: Uint8Array = new Uint8Array()) {
  const compressed = deflateLinkBytes(typeof array === 'string' ? array : JSON.stringify(array))
  return Uint8Array.from([compressed.length >> 8, compressed.length & 255, ...compressed, ...photo])
}
const reasonOf = (bytes: Uint8Array) => {
  const read = openedPageOf(bytes, undefined, HOSTS)
  return read.kind === 'invalid' ? read.reason : read.kind
}

describe('the unsealed page', () => {
  it('is the 13-item array, the address and the photo, as sealedContentOf writes them', () => {
    const photo = { src: dataUrlOfPhoto('jpeg', JPEG), place: 'gif' as const }
    const bytes = sealedContentOf({ ...page, photo }, ADDRESS)
    expect([...bytes.subarray(-JPEG.length)]).toEqual([...JPEG])
    expect(openedPageOf(bytes, '2030-01-01T00:00Z', HOSTS)).toEqual({
      kind: 'opened',
      page: { ...page, photo, opening: '2030-01-01T00:00Z' },
      address: ADDRESS,
    })
    expect(reasonOf(contentOf([...ITEMS, 'love/en/valentine']))).toBe('opened')
  })

  it.each([
    ['an opening inside the seal', [...ITEMS.slice(0, 12), '2030-01-01T00:00Z', 'love/vi/none']],
    ['not an address', [...ITEMS, 'love/vi']],
    ['not an address', [...ITEMS, 'letter/vi/none']],
    ['not an address', [...ITEMS, 'love/vi/none/x']],
    ['not its fields', ITEMS],
    ['not its fields', [...ITEMS, 'love/vi/none', '']],
    ['not a voice', [...ITEMS.slice(0, 10), 'anh/em', '', '', 'love/vi/none']],
    [
      'breaks the rules: gifUrl',
      ['Lan', 'Yêu em', 'https://example.com/a.gif', ...ITEMS.slice(3), 'love/vi/none'],
    ],
    [
      'no photo after the dot',
      [...ITEMS.slice(0, 7), 'L', 'gif', ...ITEMS.slice(9), 'love/vi/none'],
    ],
  ])('is invalid with %s', (reason, array) => {
    expect(reasonOf(contentOf(array))).toBe(reason)
  })

  it('is invalid with a photo no field uses, or bytes that are no photo', () => {
    const array = [...ITEMS, 'love/vi/none']
    expect(reasonOf(contentOf(array, JPEG))).toBe('a photo no field uses')
    expect(reasonOf(contentOf(array, JPEG.subarray(0, 500)))).toBe('not a photo')
  })

  it('stops inflating at the open link’s cap: a JSON past 32,000 units is none', () => {
    const long = [...ITEMS.slice(0, 10), '', 'x'.repeat(32_001), '', 'love/vi/none']
    expect(reasonOf(contentOf(long))).toBe('not its fields')
    expect(reasonOf(contentOf('['))).toBe('not its fields')
    expect(reasonOf(new Uint8Array([0, 9, 1]))).toBe('shorter than its array')
    expect(reasonOf(new Uint8Array([0]))).toBe('no array')
  })
})
