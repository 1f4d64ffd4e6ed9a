// The link's inflater (src/share/inflateLink.ts) against lz-string, whose compressor /create's
// deflateLink.ts is held to: below the cap, the same text to the character; past it, nothing,
// after reading little more than the cap's worth of a payload that names millions of characters.
import LZString from 'lz-string'
import { describe, expect, it } from 'vitest'
import { decodeFragment } from '../../src/share/format'
import { inflateLink, inflateLinkBytes } from '../../src/share/inflateLink'
import { createSeededRng } from '../../src/particles/rng'
import { LINK_PIECES } from '../support/linkPieces'

const SEED = 20260214
/** The decoder's cap on the JSON a payload inflates to (format.ts's JSON_MAX_CHARS). */
const JSON_CAP = 32_000
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$'

const inflateAll = (payload: string) => inflateLink(payload, Number.MAX_SAFE_INTEGER)

/** lz-string's bit writer: each code's bits lowest first, six to a character, highest first. */
function writerOf() {
  let payload = ''
  let value = 0
  let position = 0
  const write = (code: number, count: number) => {
    for (let bit = 0; bit < count; bit++, code >>= 1) {
      value = (value << 1) | (code & 1)
      if (position === 5) {
        payload += ALPHABET[value]
        position = 0
        value = 0
      } else position++
    }
  }
  const end = (numBits: number) => {
    write(2, numBits)
    write(0, (6 - position) % 6)
    return payload
  }
  return { write, end }
}

/**
 * A payload lz-string's format allows but its compressor never writes: one character, then
 * `tokens` codes each naming the entry not yet made (the last text plus its first character), so
 * the text grows by one more character each code: (tokens + 1)(tokens + 2) / 2 in all.
 */
function bombOf(tokens: number): string {
  const { write, end } = writerOf()
  write(0, 2)
  write('a'.charCodeAt(0), 8)
  let dictSize = 4
  let numBits = 3
  let enlargeIn = 4
  for (let token = 0; token < tokens; token++) {
    write(dictSize++, numBits)
    if (--enlargeIn === 0) enlargeIn = 1 << numBits++
  }
  return end(numBits)
}

/**
 * `text` (8-bit characters) as a payload of new characters only, each code 0 and the character;
 * with `isFirstNone`, the first code is 3, which names no character: lz-string then reads the
 * text all the same (its first piece is `undefined`, which its join drops).
 */
function literalsOf(text: string, isFirstNone = false): string {
  const { write, end } = writerOf()
  let numBits = 3
  let enlargeIn = 4
  const grow = () => {
    if (--enlargeIn === 0) enlargeIn = 1 << numBits++
  }
  const rest = isFirstNone ? text : text.slice(1)
  write(isFirstNone ? 3 : 0, 2)
  if (!isFirstNone) write(text.charCodeAt(0), 8)
  for (const char of rest) {
    write(0, numBits)
    write(char.charCodeAt(0), 8)
    grow()
    grow()
  }
  return end(numBits)
}

/** `payload`, counting how far into it a reader reads. */
function counted(payload: string) {
  const reads = { furthest: -1 }
  const text = {
    length: payload.length,
    charAt: (at: number) => {
      reads.furthest = Math.max(reads.furthest, at)
      return payload.charAt(at)
    },
  }
  return { text: text as unknown as string, reads }
}

