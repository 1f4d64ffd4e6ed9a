/**
 * The shared-link format: the page's three fields travel in the URL fragment, which browsers
 * never send to a server. `v1.` then lz-string's URL-safe compression of the JSON array
 * [name, line, gif]. The version prefix lets a later format read old links or refuse them
 * cleanly. Decoding never throws: anything unexpected is `invalid`. Pure.
 */
import LZString from 'lz-string'
import { cleanPage, pageErrors, type SharedPage } from './rules.js'

export const SHARE_VERSION = 1
/** The longest link the form makes, and the longest fragment a page reads. */
export const LINK_MAX_CHARS = 2000

const PREFIX = `v${SHARE_VERSION}.`
const VERSIONED = /^v(\d{1,6})\.([\s\S]*)$/
// lz-string's URL-safe alphabet: anything else means the link was cut or altered.
const PAYLOAD = /^[A-Za-z0-9+\-$]+$/
// Three fields of at most a few hundred characters: a longer result is not ours.
const JSON_MAX_CHARS = 4 * LINK_MAX_CHARS

export type DecodedLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'valid'; readonly page: SharedPage }
  | { readonly kind: 'invalid'; readonly reason: string }

/** The fragment (without '#') for a page; the caller has checked it with `pageErrors`. */
export function encodePage(page: SharedPage): string {
  const clean = cleanPage(page)
  const json = JSON.stringify([clean.recipientName, clean.loveLine, clean.gifUrl])
  return PREFIX + LZString.compressToEncodedURIComponent(json)
}

function invalid(reason: string): DecodedLink {
  return { kind: 'invalid', reason }
}

// Messengers sometimes percent-encode '$' or '+'; a malformed escape is left for the check.
function unescape(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function decompress(payload: string): unknown {
  try {
    const json = LZString.decompressFromEncodedURIComponent(payload)
    if (!json || json.length > JSON_MAX_CHARS) return undefined
    return JSON.parse(json)
  } catch {
    return undefined
  }
}

function isFields(value: unknown): value is [string, string, string] {
  return (
    Array.isArray(value) && value.length === 3 && value.every((item) => typeof item === 'string')
  )
}

/**
 * What a location's fragment (`#…` or `…`) holds: nothing, a page that follows every rule
 * with its GIF on `hosts`, or something invalid (with the reason, for tests and debugging).
 */
export function decodeFragment(fragment: string, hosts: readonly string[]): DecodedLink {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment
  if (raw === '') return { kind: 'none' }
  if (raw.length > LINK_MAX_CHARS) return invalid('too long')
  const match = VERSIONED.exec(unescape(raw))
  if (!match) return invalid('no version')
  if (Number(match[1]) !== SHARE_VERSION) return invalid(`unknown version ${match[1]}`)
  if (!PAYLOAD.test(match[2])) return invalid('not lz-string')
  const fields = decompress(match[2])
  if (!isFields(fields)) return invalid('not three texts')
  const page = { recipientName: fields[0], loveLine: fields[1], gifUrl: fields[2] }
  const errors = pageErrors(page, hosts)
  const broken = Object.keys(errors)
  if (broken.length > 0) return invalid(`breaks the rules: ${broken.join(', ')}`)
  return { kind: 'valid', page: cleanPage(page) }
}
