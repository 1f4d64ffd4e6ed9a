/**
 * The frame headers a lenient JPEG decoder could find before its scan, for the tests to hold the
 * link's strict walk (src/share/photo.ts) against: libjpeg's reading (jdmarker.c, which Chromium
 * and Gecko decode with) skips stray bytes and fill bytes before a marker, takes RST0-7, TEM and
 * SOI with no length, and every other marker with one. Where libjpeg stops at a second SOI or
 * frame header, this goes on, so a header hidden anywhere a decoder might look is found.
 */
export type FrameSize = { width: number; height: number }

// RST0-7, SOI, TEM: markers that stand alone.
const isAlone = (marker: number) => (marker >= 0xd0 && marker <= 0xd8) || marker === 0x01

export function framesOf(bytes: Uint8Array): FrameSize[] {
  const frames: FrameSize[] = []
  let at = 2
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff || bytes[at + 1] === 0xff || bytes[at + 1] === 0) {
      at++
      continue
    }
    const marker = bytes[at + 1]
    if (isAlone(marker)) {
      at += 2
      continue
    }
    if (marker === 0xda || marker === 0xd9) break
    const isFrame = marker >> 4 === 0xc && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame && at + 9 <= bytes.length) {
      frames.push({
        width: (bytes[at + 7] << 8) | bytes[at + 8],
        height: (bytes[at + 5] << 8) | bytes[at + 6],
      })
    }
    at += 2 + ((bytes[at + 2] << 8) | bytes[at + 3])
  }
  return frames
}
