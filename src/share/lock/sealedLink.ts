/**
 * A locked link's container (docs/LINK-V5.md, "The locked link"): `v5.~` then base64url of
 * binary, big-endian bytes: version, answer rule, PBKDF2 iterations, salt, IV, opening minute,
 * the question (length, UTF-8) and the sealed bytes (length, AES-GCM's output), then a CRC-32 of
 * all before it. Reading it needs no crypto: the sealed page's early script paints the question
 * from here, and tells a link cut in transit (the checksum) from one made wrong (`invalid`).
 * Kept small for that script (and for the sealed page's chunk): the sealing and the opening are
 * seal.ts's, the sealed bytes and their length sealedContent.ts's. Pure.
 */
import { STORY_LINK_MAX_CHARS } from '../format.js'
import { questionError } from '../rules.js'
import { cleanText } from '../text.js'
import { isOpening } from '../voice.js'
import { ANSWER_RULE } from './answerRule.js'

/** What a locked link's fragment begins with: `~` is outside lz-string's alphabet. */
export const SEALED_MARK = 'v5.~'
export const CONTAINER_VERSION = 1
/** The PBKDF2 counts a link may carry: fewer is too weak a curtain, more too slow to open. */
export const ITERATIONS_MIN = 100_000
export const ITERATIONS_MAX = 2_000_000
export const SALT_BYTES = 16
export const IV_BYTES = 12
/** AES-GCM's tag, at the end of the sealed bytes. */
export const TAG_BYTES = 16
// Version, rule, iterations, salt, IV and opening: the fixed part before the question.
export const FIXED_BYTES = 1 + 1 + 4 + SALT_BYTES + IV_BYTES + 4
export const CHECKSUM_BYTES = 4
const MINUTE_MS = 60_000

export type SealedLink = {
  readonly iterations: number
  readonly salt: Uint8Array
  readonly iv: Uint8Array
  /** When the page opens, `YYYY-MM-DDTHH:MMZ` as src/share/voice.ts's isOpening. */
  readonly opening?: string
  /** The question the reader answers, in the clear (the question's rule, NFC, trimmed). */
  readonly question: string
  /** AES-GCM's output: the sealed page and its 16-byte tag. */
  readonly sealed: Uint8Array
  /** Every byte from the container's version to the sealed length, bound by the tag. */
  readonly additionalData: Uint8Array
}

export type SealedRead =
  | { readonly kind: 'sealed'; readonly link: SealedLink }
  | { readonly kind: 'cut' }
  | { readonly kind: 'invalid'; readonly reason: string }

const invalid = (reason: string): SealedRead => ({ kind: 'invalid', reason })
const CUT: SealedRead = { kind: 'cut' }

// A messenger may percent-encode the '~'.
const SEALED = /^#?v5\.(?:~|%7[eE])/

/** Whether a location's fragment (`#…` or `…`) is a locked link's, whole or not. */
export function isSealedFragment(fragment: string): boolean {
  return SEALED.test(fragment)
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** `bytes` as base64url, without padding. */
export function base64urlOf(bytes: Uint8Array): string {
  let text = ''
  for (let at = 0; at < bytes.length; at += 3) {
    const bits = (bytes[at] << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0)
    const count = Math.min(4, Math.ceil(((bytes.length - at) * 8) / 6))
    for (let char = 0; char < count; char++) text += ALPHABET[(bits >> (18 - 6 * char)) & 63]
  }
  return text
}

/** The bytes of base64url text (no padding), 'cut' for a length no text has, or undefined. */
function bytesOf(text: string): Uint8Array | 'cut' | undefined {
  if (text.length % 4 === 1) return 'cut'
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8))
  let bits = 0
  let count = 0
  let at = 0
  for (let index = 0; index < text.length; index++) {
    const value = ALPHABET.indexOf(text[index])
    if (value < 0) return undefined
    bits = ((bits << 6) | value) & 0xffffff
    count += 6
    if (count >= 8) {
      count -= 8
      bytes[at++] = (bits >> count) & 255
    }
  }
  return bytes
}

/** CRC-32 (IEEE 802.3, as zlib's crc32) of `bytes`. */
export function crc32Of(bytes: Uint8Array): number {
  let crc = -1
  for (let at = 0; at < bytes.length; at++) {
    crc ^= bytes[at]
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return (crc ^ -1) >>> 0
}

const u16At = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1]
const u32At = (bytes: Uint8Array, at: number) => u16At(bytes, at) * 65536 + u16At(bytes, at + 2)

function writeNumber(bytes: Uint8Array, at: number, value: number, size: number): void {
  for (let index = size - 1; index >= 0; index--, value = Math.floor(value / 256)) {
    bytes[at + index] = value % 256
  }
}

