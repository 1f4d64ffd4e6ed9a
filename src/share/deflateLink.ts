/**
 * lz-string's `compressToEncodedURIComponent` (lz-string 1.5, MIT, © pieroxy), character for
 * character (tests/unit/deflateLink.test.ts holds it to lz-string's): the made link's payload, for
 * the encoder (encodeLink.ts) and /create's length meter. lz-string is one object, so importing it
 * brings its other compressors and every decompressor into /create's chunk; the reader's side is
 * inflateLink.ts. It walks the text by UTF-16 units, as lz-string does. `deflateLinkBytes` is
 * lz-string's `compressToUint8Array`, the same walk at 16 bits a character: a locked link's
 * sealed page (docs/LINK-V5.md). Pure.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$'

/** `text` as a link's payload: lz-string's URL-safe compression of it. */
export function deflateLink(text: string): string {
  let payload = ''
  deflate(text, 6, (value) => (payload += ALPHABET[value]))
  return payload
}

/** `text` as lz-string's `compressToUint8Array` gives it: each 16-bit character, high byte first. */
export function deflateLinkBytes(text: string): Uint8Array {
  const values: number[] = []
  deflate(text, 16, (value) => values.push(value))
  const bytes = new Uint8Array(values.length * 2)
  values.forEach((value, at) => {
    bytes[2 * at] = value >> 8
    bytes[2 * at + 1] = value & 255
  })
  return bytes
}

/** lz-string's `_compress`: `text`'s codes, `bitsPerChar` to a character handed to `emit`. */
function deflate(text: string, bitsPerChar: number, emit: (value: number) => void): void {
  let value = 0
  let position = 0
  // Each code's bits go lowest first, `bitsPerChar` to a character, the first bit in its highest.
  const write = (code: number, count: number) => {
    for (let bit = 0; bit < count; bit++, code >>= 1) {
      value = (value << 1) | (code & 1)
      if (position === bitsPerChar - 1) {
        emit(value)
        position = 0
        value = 0
      } else position++
    }
  }
  // Codes 0 and 1 bring a new 8- or 16-bit character, 2 ends the text, 3 on are the entries.
  const dictionary = new Map<string, number>()
  // Characters met whose code has not been written yet: the first code for one brings it whole.
  const unwritten = new Set<string>()
  let nextCode = 3
  let numBits = 2
  // lz-string's start: the first character's entry is not counted.
  let enlargeIn = 2
  // Each code widens by one bit when the dictionary doubles, as lz-string counts.
  const grow = () => {
    if (--enlargeIn === 0) enlargeIn = 1 << numBits++
  }
  const writeEntry = (entry: string) => {
    if (unwritten.has(entry)) {
      const char = entry.charCodeAt(0)
      const isWide = char > 255
      write(isWide ? 1 : 0, numBits)
      write(char, isWide ? 16 : 8)
      grow()
      unwritten.delete(entry)
    } else write(dictionary.get(entry) as number, numBits)
    grow()
  }
  let entry = ''
  for (let at = 0; at < text.length; at++) {
    const char = text.charAt(at)
    if (!dictionary.has(char)) {
      dictionary.set(char, nextCode++)
      unwritten.add(char)
    }
    if (dictionary.has(entry + char)) entry += char
    else {
      writeEntry(entry)
      dictionary.set(entry + char, nextCode++)
      entry = char
    }
  }
  if (entry !== '') writeEntry(entry)
  write(2, numBits)
  // The last character is filled with zero bits; one is written whole when none is begun.
  write(0, bitsPerChar - position)
}
