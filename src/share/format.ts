/**
 * The shared-link format: the page's fields travel in the URL fragment, which browsers never
 * send to a server. `v1.` then lz-string's URL-safe compression of the JSON array
 * [name, line, gif]; a page with a question is `v2.` and
 * [name, line, gif, question, contact kind, contact value] (both contact texts empty when it has
 * none); a page with a song is `v3.` and
 * [name, line, gif, question, contact kind, contact value, song] (the question and the contact
 * empty when it asks nothing; the song as song.ts writes it). The encoder writes the lowest
 * version that holds the page, so every v1 and v2 link reads, and is written, as before. The
 * page's language and occasion are in the link's path (paths.ts), not here. Decoding never
 * throws: anything unexpected is `invalid`. Pure.
 */
import LZString from 'lz-string'
import { isContactKind } from './contact.js'
import { cleanPage, pageErrors, type SharedPage } from './rules.js'
import { songOfText, songText } from './song.js'

/** The newest version: v3 carries a song. */
export const SHARE_VERSION = 3
/** The longest link the form makes, and the longest fragment a page reads. */
export const LINK_MAX_CHARS = 2000

/** How many texts each version's array holds. */
const FIELD_COUNTS: readonly number[] = [0, 3, 6, 7]
const VERSIONED = /^v(\d{1,6})\.([\s\S]*)$/
// lz-string's URL-safe alphabet: anything else means the link was cut or altered.
const PAYLOAD = /^[A-Za-z0-9+\-$]+$/
// Seven fields of at most a few hundred characters: a longer result is not ours.
const JSON_MAX_CHARS = 4 * LINK_MAX_CHARS

export type DecodedLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'valid'; readonly page: SharedPage }
  | { readonly kind: 'invalid'; readonly reason: string }

/** The fragment (without '#') for a page; the caller has checked it with `pageErrors`. */
export function encodePage(page: SharedPage): string {
  const clean = cleanPage(page)
  const fields = [clean.recipientName, clean.loveLine, clean.gifUrl]
  const version = clean.song ? 3 : clean.question ? 2 : 1
  if (version > 1) {
    fields.push(clean.question ?? '', clean.contact?.kind ?? '', clean.contact?.value ?? '')
  }
  if (version > 2) fields.push(songText(clean.song))
  return `v${version}.${LZString.compressToEncodedURIComponent(JSON.stringify(fields))}`
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

function isFields(value: unknown, count: number): value is string[] {
  return (
    Array.isArray(value) &&
    value.length === count &&
    value.every((item) => typeof item === 'string')
  )
}

/** The page a version's fields hold, or why they are not one. */
function pageOf(fields: string[]): SharedPage | string {
  const page = { recipientName: fields[0], loveLine: fields[1], gifUrl: fields[2] }
  if (fields.length === 3) return page
  const [question, kind, value, text = ''] = fields.slice(3)
  const song = songOfText(text)
  if (song === false) return 'not a song'
  const withSong = song ? { ...page, song } : page
  if (question.trim() === '') {
    // A v2 link always asks: without a question, the form writes v1. A v3 link may not ask,
    // and then has no contact either.
    if (fields.length === 6) return 'no question'
    return kind === '' && value === '' ? withSong : 'a contact without a question'
  }
  if (kind === '' && value === '') return { ...withSong, question }
  if (!isContactKind(kind) || value.trim() === '') return 'not a contact'
  return { ...withSong, question, contact: { kind, value } }
}

/**
 * What a location's fragment (`#…` or `…`) holds: nothing, a page that follows every rule
 * with its GIF on `hosts` and its song's file (if any) on `audioHosts`, or something invalid
 * (with the reason, for tests and debugging). A song off the list makes the whole link invalid,
 * as a GIF off the list does.
 */
export function decodeFragment(
  fragment: string,
  hosts: readonly string[],
  audioHosts: readonly string[],
): DecodedLink {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment
  if (raw === '') return { kind: 'none' }
  if (raw.length > LINK_MAX_CHARS) return invalid('too long')
  const match = VERSIONED.exec(unescape(raw))
  if (!match) return invalid('no version')
  const count = FIELD_COUNTS[Number(match[1])] ?? 0
  if (count === 0) return invalid(`unknown version ${match[1]}`)
  if (!PAYLOAD.test(match[2])) return invalid('not lz-string')
  const fields = decompress(match[2])
  if (!isFields(fields, count)) return invalid(`not ${count} texts`)
  const page = pageOf(fields)
  if (typeof page === 'string') return invalid(page)
  const errors = pageErrors(page, hosts, audioHosts)
  const broken = Object.keys(errors)
  if (broken.length > 0) return invalid(`breaks the rules: ${broken.join(', ')}`)
  return { kind: 'valid', page: cleanPage(page) }
}