/** An opening moment as the container carries it: minutes since 1970 UTC, 0 for none. */
const minuteOf = (opening: string | undefined) => (opening ? Date.parse(opening) / MINUTE_MS : 0)
const openingOf = (minute: number) => `${new Date(minute * MINUTE_MS).toISOString().slice(0, 16)}Z`

/** What the clear header says: all of it is bound to the sealed bytes as additional data. */
export type SealedHeader = {
  readonly iterations: number
  readonly salt: Uint8Array
  readonly iv: Uint8Array
  readonly opening?: string
  readonly question: string
}

/**
 * The container's bytes from its version to the sealed length (`sealedLength`, AES-GCM's output
 * with its tag): the additional data the seal binds. The caller has checked every field.
 */
export function headerBytesOf(header: SealedHeader, sealedLength: number): Uint8Array {
  const question = new TextEncoder().encode(header.question)
  const bytes = new Uint8Array(FIXED_BYTES + 2 + question.length + 2)
  bytes[0] = CONTAINER_VERSION
  bytes[1] = ANSWER_RULE
  writeNumber(bytes, 2, header.iterations, 4)
  bytes.set(header.salt, 6)
  bytes.set(header.iv, 6 + SALT_BYTES)
  writeNumber(bytes, FIXED_BYTES - 4, minuteOf(header.opening), 4)
  writeNumber(bytes, FIXED_BYTES, question.length, 2)
  bytes.set(question, FIXED_BYTES + 2)
  writeNumber(bytes, FIXED_BYTES + 2 + question.length, sealedLength, 2)
  return bytes
}

/** The fragment (without '#') of a header's bytes and the sealed bytes, with their checksum. */
export function sealedFragmentOf(header: Uint8Array, sealed: Uint8Array): string {
  const bytes = new Uint8Array(header.length + sealed.length + CHECKSUM_BYTES)
  bytes.set(header)
  bytes.set(sealed, header.length)
  writeNumber(bytes, bytes.length - CHECKSUM_BYTES, crc32Of(bytes.subarray(0, -CHECKSUM_BYTES)), 4)
  return SEALED_MARK + base64urlOf(bytes)
}

function questionOf(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/**
 * What a locked link's fragment (`#…` or `…`) holds, without crypto and never throwing: the
 * container, `cut` when it is shorter than its lengths say or its checksum fails (a link cut or
 * altered in transit: "incomplete", never "wrong answer"), or `invalid` (longer than its lengths,
 * another version or rule, iterations, opening or question out of their rules).
 */
export function readSealedLink(fragment: string): SealedRead {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment
  if (raw.length > STORY_LINK_MAX_CHARS) return invalid('too long')
  const match = SEALED.exec(raw)
  if (!match) return invalid('not sealed')
  const bytes = bytesOf(raw.slice(match[0].length))
  if (bytes === undefined) return invalid('not base64url')
  if (bytes === 'cut' || bytes.length === 0) return CUT
  if (bytes[0] !== CONTAINER_VERSION) return invalid(`unknown container version ${bytes[0]}`)
  if (bytes.length < FIXED_BYTES + 2) return CUT
  const questionLength = u16At(bytes, FIXED_BYTES)
  const sealedAt = FIXED_BYTES + 2 + questionLength
  if (bytes.length < sealedAt + 2) return CUT
  const end = sealedAt + 2 + u16At(bytes, sealedAt)
  if (bytes.length < end + CHECKSUM_BYTES) return CUT
  if (bytes.length > end + CHECKSUM_BYTES) return invalid('longer than its lengths')
  if (crc32Of(bytes.subarray(0, end)) !== u32At(bytes, end)) return CUT
  if (bytes[1] !== ANSWER_RULE) return invalid(`unknown answer rule ${bytes[1]}`)
  const iterations = u32At(bytes, 2)
  if (iterations < ITERATIONS_MIN || iterations > ITERATIONS_MAX) return invalid('iterations')
  const minute = u32At(bytes, FIXED_BYTES - 4)
  const opening = minute === 0 ? undefined : openingOf(minute)
  if (opening !== undefined && !isOpening(opening)) return invalid('not an opening')
  const question = questionOf(bytes.subarray(FIXED_BYTES + 2, sealedAt))
  if (!question || questionError(question) || cleanText(question) !== question) {
    return invalid('not a question')
  }
  if (end - sealedAt - 2 < TAG_BYTES + 2) return invalid('too little sealed')
  const link = {
    iterations,
    salt: bytes.slice(6, 6 + SALT_BYTES),
    iv: bytes.slice(6 + SALT_BYTES, 6 + SALT_BYTES + IV_BYTES),
    ...(opening && { opening }),
    question,
    sealed: bytes.slice(sealedAt + 2, end),
    additionalData: bytes.slice(0, sealedAt + 2),
  }
  return { kind: 'sealed', link }
}
