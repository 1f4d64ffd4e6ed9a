/**
 * The maker's square, re-drawn small in a canvas and saved as a JPEG for the link
 * (docs/LINK-V4.md): a canvas keeps only pixels, so no byte of the original file (its GPS
 * position, camera, date) reaches the link. The largest of ENCODINGS whose base64url fits the
 * room the link has left is taken.
 */
import { dataUrlOfPhoto, PHOTO_MAX_BYTES, photoBytesProblem } from '../../../share/photo'
import type { Square } from './cropGeometry'

/**
 * Sizes and JPEG qualities, best first: 112 px at 0.5 is 1,500-2,600 bytes for real photos, so
 * about 2,000-3,500 characters; smaller ones make room in a long story's link.
 */
export const ENCODINGS: ReadonlyArray<{ side: number; quality: number }> = [
  { side: 128, quality: 0.5 },
  { side: 112, quality: 0.5 },
  { side: 112, quality: 0.4 },
  { side: 96, quality: 0.4 },
  { side: 80, quality: 0.35 },
  { side: 64, quality: 0.3 },
]

/** The characters `bytes` take after the link's second dot: base64url without padding. */
export const linkCharsOf = (bytes: number) => Math.ceil((bytes * 4) / 3)

/** Whether a JPEG of `bytes` may travel in a link that has `roomChars` characters left for it. */
export const fitsLink = (bytes: number, roomChars: number) =>
  bytes <= PHOTO_MAX_BYTES && linkCharsOf(bytes) <= roomChars

export type EncodedPhoto = { readonly src: string; readonly side: number; readonly chars: number }

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

/**
 * `square` of `image` as the largest JPEG that fits `roomChars`, or undefined when none does (a
 * story's link already long).
 */
export async function encodeCrop(
  image: CanvasImageSource,
  square: Square,
  roomChars: number,
): Promise<EncodedPhoto | undefined> {
  const canvas = document.createElement('canvas')
  for (const { side, quality } of ENCODINGS) {
    canvas.width = side
    canvas.height = side
    const context = canvas.getContext('2d')
    if (!context) return undefined
    context.imageSmoothingQuality = 'high'
    context.drawImage(image, square.x, square.y, square.side, square.side, 0, 0, side, side)
    const blob = await jpegOf(canvas, quality)
    if (!blob || !fitsLink(blob.size, roomChars)) continue
    const bytes = new Uint8Array(await blob.arrayBuffer())
    if (photoBytesProblem(bytes)) continue
    return { src: dataUrlOfPhoto('jpeg', bytes), side, chars: linkCharsOf(bytes.length) }
  }
  return undefined
}
