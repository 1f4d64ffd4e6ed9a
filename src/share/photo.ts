/**
 * A photo of the two of them (docs/LINK-V4.md): carried in the link itself, as the small JPEG
 * (or PNG) /create re-encodes from the maker's crop, or linked from a photo host on the build's
 * list. In the page's model a photo is its `src`: a `data:` URL for the one in the link, an https
 * address for one on a host. The bytes in a link are checked here before any browser decodes
 * them: the right magic, a frame header that names a size, an end marker, and no more than
 * /create makes (3,000 bytes, 256 px a side). Pure.
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

export type PhotoType = 'jpeg' | 'png'

const DATA_URL = /^data:image\/(jpeg|png);base64,([A-Za-z0-9+/]+={0,2})$/
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

/** The size a JPEG's frame header names, or undefined when its markers do not lead to one. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1]
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1
      continue
    }
    const length = (bytes[at + 2] << 8) | bytes[at + 3]
    if (length < 2) return undefined
    // SOF0-SOF15, but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) {
      if (at + 9 > bytes.length) return undefined
      const height = (bytes[at + 5] << 8) | bytes[at + 6]
      const width = (bytes[at + 7] << 8) | bytes[at + 8]
      return { width, height }
    }
    // The scan starts before any frame header: not a picture.
    if (marker === 0xda) return undefined
    at += 2 + length
  }
  return undefined
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]

function startsWith(bytes: Uint8Array, start: readonly number[], at = 0): boolean {
  return start.every((byte, index) => bytes[at + index] === byte)
}

function readUint32(bytes: Uint8Array, at: number): number {
  return ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0
}

/** A PNG's size from its IHDR chunk, when it starts with one and ends with IEND. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < 8 + 25 + PNG_END.length) return undefined
  const isHeader = readUint32(bytes, 8) === 13 && startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)
  if (!isHeader || !startsWith(bytes, PNG_END, bytes.length - PNG_END.length)) return undefined
  return { width: readUint32(bytes, 16), height: readUint32(bytes, 20) }
}

/** The pixel size a JPEG's or PNG's header names, or undefined when it names none. */
export function photoSizeOf(bytes: Uint8Array): { width: number; height: number } | undefined {
  return startsWith(bytes, [0xff, 0xd8, 0xff]) ? jpegSize(bytes) : pngSize(bytes)
}

/**
 * Why these bytes are no photo a link may carry, or undefined: a JPEG (`FF D8 FF`, ending in
 * `FF D9`) or a PNG, at most PHOTO_MAX_BYTES, whose header names a size of 1 to PHOTO_MAX_SIDE
 * pixels a side.
 */
export function photoBytesProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length > PHOTO_MAX_BYTES) return 'too many bytes'
  const isJpeg = startsWith(bytes, [0xff, 0xd8, 0xff])
  if (isJpeg && !startsWith(bytes, [0xff, 0xd9], bytes.length - 2)) return 'no end'
  const size = photoSizeOf(bytes)
  if (!size) return isJpeg || startsWith(bytes, PNG_SIGNATURE) ? 'no size' : 'not a photo'
  const sides = [size.width, size.height]
  if (sides.some((side) => side < 1 || side > PHOTO_MAX_SIDE)) return 'too many pixels'
  return undefined
}

/** A data URL's type and bytes, when it is a JPEG or PNG one. */
export function photoOfDataUrl(src: string): { type: PhotoType; bytes: Uint8Array } | undefined {
  const match = DATA_URL.exec(src)
  if (!match || match[2].length > BASE64_MAX_CHARS + 4) return undefined
  const bytes = bytesOfBase64(match[2])
  return bytes && { type: match[1] as PhotoType, bytes }
}

/** The data URL of a JPEG's or PNG's bytes. */
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
  return dataUrlOfPhoto(bytes[0] === 0xff ? 'jpeg' : 'png', bytes)
}
