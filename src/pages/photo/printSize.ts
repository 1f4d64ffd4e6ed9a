/**
 * How large a made link's photo is printed (PhotoPrint.tsx, and the share page's early script):
 * the photo carried in the link at the size its header names, never stretched (a 128 px crop
 * blurs at twice that); a photo on a host, large, printed in a square of PRINT_SIDE_PX, cropped
 * to its middle. Pure.
 */
import { photoOfDataUrl, photoSizeOf } from '../../share/photo'

/** A photo on a host, and a photo that failed: the print's square. */
export const PRINT_SIDE_PX = 176

export function printSizeOf(src: string): { width: number; height: number } {
  const bytes = photoOfDataUrl(src)?.bytes
  return (bytes && photoSizeOf(bytes)) ?? { width: PRINT_SIDE_PX, height: PRINT_SIDE_PX }
}
