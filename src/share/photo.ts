/**
 * A photo of the two of them (docs/LINK-V4.md): carried in the link itself, as the small JPEG
 * /create re-encodes from the maker's crop, or linked from a photo host on the build's
 * list. In the page's model a photo is its `src`: a `data:` URL for the one in the link, an https
 * address for one on a host. The bytes in a link are checked here before any browser decodes
 * them: the right magic, the segments a canvas writes before the scan with one frame header that
 * names a size, an end marker, and no more than /create makes (3,000 bytes, 256 px a side). Pure.
 */

/** Where a page shows its photo: in the GIF's place, or beside the GIF. */
export const PHOTO_PLACES = ['gif', 'beside'] as const
export type PhotoPlace = (typeof PHOTO_PLACES)[number]

export type SharedPhoto = {
  /** `data:image/jpeg;base64,…` (the photo in the link) or an https address on a photo host. */
  readonly src: string
  readonly place: PhotoPlace
}

/** What the link's fields say for "the photo after the second dot". */
export const LINK_PHOTO = 'L'
/** The most bytes a photo in a link may have: /create makes 1,500-2,800. */
export const PHOTO_MAX_BYTES = 3000
/** The largest side a photo in a link may have, in pixels: /create makes 96-128. */
export const PHOTO_MAX_SIDE = 256

/** The one type of photo a link carries: a PNG never was what /create makes. */
export type PhotoType = 'jpeg'

const DATA_URL = /^data:image\/(jpeg);base64,([A-Za-z0-9+/]+={0,2})$/
const BASE64URL = /^[A-Za-z0-9_-]+$/
// The longest base64 text PHOTO_MAX_BYTES can take, and no more is ever decoded.
const BASE64_MAX_CHARS = Math.ceil(PHOTO_MAX_BYTES / 3) * 4

export function isPhotoPlace(value: string): value is PhotoPlace {
  return (PHOTO_PLACES as readonly string[]).includes(value)
}

/** Whether `src` is a photo carried in the link (a data URL), not one on a host. */
export function isLinkPhoto(src: string): boolean {
  return src.startsWith('data:')
}

/**
 * Whether a link's photo field is one the form writes: `'L'` or an address (its rules checked
 * apart), never a data URL, and exactly as written: a field a trim would change is no field of
 * ours (a trim would turn ` data:…` into a second photo in the link).
 */
export function isPhotoField(field: string): boolean {
  return field !== '' && field === field.trim() && !isLinkPhoto(field)
}

function bytesOfBase64(base64: string): Uint8Array | undefined {
  try {
    const binary = atob(base64)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    return undefined
  }
}

function base64OfBytes(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

type Size = { width: number; height: number }

// The segments a canvas's JPEG has before its scan, each with its two-byte length: the tables
// (DHT, DQT), the restart interval (DRI), application data and comments (APPn, COM).
const isTableOrData = (marker: number) =>
  (marker & 0xf0) === 0xe0 || [0xc4, 0xdb, 0xdd, 0xfe].includes(marker)

/**
 * The size a JPEG's frame header names, walking its segments strictly from SOI to the scan
 * (SOS), as a decoder reads them: each segment where the last one ends, with a length that stays
 * in the file, and exactly one frame header (SOFn). Anything else is refused: a marker with no
 * length (RST0-7, TEM, a second SOI), which a lenient walk would read two bytes of as one and so
 * land inside a segment where a small frame header may hide while the decoder reads a larger
 * one; a second frame header; fill or stray bytes; a segment cut short.
 */
function jpegSize(bytes: Uint8Array): Size | undefined {
  let size: Size | undefined
  let at = 2
  for (;;) {
    const marker = bytes[at + 1]
    const length = (bytes[at + 2] << 8) | bytes[at + 3]
    const end = at + 2 + length
    if (bytes[at] !== 0xff || length < 2 || end > bytes.length) return undefined
    // The scan: the frame's size is settled, and the bytes that follow are no segments.
    if (marker === 0xda) return size
    // SOF0-SOF15, but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    const isFrame = marker >> 4 === 0xc && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) {
      if (size || length < 8) return undefined
      size = {
        width: (bytes[at + 7] << 8) | bytes[at + 8],
        height: (bytes[at + 5] << 8) | bytes[at + 6],
      }
    } else if (!isTableOrData(marker)) return undefined
    at = end
  }
}

/** The pixel size a JPEG's header names, or undefined when it names none (photoBytesProblem). */
export function photoSizeOf(bytes: Uint8Array): Size | undefined {
  return startsWith(bytes, JPEG_START) ? jpegSize(bytes) : undefined
}

const JPEG_START = [0xff, 0xd8, 0xff]

function startsWith(bytes: Uint8Array, start: readonly number[], at = 0): boolean {
  return start.every((byte, index) => bytes[at + index] === byte)
}

/**
 * Why these bytes are no photo a link may carry, or undefined: a JPEG (`FF D8 FF`, its segments
 * as jpegSize walks them, ending in `FF D9`), at most PHOTO_MAX_BYTES, whose frame header names
 * a size of 1 to PHOTO_MAX_SIDE pixels a side. A PNG is none: /create never makes one.
 */
export function photoBytesProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length > PHOTO_MAX_BYTES) return 'too many bytes'
  if (!startsWith(bytes, JPEG_START)) return 'not a photo'
  if (!startsWith(bytes, [0xff, 0xd9], bytes.length - 2)) return 'no end'
  const size = jpegSize(bytes)
  if (!size) return 'no size'
  const sides = [size.width, size.height]
  if (sides.some((side) => side < 1 || side > PHOTO_MAX_SIDE)) return 'too many pixels'
  return undefined
}

/** A data URL's type and bytes, when it is a JPEG one. */
export function photoOfDataUrl(src: string): { type: PhotoType; bytes: Uint8Array } | undefined {
  const match = DATA_URL.exec(src)
  if (!match || match[2].length > BASE64_MAX_CHARS + 4) return undefined
  const bytes = bytesOfBase64(match[2])
  return bytes && { type: match[1] as PhotoType, bytes }
}

/** The data URL of a JPEG's bytes. */
export function dataUrlOfPhoto(type: PhotoType, bytes: Uint8Array): string {
  return `data:image/${type};base64,${base64OfBytes(bytes)}`
}

/** A photo data URL as the link carries it after its second dot: base64url, no padding. */
export function linkTextOfPhoto(src: string): string {
  const base64 = src.slice(src.indexOf(',') + 1)
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The data URL of the photo a link carries after its second dot, or undefined when the text is
 * not base64url, or its bytes are no photo a link may carry (photoBytesProblem).
 */
export function photoOfLinkText(text: string): string | undefined {
  if (!BASE64URL.test(text) || text.length > BASE64_MAX_CHARS) return undefined
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const bytes = bytesOfBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  if (!bytes || photoBytesProblem(bytes)) return undefined
  return dataUrlOfPhoto('jpeg', bytes)
}
