// The bytes of a photo in the link, walked as a decoder reads them (issue 52): a corpus of crafted
// files, each refused for what it is, beside what a lenient decoder would make of it
// (tests/support/jpegFrames.ts). The crafted photo that got through before: a marker with no
// length (RST0, TEM) read as if it had one lands the walk inside APP0, on a 16 px frame header,
// while the decoder reads the real one, 4,000 px a side.
import { readFileSync } from 'node:fs'
import LZString from 'lz-string'
import { describe, expect, it } from 'vitest'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment } from '../../src/share/format'
import { DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import {
  dataUrlOfPhoto,
  linkTextOfPhoto,
  PHOTO_MAX_SIDE,
  photoBytesProblem,
  photoOfLinkText,
  photoSizeOf,
} from '../../src/share/photo'
import { photoError } from '../../src/share/rules'
import { framesOf } from '../support/jpegFrames'

/** A 112 px JPEG as Chromium's canvas writes it: SOI APP0 APP2 DQT DQT SOF0 DHT×4 SOS … EOI. */
const JPEG = new Uint8Array(readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url)))
const SOF_AT = 632
const SOF_END = SOF_AT + 19
const SOS_AT = 793

const segment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  (payload.length + 2) >> 8,
  (payload.length + 2) & 0xff,
  ...payload,
]
/** A frame header (SOF0, or `marker`) of `side` px a side, three components as the fixture's. */
const frame = (side: number, marker = 0xc0) =>
  segment(marker, [8, side >> 8, side & 0xff, side >> 8, side & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1])
function bytes(...parts: (readonly number[] | Uint8Array)[]): Uint8Array {
  const all: number[] = []
  for (const part of parts) all.push(...part)
  return Uint8Array.from(all)
}
/** The fixture with `insert` put in at `at`. */
const withAt = (at: number, insert: number[]) => bytes(JPEG.slice(0, at), insert, JPEG.slice(at))
/** The fixture with its own frame header replaced by `replace`. */
const withFrame = (replace: number[]) => bytes(JPEG.slice(0, SOF_AT), replace, JPEG.slice(SOF_END))

/**
 * The crafted photo: SOI, a marker with no length (`alone`), two bytes a lenient walk reads as
 * its length and a decoder skips, an APP0 whose data starts with a 16 px frame header, then the
 * fixture with its own frame header at 4,000 px.
 */
function hiddenFrame(alone: number): Uint8Array {
  const app0 = segment(0xe0, frame(16))
  // The walk that reads a length after every marker jumps from `alone` to the APP0's data.
  const lengthRead = 2 + 4
  return bytes([0xff, 0xd8, 0xff, alone, 0, lengthRead], app0, withFrame(frame(4000)).slice(2))
}

