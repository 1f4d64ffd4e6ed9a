// A photo in the link (v4): carried as base64url after the second dot, or by address on the
// photo hosts; memories reuse the one in the link. Every byte of a photo in a link is checked
// before a browser decodes it: its magic, its frame's size, its end, its length.
import { readFileSync } from 'node:fs'
import LZString from 'lz-string'
import { describe, expect, it } from 'vitest'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import { DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import {
  dataUrlOfPhoto,
  linkTextOfPhoto,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  photoBytesProblem,
  photoSizeOf,
} from '../../src/share/photo'
import { pageErrors, photoError } from '../../src/share/rules'
import type { SharedStory } from '../../src/share/story'
import { linkPhotosOf } from '../../src/share/story'
import { vi } from '../../src/texts/vi'

const HOSTS = ['media.giphy.com', 'media.tenor.com']
const PHOTO_HOSTS = DEFAULT_PHOTO_HOSTS
const page = { recipientName: 'Lan', loveLine: 'Yêu em', gifUrl: CURATED_GIFS[0].url }
const decode = (fragment: string) => decodeFragment(fragment, HOSTS, [], PHOTO_HOSTS)
/** A 112 px JPEG as a canvas writes it (tests/fixtures/photo-112.jpg, 1,276 bytes). */
const JPEG = new Uint8Array(readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url)))
const PHOTO = dataUrlOfPhoto('jpeg', JPEG)
const HOSTED = 'https://i.imgur.com/Ab12Cd3.jpg'
const v4 = (fields: unknown[], photoText?: string) =>
  `v4.${LZString.compressToEncodedURIComponent(JSON.stringify(fields))}` +
  (photoText === undefined ? '' : `.${photoText}`)
const fields = (photo: string, place: string, steps: unknown[] = []) => [
  page.recipientName,
  page.loveLine,
  page.gifUrl,
  '',
  '',
  '',
  '',
  photo,
  place,
  steps,
]

const btoaOf = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** The fixture with its frame header's size set to `side` a side. */
function withSide(side: number): Uint8Array {
  const bytes = JPEG.slice()
  const at = bytes.findIndex((byte, i) => byte === 0xff && bytes[i + 1] === 0xc0)
  bytes.set([side >> 8, side & 0xff, side >> 8, side & 0xff], at + 5)
  return bytes
}