describe('inflating a link', () => {
  it('gives what lz-string gives, for 300 random texts it compressed', () => {
    const random = createSeededRng(SEED)
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
    for (let n = 0; n < 300; n++) {
      // Short texts and long ones (300 pieces, near a letter's 600 characters), and JSON arrays
      // as a link carries them.
      const size = random() < 0.2 ? Math.floor(random() * 4) : Math.floor(random() * 300)
      const text = Array.from({ length: size }, () => pick(LINK_PIECES)).join('')
      const input =
        random() < 0.3 ? JSON.stringify([text, pick(LINK_PIECES), [text.slice(3)]]) : text
      const payload = LZString.compressToEncodedURIComponent(input)
      const expected = LZString.decompressFromEncodedURIComponent(payload)
      expect(expected).toBe(input)
      expect(inflateAll(payload), JSON.stringify(input).slice(0, 80)).toBe(input)
      // The cap is on UTF-16 units, and the text that meets it exactly passes.
      if (input.length === 0) continue
      expect(inflateLink(payload, input.length)).toBe(input)
      expect(inflateLink(payload, input.length - 1)).toBeUndefined()
    }
  }, 60_000)

  it('gives lz-string’s text, or nothing, for random payloads, and never throws', () => {
    const random = createSeededRng(SEED + 1)
    let agreed = 0
    for (let n = 0; n < 2000; n++) {
      const length = 1 + Math.floor(random() * 60)
      const payload = Array.from(
        { length },
        () => ALPHABET[Math.floor(random() * ALPHABET.length)],
      ).join('')
      let expected: string | null | undefined
      try {
        expected = LZString.decompressFromEncodedURIComponent(payload)
      } catch {
        // lz-string throws where an entry names an entry it has not: nothing, here.
        expected = undefined
      }
      const inflated = inflateAll(payload)
      // Nothing only where lz-string gives null or throws, or reads on after a first code (the
      // first character's two highest bits) of 3, which names no character.
      const isFirstNoCharacter = ALPHABET.indexOf(payload[0]) >> 4 === 3
      const isRefused = expected === null || expected === undefined || isFirstNoCharacter
      expect(inflated === undefined ? isRefused : inflated === expected, payload).toBe(true)
      if (inflated !== undefined) agreed++
    }
    expect(agreed).toBeGreaterThan(600)
  }, 60_000)

  it('stops an inflation bomb at the cap: a 7,680-character payload that names 8 million', () => {
    // The largest bomb a v4 fragment can hold: 7,680 characters.
    let tokens = 4000
    while (bombOf(tokens + 1).length <= 7680) tokens++
    const bomb = bombOf(tokens)
    expect(bomb.length).toBeLessThanOrEqual(7680)
    const full = ((tokens + 1) * (tokens + 2)) / 2
    expect(full).toBeGreaterThan(8_000_000)
    // lz-string inflates all of it.
    expect(LZString.decompressFromEncodedURIComponent(bomb)?.length).toBe(full)
    // The inflater, with no cap, agrees; with the decoder's, it gives nothing.
    expect(inflateAll(bomb)?.length).toBe(full)
    const { text, reads } = counted(bomb)
    expect(inflateLink(text, JSON_CAP)).toBeUndefined()
    // It stopped when the text passed the cap: about 252 codes in, 2,300 bits, 380 characters of
    // the payload, not 7,680 (its work is those codes and at most the cap's characters).
    const codesToCap = Math.ceil(Math.sqrt(2 * JSON_CAP))
    expect(reads.furthest).toBeLessThan(((codesToCap + 2) * 10) / 6)
    expect(reads.furthest).toBeLessThan(bomb.length / 15)
    // The decoder refuses the link.
    expect(decodeFragment(`v4.${bomb}`, [], []).kind).toBe('invalid')
  }, 60_000)

  it('stops at exactly the cap, whatever the cap', () => {
    for (const tokens of [0, 1, 2, 10, 100, 251, 252, 300]) {
      const bomb = bombOf(tokens)
      const length = ((tokens + 1) * (tokens + 2)) / 2
      expect(inflateLink(bomb, length)).toBe('a'.repeat(length))
      expect(inflateLink(bomb, length - 1)).toBeUndefined()
      expect(LZString.decompressFromEncodedURIComponent(bomb)).toBe('a'.repeat(length))
    }
    // The reading goes no further than the cap needs.
    const { text, reads } = counted(bombOf(2000))
    expect(inflateLink(text, 5050)).toBeUndefined()
    expect(reads.furthest).toBeLessThan(bombOf(101).length + 2)
  })

  it('gives nothing for a payload cut short, as lz-string gives an empty text', () => {
    const payload = LZString.compressToEncodedURIComponent('["Lan","Yêu em"]')
    for (let cut = 1; cut < payload.length - 1; cut++) {
      const expected = LZString.decompressFromEncodedURIComponent(payload.slice(0, cut))
      const inflated = inflateAll(payload.slice(0, cut))
      expect(inflated || '').toBe(expected || '')
    }
  })

  it('is what the decoder reads with: a payload only lz-string reads is invalid', () => {
    const fields = JSON.stringify(['Lan', 'Yeu em', 'https://media.giphy.com/media/a/giphy.gif'])
    const decode = (payload: string) => decodeFragment(`v1.${payload}`, ['media.giphy.com'], [])
    expect(inflateAll(literalsOf(fields))).toBe(fields)
    expect(LZString.decompressFromEncodedURIComponent(literalsOf(fields))).toBe(fields)
    expect(decode(literalsOf(fields)).kind).toBe('valid')
    // lz-string reads the same page from a payload whose first code names no character.
    expect(LZString.decompressFromEncodedURIComponent(literalsOf(fields, true))).toBe(fields)
    expect(inflateAll(literalsOf(fields, true))).toBeUndefined()
    expect(decode(literalsOf(fields, true)).kind).toBe('invalid')
  })

  it('reads lz-string’s compressToUint8Array bytes with the same cap (a locked link)', () => {
    const random = createSeededRng(SEED + 3)
    for (let n = 0; n < 200; n++) {
      const size = Math.floor(random() * 400)
      const text = Array.from({ length: size }, () => LINK_PIECES[n % LINK_PIECES.length]).join('')
      const bytes = LZString.compressToUint8Array(text)
      expect(inflateLinkBytes(bytes, JSON_CAP)).toBe(text.length > JSON_CAP ? undefined : text)
      expect(inflateLinkBytes(bytes, text.length - 1)).toBe(text.length > 0 ? undefined : '')
    }
    // An odd number of bytes is no 16-bit text; a text cut short gives nothing.
    const bytes = LZString.compressToUint8Array('Đà Lạt, Đà Lạt, Đà Lạt')
    expect(inflateLinkBytes(bytes.subarray(1), JSON_CAP)).toBeUndefined()
    expect(inflateLinkBytes(bytes.subarray(0, 4), JSON_CAP)).toBe('')
  })
})
