/**
 * How large a made link's photo is printed (PhotoPrint.tsx, and the share page's early script):
 * the photo carried in the link at the size its header names, never stretched (a 128 px crop
 * blurs at twice that); a photo on a host, large, printed in a square of PRINT_SIDE_PX, cropped
 * to its middle. Pure.
 */
import { isLinkPhoto, photoOfDataUrl, photoSizeOf, PHOTO_MAX_SIDE } from '../share/photo'

/** A photo on a host, and a photo that failed: the print's square. */
export const PRINT_SIDE_PX = 176

export function printSizeOf(src: string): { width: number; height: number } {
  const bytes = photoOfDataUrl(src)?.bytes
  return (bytes && photoSizeOf(bytes)) ?? { width: PRINT_SIDE_PX, height: PRINT_SIDE_PX }
}

/**
 * Whether the picture a browser decoded from `src` may show: a photo in the link only at the
 * size its header names, at most PHOTO_MAX_SIDE a side. The decoder walked that header; a file
 * the browser reads otherwise (a frame header the walk never saw) leaves the print's heart.
 */
export function isPrintable(
  src: string,
  image: { readonly naturalWidth: number; readonly naturalHeight: number },
): boolean {
  if (!isLinkPhoto(src)) return true
  const { width, height } = printSizeOf(src)
  const isNamed = image.naturalWidth === width && image.naturalHeight === height
  return isNamed && Math.max(width, height) <= PHOTO_MAX_SIDE
}
