/**
 * lz-string's `decompressFromEncodedURIComponent` (lz-string 1.5, MIT, © pieroxy), with a cap:
 * it stops as soon as its output would pass `maxChars` UTF-16 units, so a link of a few thousand
 * characters that inflates to millions (each code names the previous text plus one character)
 * costs no more than the cap, in the early script before the first paint and in the app. Below the
 * cap its output is lz-string's, character for character. It reads only the URL-safe alphabet
 * (the decoder checks the payload first; lz-string's turning of spaces into `+` is left out).
 * Where lz-string gives up it gives nothing: `''` for a payload cut short, undefined for a code
 * that names no entry (lz-string's null) or a first code that names no character (lz-string reads
 * on, with an entry it never made: the word "undefined" may then be in its text). A locked
 * link's sealed page is lz-string's `compressToUint8Array` (16 bits a character, docs/LINK-V5.md):
 * `inflateLinkBytes` reads it, with the same walk and the same cap. Pure.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$'

/** The text `payload` inflates to, or undefined when it is broken or would pass `maxChars`. */
export function inflateLink(payload: string, maxChars: number): string | undefined {
  // Past the end a character reads as 0, as lz-string's missing lookup does.
  const valueAt = (at: number) => Math.max(0, ALPHABET.indexOf(payload.charAt(at)))
  return inflate(payload.length, 32, valueAt, maxChars)
}

/**
 * The text lz-string's `compressToUint8Array` bytes inflate to (two bytes a 16-bit character,
 * high first), or undefined when they are broken, odd in number or would pass `maxChars`.
 */
export function inflateLinkBytes(bytes: Uint8Array, maxChars: number): string | undefined {
  if (bytes.length % 2 === 1) return undefined
  const valueAt = (at: number) => ((bytes[2 * at] ?? 0) << 8) | (bytes[2 * at + 1] ?? 0)
  return inflate(bytes.length / 2, 32768, valueAt, maxChars)
}

/**
 * lz-string's `_decompress`: `length` characters of `top`'s bits each (`top` is the highest bit's
 * value), read through `valueAt`.
 */
function inflate(
  length: number,
  top: number,
  valueAt: (at: number) => number,
  maxChars: number,
): string | undefined {
  // lz-string reads each character's bits from the highest, and the next character as soon
  // as one is spent: `index` runs one ahead, which its check for the payload's end counts on.
  let value = valueAt(0)
  let position = top
  let index = 1
  const read = (count: number) => {
    let bits = 0
    for (let power = 1; power !== 1 << count; power <<= 1) {
      if (value & position) bits |= power
      position >>= 1
      if (position === 0) {
        position = top
        value = valueAt(index++)
      }
    }
    return bits
  }
  // Codes 0 and 1 bring a new 8- or 16-bit character, 2 ends the text, 3 on are the entries.
  const first = read(2)
  if (first === 2) return ''
  if (first === 3 || maxChars < 1) return undefined
  let w = String.fromCharCode(read(first ? 16 : 8))
  const dictionary = ['', '', '', w]
  let result = w
  let numBits = 3
  let enlargeIn = 4
  // Each code widens by one bit when the dictionary doubles, after a new character and after
  // each entry, as lz-string counts.
  const grow = () => {
    if (--enlargeIn === 0) enlargeIn = 1 << numBits++
  }
  for (;;) {
    // Cut short, as lz-string says (past the end, zeros would read as new characters for ever).
    if (index > length) return ''
    let code = read(numBits)
    if (code === 2) return result
    if (code < 2) {
      code = dictionary.push(String.fromCharCode(read(code ? 16 : 8))) - 1
      grow()
    }
    const entry =
      code < dictionary.length ? dictionary[code] : code === dictionary.length && w + w[0]
    if (!entry || result.length + entry.length > maxChars) return undefined
    result += entry
    dictionary.push(w + entry[0])
    w = entry
    grow()
  }
}