describe("a photo's bytes, walked to the scan", () => {
  it('take the JPEG a canvas writes, its one frame header the one a decoder reads', () => {
    expect(photoBytesProblem(JPEG)).toBeUndefined()
    expect(photoSizeOf(JPEG)).toEqual({ width: 112, height: 112 })
    expect(framesOf(JPEG)).toEqual([{ width: 112, height: 112 }])
  })

  it('take the segments a canvas may write: any APPn, COM, DRI, and any kind of frame', () => {
    const comment = segment(0xfe, [...new TextEncoder().encode('made on /create')])
    const exif = segment(0xe1, [0x45, 0x78, 0x69, 0x66, 0, 0])
    const restart = segment(0xdd, [0, 8])
    expect(photoBytesProblem(withAt(SOF_AT, [...comment, ...exif, ...restart]))).toBeUndefined()
    // Progressive (SOF2) and extended (SOF1) frames: only the three markers that share the
    // range and are no frame (DHT, JPG, DAC) are not.
    for (const marker of [0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xcf]) {
      expect(photoSizeOf(withFrame(frame(112, marker))), marker.toString(16)).toEqual({
        width: 112,
        height: 112,
      })
    }
  })

  it('refuse the frame hidden behind a marker with no length (RST0-7, TEM)', () => {
    for (const alone of [0xd0, 0xd3, 0xd7, 0x01]) {
      const crafted = hiddenFrame(alone)
      // What the decoder reads: 4,000 px a side, in a file of 1.3 kB.
      expect(crafted.length).toBeLessThan(1400)
      expect(framesOf(crafted)).toEqual([{ width: 4000, height: 4000 }])
      expect(photoBytesProblem(crafted), alone.toString(16)).toBe('no size')
      expect(photoOfLinkText(linkTextOfPhoto(dataUrlOfPhoto('jpeg', crafted)))).toBeUndefined()
    }
  })

  it.each([
    ['a second frame header before the first', withAt(SOF_AT, frame(16))],
    ['a second frame header after the first', withAt(SOF_END, frame(16))],
    ['a second frame header of another kind', withAt(SOF_END, frame(16, 0xc2))],
    ['a second SOI', withAt(2, [0xff, 0xd8])],
    ['a second SOI between segments', withAt(SOF_AT, [0xff, 0xd8])],
    ['a restart marker between segments', withAt(SOF_AT, [0xff, 0xd0])],
    ['a TEM between segments', withAt(SOF_AT, [0xff, 0x01])],
    ['an end of image before the scan', withAt(SOF_AT, [0xff, 0xd9])],
    ['fill bytes before a marker', withAt(SOF_AT, [0xff, 0xff])],
    ['a stray byte between segments', withAt(SOF_AT, [0x00])],
    ['stray bytes after APP0', withAt(20, [0x4a, 0x46])],
    ['a segment whose marker lost its FF', bytes(JPEG.slice(0, 494), [0x00], JPEG.slice(495))],
    ['a DNL (a height set after the scan)', withAt(SOF_AT, segment(0xdc, [0, 16]))],
    ['a DAC', withAt(SOF_AT, segment(0xcc, [0, 0]))],
    ['a JPG', withAt(SOF_AT, segment(0xc8, [0, 0]))],
    ['a DHP', withAt(SOF_AT, segment(0xde, frame(16).slice(4)))],
    ['an EXP', withAt(SOF_AT, segment(0xdf, [0x11]))],
    ['a JPG extension (F0)', withAt(SOF_AT, segment(0xf0, [0]))],
    ['a length of 0', withAt(SOF_AT, [0xff, 0xe0, 0, 0])],
    ['a length of 1', withAt(SOF_AT, [0xff, 0xe0, 0, 1])],
    ['a frame header too short to hold its size', withFrame(segment(0xc0, [8, 0, 16, 0]))],
    ['a scan before any frame header', withFrame([])],
    ['a scan and nothing before it', bytes([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0, 0xff, 0xd9])],
    ['no segment at all', bytes([0xff, 0xd8, 0xff, 0xd9])],
  ])('refuse %s', (_, crafted) => {
    expect(photoBytesProblem(crafted)).toBe('no size')
  })

  it('refuse a segment cut short or a length past the end', () => {
    // Cut inside the DHTs, the end marker put back: the walk runs out before the scan.
    expect(photoBytesProblem(bytes(JPEG.slice(0, 700), [0xff, 0xd9]))).toBe('no size')
    // Cut inside the frame header itself.
    expect(photoBytesProblem(bytes(JPEG.slice(0, SOF_AT + 6), [0xff, 0xd9]))).toBe('no size')
    // The scan's own header past the end.
    expect(photoBytesProblem(bytes(JPEG.slice(0, SOS_AT + 3), [0xff, 0xd9]))).toBe('no size')
    // APP2's length past the end of the file.
    const longApp2 = JPEG.slice()
    longApp2.set([0xff, 0xff], 22)
    expect(photoBytesProblem(longApp2)).toBe('no size')
    // A length one byte longer than its segment: the next marker is missed by one.
    const offByOne = JPEG.slice()
    offByOne[SOF_AT + 3] += 1
    expect(photoBytesProblem(offByOne)).toBe('no size')
  })

  it('keep the limits: 3,000 bytes, 1 to 256 px a side by the one frame header', () => {
    expect(photoBytesProblem(withFrame(frame(PHOTO_MAX_SIDE)))).toBeUndefined()
    expect(photoBytesProblem(withFrame(frame(PHOTO_MAX_SIDE + 1)))).toBe('too many pixels')
    expect(photoBytesProblem(withFrame(frame(0)))).toBe('too many pixels')
    const comment = (size: number) =>
      segment(
        0xfe,
        Array.from({ length: size - 4 }, () => 0x20),
      )
    expect(photoBytesProblem(withAt(SOF_AT, comment(3000 - JPEG.length)))).toBeUndefined()
    expect(photoBytesProblem(withAt(SOF_AT, comment(3001 - JPEG.length)))).toBe('too many bytes')
  })

  it('refuse a PNG, which /create never makes, in the link and as a data URL', () => {
    const png = bytes(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 64, 0, 0, 0, 64, 8, 6, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82],
    )
    expect(photoBytesProblem(png)).toBe('not a photo')
    expect(photoSizeOf(png)).toBeUndefined()
    let base64 = ''
    for (const byte of png) base64 += String.fromCharCode(byte)
    base64 = btoa(base64)
    expect(photoError(`data:image/png;base64,${base64}`, [])).toBeDefined()
    const link = base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    expect(photoOfLinkText(link)).toBeUndefined()
  })

  it('make the whole link invalid when its photo is the crafted one', () => {
    const fields = ['Lan', 'Yêu em', CURATED_GIFS[0].url, '', '', '', '', 'L', 'gif', []]
    const payload = LZString.compressToEncodedURIComponent(JSON.stringify(fields))
    const decode = (photo: Uint8Array) =>
      decodeFragment(
        `v4.${payload}.${linkTextOfPhoto(dataUrlOfPhoto('jpeg', photo))}`,
        ['media.giphy.com', 'media.tenor.com'],
        [],
        DEFAULT_PHOTO_HOSTS,
      ).kind
    expect(decode(JPEG)).toBe('valid')
    expect(decode(hiddenFrame(0xd0))).toBe('invalid')
    expect(decode(withAt(SOF_END, frame(16)))).toBe('invalid')
  })
})