describe('a photo in the link', () => {
  it('travels after the second dot, outside the compression, and reads back byte for byte', () => {
    const made = { ...page, photo: { src: PHOTO, place: 'gif' as const } }
    const fragment = encodePage(made)
    const [version, , photoText] = fragment.split('.')
    expect(version).toBe('v4')
    expect(photoText).toBe(linkTextOfPhoto(PHOTO))
    // base64url: 4 characters for 3 bytes, nothing more.
    expect(photoText.length).toBe(Math.ceil((JPEG.length * 4) / 3))
    expect(decode(fragment)).toEqual({ kind: 'valid', page: made })
  })

  it('by address on the photo hosts, beside the GIF', () => {
    const made = { ...page, photo: { src: HOSTED, place: 'beside' as const } }
    const fragment = encodePage(made)
    expect(fragment.split('.')).toHaveLength(2)
    expect(decode(fragment)).toEqual({ kind: 'valid', page: made })
  })

  it('in a memory too: the page and its memories share the one photo in the link', () => {
    const story: SharedStory = {
      ...page,
      photo: { src: PHOTO, place: 'beside' },
      steps: [
        {
          kind: 'memories',
          memories: [
            { photo: PHOTO, caption: 'Đà Lạt' },
            { photo: HOSTED, caption: 'Biển' },
          ],
        },
      ],
    }
    const fragment = encodePage(story)
    // Once, however many fields use it.
    expect(fragment.split('.')).toHaveLength(3)
    expect(decode(fragment)).toEqual({ kind: 'valid', page: story })
    expect(linkPhotosOf(story)).toEqual([PHOTO])
  })

  it('in a memory alone: the page itself keeps its GIF', () => {
    const story: SharedStory = {
      ...page,
      steps: [{ kind: 'memories', memories: [{ photo: PHOTO, caption: 'Lần đầu' }] }],
    }
    expect(decode(encodePage(story))).toEqual({ kind: 'valid', page: story })
  })

  it('leaves a page with no photo and no step the version it was', () => {
    expect(encodePage(page).startsWith('v1.')).toBe(true)
  })

  const text = linkTextOfPhoto(PHOTO)
  // A PNG's signature, a 64 by 64 IHDR (its CRC left zero) and its IEND: /create never makes
  // one, and a link carries none.
  const png = new Uint8Array(
    [
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 64, 0, 0, 0, 64, 8, 6, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82],
    ].flat(),
  )
  it.each([
    ['no photo after the dot', v4(fields('L', 'gif'))],
    ['a photo no field uses', v4(fields('', '', [['letter', 'x']]), text)],
    [
      'a photo after a v3 link',
      `${encodePage({ ...page, song: { kind: 'tune', id: 'fur-elise' } })}.${text}`,
    ],
    [
      'a GIF as the photo',
      v4(fields('L', 'gif'), linkTextOfPhoto(`data:,${btoa('GIF89a' + 'x'.repeat(40))}`)),
    ],
    ['a JPEG cut short', v4(fields('L', 'gif'), text.slice(0, 600))],
    [
      'a JPEG one byte too long',
      v4(
        fields('L', 'gif'),
        linkTextOfPhoto(
          dataUrlOfPhoto(
            'jpeg',
            new Uint8Array([
              ...JPEG.slice(0, -2),
              ...new Uint8Array(PHOTO_MAX_BYTES - JPEG.length + 1),
              0xff,
              0xd9,
            ]),
          ),
        ),
      ),
    ],
    [
      'a JPEG one pixel too large',
      v4(fields('L', 'gif'), linkTextOfPhoto(dataUrlOfPhoto('jpeg', withSide(PHOTO_MAX_SIDE + 1)))),
    ],
    ['a PNG', v4(fields('L', 'gif'), linkTextOfPhoto(`data:image/png;base64,${btoaOf(png)}`))],
    ['characters off base64url', v4(fields('L', 'gif'), `${text.slice(0, 20)}+/${text.slice(22)}`)],
    ['a data URL in the payload', v4(fields(PHOTO, 'gif'))],
    ['a photo with no place', v4(fields(HOSTED, ''))],
    ['a photo of an unknown place', v4(fields(HOSTED, 'wall'))],
    ['a place with no photo', v4(fields('', 'gif'))],
    ['neither a photo nor a step', v4(fields('', ''))],
    ['a photo off the hosts', v4(fields('https://evil.example/a.jpg', 'gif'))],
    ['a photo site’s page, not an image', v4(fields('https://i.imgur.com/gallery/abc', 'gif'))],
    ['a photo over http', v4(fields('http://i.imgur.com/a.jpg', 'gif'))],
    [
      'a memory in the link with no photo after the dot',
      v4(fields('', '', [['memories', [['L', 'Biển']]]])),
    ],
    ['a memory with no caption', v4(fields('', '', [['memories', [[HOSTED, ' ']]]]))],
    [
      'four memories',
      v4(fields('', '', [['memories', Array.from({ length: 4 }, () => [HOSTED, 'a'])]])),
    ],
    ['no memories', v4(fields('', '', [['memories', []]]))],
    [
      'a caption one past its length',
      v4(fields('', '', [['memories', [[HOSTED, 'a'.repeat(81)]]]])),
    ],
  ])('is invalid with %s', (_, fragment) => {
    expect(decode(fragment).kind).toBe('invalid')
  })

  it('names what is wrong with bytes it refuses', () => {
    const padded = (extra: number) =>
      new Uint8Array([...JPEG.slice(0, -2), ...new Uint8Array(extra), 0xff, 0xd9])
    expect(photoBytesProblem(padded(PHOTO_MAX_BYTES - JPEG.length))).toBeUndefined()
    expect(photoBytesProblem(padded(PHOTO_MAX_BYTES - JPEG.length + 1))).toBe('too many bytes')
    expect(photoBytesProblem(withSide(PHOTO_MAX_SIDE + 1))).toBe('too many pixels')
    expect(photoBytesProblem(withSide(0))).toBe('too many pixels')
    expect(photoBytesProblem(JPEG.slice(0, 600))).toBe('no end')
    expect(photoBytesProblem(png)).toBe('not a photo')
    expect(photoBytesProblem(new TextEncoder().encode('GIF89a' + 'x'.repeat(40)))).toBe(
      'not a photo',
    )
    // Markers that never reach a frame header: the scan starts first.
    const scanFirst = new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0, 0xff, 0xd9])
    expect(photoBytesProblem(scanFirst)).toBe('no size')
  })

  it('takes the largest side it allows', () => {
    expect(photoBytesProblem(withSide(PHOTO_MAX_SIDE))).toBeUndefined()
    expect(photoSizeOf(JPEG)).toEqual({ width: 112, height: 112 })
  })

  it('says, on /create, what to paste instead of a photo site’s page', () => {
    expect(photoError('https://imgur.com/Ab12Cd3', PHOTO_HOSTS, vi.rules)).toBe(
      vi.rules.photoSitePage,
    )
    expect(photoError('https://ibb.co/abc/', PHOTO_HOSTS, vi.rules)).toBe(vi.rules.photoSitePage)
    expect(photoError('https://example.com/a.jpg', PHOTO_HOSTS, vi.rules)).toBe(
      vi.rules.photoOffList(['imgur.com', 'ibb.co', 'postimg.cc']),
    )
    expect(photoError(HOSTED, [], vi.rules)).toBe(vi.rules.photoNoHosts)
    expect(photoError(PHOTO, [], vi.rules)).toBeUndefined()
    const made = { ...page, photo: { src: 'data:image/jpeg;base64,AAAA', place: 'gif' as const } }
    expect(pageErrors(made, HOSTS, [], vi.rules, PHOTO_HOSTS)).toEqual({
      photo: vi.rules.photoUnreadable,
    })
  })
})

