// A photo in the link shows only at the size its header names (issue 52): the decoder walked
// that header, and a file a browser reads otherwise leaves the print's heart (PhotoPrint.tsx, and
// the share page's early script, earlyLink.ts).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isPrintable, printSizeOf, PRINT_SIDE_PX } from '../../src/early/printSize'
import { dataUrlOfPhoto } from '../../src/share/photo'

const JPEG = new Uint8Array(readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url)))
const PHOTO = dataUrlOfPhoto('jpeg', JPEG)
const decoded = (naturalWidth: number, naturalHeight = naturalWidth) => ({
  naturalWidth,
  naturalHeight,
})

/** The fixture with its frame header's size set to `side` a side. */
function withSide(side: number): string {
  const bytes = JPEG.slice()
  bytes.set([side >> 8, side & 0xff, side >> 8, side & 0xff], 632 + 5)
  return dataUrlOfPhoto('jpeg', bytes)
}

describe('the print of a photo', () => {
  it('is the size the header of a photo in the link names, a host photo’s square otherwise', () => {
    expect(printSizeOf(PHOTO)).toEqual({ width: 112, height: 112 })
    expect(printSizeOf('https://i.imgur.com/a.jpg')).toEqual({
      width: PRINT_SIDE_PX,
      height: PRINT_SIDE_PX,
    })
  })

  it('shows a photo in the link only when the browser decoded the size its header names', () => {
    expect(isPrintable(PHOTO, decoded(112))).toBe(true)
    expect(isPrintable(PHOTO, decoded(4000))).toBe(false)
    expect(isPrintable(PHOTO, decoded(112, 113))).toBe(false)
    expect(isPrintable(PHOTO, decoded(16))).toBe(false)
    expect(isPrintable(PHOTO, decoded(113, 112))).toBe(false)
  })

  it('never shows one past 256 px, even at the size its header names', () => {
    expect(isPrintable(withSide(256), decoded(256))).toBe(true)
    expect(isPrintable(withSide(300), decoded(300))).toBe(false)
  })

  it('leaves a photo on a host to its host: its size is its own', () => {
    expect(isPrintable('https://i.imgur.com/a.jpg', decoded(4000, 3000))).toBe(true)
  })
})