describe('a photo field, exactly as the form writes it', () => {
  const linked = linkTextOfPhoto(PHOTO)
  it.each([
    ['a data URL after a space, in the page', v4(fields(` ${PHOTO}`, 'gif'))],
    ['a data URL after a line break, in the page', v4(fields(`\n${PHOTO}`, 'beside'))],
    [
      'a data URL after a space, in a memory',
      v4(fields('', '', [['memories', [[` ${PHOTO}`, 'Biển']]]])),
    ],
    [
      'a data URL before a space, in a memory',
      v4(fields('', '', [['memories', [[`${PHOTO} `, 'a']]]])),
    ],
    ['an address after a space', v4(fields(` ${HOSTED}`, 'gif'))],
    ['an address before a line break', v4(fields(`${HOSTED}\n`, 'gif'))],
    [
      'an address in a memory before a tab',
      v4(fields('', '', [['memories', [[`${HOSTED}\t`, 'a']]]])),
    ],
    ["'L' after a space", v4(fields(' L', 'gif'), linked)],
    ["'L' in a memory before a space", v4(fields('', '', [['memories', [['L ', 'a']]]]), linked)],
  ])('refuses %s', (_, fragment) => {
    expect(decode(fragment).kind).toBe('invalid')
  })

  it('takes the same fields as written', () => {
    expect(decode(v4(fields(HOSTED, 'gif'))).kind).toBe('valid')
    expect(decode(v4(fields('', '', [['memories', [[HOSTED, 'a']]]]))).kind).toBe('valid')
    expect(decode(v4(fields('L', 'gif'), linked)).kind).toBe('valid')
  })

  it('refuses, in the rules, a data URL a trim would change', () => {
    for (const src of [` ${PHOTO}`, `${PHOTO}\n`, `\u00a0${PHOTO}`]) {
      expect(photoError(src, PHOTO_HOSTS, vi.rules)).toBe(vi.rules.photoUnreadable)
    }
    expect(photoError(PHOTO, PHOTO_HOSTS, vi.rules)).toBeUndefined()
  })
})
