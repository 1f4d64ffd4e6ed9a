/**
 * The shared-link format: the page's fields travel in the URL fragment, which browsers never
 * send to a server. `v1.` then lz-string's URL-safe compression of the JSON array
 * [name, line, gif]; a page with a question is `v2.` and
 * [name, line, gif, question, contact kind, contact value] (both contact texts empty when it has
 * none); a page with a song is `v3.` and
 * [name, line, gif, question, contact kind, contact value, song] (the question and the contact
 * empty when it asks nothing; the song as song.ts writes it); a story, or a page with a photo, is
 * `v4.` and the v3 fields, then the photo (photo.ts: '', 'L' or a host's address), the photo's
 * place and the steps as story.ts writes them, with the photo carried in the link (if any) as
 * base64url after a second dot, outside the compression its bytes would only grow in
 * (docs/LINK-V4.md). A page in another voice than anh → em, or with the maker's name or an
 * opening moment, is `v5.` and the v4 fields, then the voice, the sender and the opening
 * (docs/LINK-V5.md). The encoder writes the lowest
 * version that holds the page, so every v1 and v2 link reads, and is written, as before. The
 * page's language and occasion are in the link's path (paths.ts), not here. Decoding never
 * throws: anything unexpected is `invalid`. Pure.
 */
import { isContactKind } from './contact.js'
import { inflateLink } from './inflateLink.js'
import { isPhotoField, isPhotoPlace, LINK_PHOTO, photoOfLinkText } from './photo.js'
import { cleanPage, nameError, pageErrors, type SharedPage } from './rules.js'
import { songOfText } from './song.js'
import { cleanText } from './text.js'
import { isOpening, isVoice } from './voice.js'
import type { Voice } from '../texts/voices.js'
import type { SharedPhoto } from './photo.js'
import {
  cleanStep,
  linkPhotosOf,
  stepOfFields,
  storyErrors,
  STEPS_MAX,
  type SharedStory,
  type StoryStep,
} from './story.js'

/** The newest version: v5 carries a voice, a sender or an opening (v4 a story or a photo). */
export const SHARE_VERSION = 5
/** The longest v1-v3 link the form makes, and the longest such fragment a page reads. */
export const LINK_MAX_CHARS = 2000
/**
 * The longest v4 fragment a page reads: six steps of letters reach about 5,000 characters, a
 * photo in the link about 3,400 more. The form never makes a longer link.
 */
export const STORY_LINK_MAX_CHARS = 8000

/**
 * How many fields each version's array holds: pageFields.ts's `fieldCountOf`, spelt out, as that
 * table in the early script would grow it (tests/unit/pageFields.test.ts holds them equal).
 */
export const FIELD_COUNTS: readonly number[] = [0, 3, 6, 7, 10, 13]
const VERSIONED = /^v(\d{1,6})\.([^.]*)(?:\.([\s\S]*))?$/
// lz-string's URL-safe alphabet: anything else means the link was cut or altered.
const PAYLOAD = /^[A-Za-z0-9+\-$]+$/
/**
 * The most UTF-16 units a link's JSON may inflate to (fields of at most a few hundred characters:
 * a longer result is not ours). /create measures its links against it (linkLimits.ts).
 */
export const JSON_MAX_CHARS = 4 * STORY_LINK_MAX_CHARS

export type DecodedLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'valid'; readonly page: SharedStory }
  | { readonly kind: 'invalid'; readonly reason: string }

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
    // Inflation stops at the cap: a short payload may name millions of characters.
    const json = inflateLink(payload, JSON_MAX_CHARS)
    return json ? JSON.parse(json) : undefined
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

type V4 = { fields: string[]; photo?: SharedPhoto; steps: StoryStep[] }
type V5 = { voice?: Voice; sender?: string; opening?: string }

/**
 * A v4 array's v3 fields, its photo and its steps, or why it holds none. `linkPhoto` is the
 * photo after the link's second dot (a data URL), which exactly the fields that say `'L'` use.
 * The photo is none ('' in both fields), or `'L'` or an address with its place; there are zero
 * to six steps, and zero only with a photo (else the link would be v1-v3), or in a v5 array.
 */
function v4Of(value: unknown, linkPhoto: string | undefined, isV5: boolean): V4 | string {
  if (!Array.isArray(value) || value.length !== (isV5 ? 13 : 10)) return 'not its fields'
  const fields = value.slice(0, 9)
  if (!isFields(fields, 9)) return 'not 9 texts'
  const [src, place] = fields.slice(7)
  const isNone = src === '' && place === ''
  // Only 'L' names the photo in the link: a data URL in the payload is no field of ours.
  if (!isNone && (!isPhotoPlace(place) || !isPhotoField(src))) return 'not a photo'
  if (src === LINK_PHOTO && linkPhoto === undefined) return 'no photo after the dot'
  const photo = isNone ? undefined : { src: src === LINK_PHOTO ? (linkPhoto ?? '') : src, place }
  const list: unknown = value[9]
  if (!Array.isArray(list) || list.length > STEPS_MAX) return 'not steps'
  if (list.length === 0 && !photo && !isV5) return 'neither steps nor a photo'
  const steps = list.map((item) => stepOfFields(item, linkPhoto))
  if (!steps.every((step) => step !== undefined)) return 'not a step'
  const story = { fields: fields.slice(0, 7), steps, ...(photo && { photo: photo as SharedPhoto }) }
  // A photo after the dot that no field uses is not what the form makes.
  if (linkPhoto !== undefined && linkPhotosOf({ ...story, ...emptyPage }).length === 0) {
    return 'a photo no field uses'
  }
  return story
}

/**
 * A v5 array's own items (10-12): a voice of the list, a sender by the name's rule (as it
 * travels: NFC, trimmed), an opening minute; at least one set, else the link would be v1-v4.
 */
function v5Of(value: unknown[]): V5 | string {
  const items = value.slice(10)
  if (!isFields(items, 3)) return 'not v5 texts'
  const [voice, sender, opening] = items
  if (voice === '' && sender === '' && opening === '') return 'no v5 field'
  if (!isVoice(voice)) return 'not a voice'
  if (sender !== '' && (nameError(sender) || cleanText(sender) !== sender)) return 'not a sender'
  if (opening !== '' && !isOpening(opening)) return 'not an opening'
  return { ...(voice && { voice }), ...(sender && { sender }), ...(opening && { opening }) }
}

const emptyPage: SharedPage = { recipientName: '', loveLine: '', gifUrl: '' }

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
 * with its GIF on `hosts`, its song's file (if any) on `audioHosts` and its photos' addresses
 * on `photoHosts`, or something invalid (with the reason, for tests and debugging). A song or
 * photo off the list makes the whole link invalid, as a GIF off the list does.
 */
export function decodeFragment(
  fragment: string,
  hosts: readonly string[],
  audioHosts: readonly string[],
  photoHosts: readonly string[] = [],
): DecodedLink {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment
  if (raw === '') return { kind: 'none' }
  if (raw.length > STORY_LINK_MAX_CHARS) return invalid('too long')
  const match = VERSIONED.exec(unescape(raw))
  if (!match) return invalid('no version')
  const version = Number(match[1])
  const count = FIELD_COUNTS[version] ?? 0
  if (count === 0) return invalid(`unknown version ${match[1]}`)
  // v1-v3 links keep their limit: the longer one is a story's.
  if (version < 4 && raw.length > LINK_MAX_CHARS) return invalid('too long')
  if (!PAYLOAD.test(match[2])) return invalid('not lz-string')
  const photoText = match[3]
  if (photoText !== undefined && version < 4) return invalid('a photo before v4')
  const linkPhoto = photoText === undefined ? undefined : photoOfLinkText(photoText)
  if (photoText !== undefined && linkPhoto === undefined) return invalid('not a photo')
  return pageOfArray(decompress(match[2]), version, linkPhoto, hosts, audioHosts, photoHosts)
}

/**
 * The page a known version's array holds (`value`, the JSON parsed), by the open link's rules,
 * with the photo the link carries after it (`linkPhoto`, a data URL), or why it is invalid. A
 * locked link's sealed array is read here too, at the lowest version that holds it.
 */
export function pageOfArray(
  value: unknown,
  version: number,
  linkPhoto: string | undefined,
  hosts: readonly string[],
  audioHosts: readonly string[],
  photoHosts: readonly string[],
): DecodedLink {
  const count = FIELD_COUNTS[version]
  const v4 = version >= 4 ? v4Of(value, linkPhoto, version === 5) : undefined
  if (typeof v4 === 'string') return invalid(v4)
  const v5 = version === 5 ? v5Of(value as unknown[]) : {}
  if (typeof v5 === 'string') return invalid(v5)
  const fields = v4 ? v4.fields : value
  if (!v4 && !isFields(fields, count)) return invalid(`not ${count} texts`)
  const text = pageOf(fields as string[])
  if (typeof text === 'string') return invalid(text)
  const page = v4?.photo ? { ...text, photo: v4.photo } : text
  const errors = pageErrors(page, hosts, audioHosts, undefined, photoHosts)
  const broken = Object.keys(errors)
  if (v4 && Object.keys(storyErrors(v4.steps, undefined, photoHosts)).length > 0) {
    broken.push('steps')
  }
  if (broken.length > 0) return invalid(`breaks the rules: ${broken.join(', ')}`)
  if (!v4 || v4.steps.length === 0) return { kind: 'valid', page: { ...cleanPage(page), ...v5 } }
  return { kind: 'valid', page: { ...cleanPage(page), steps: v4.steps.map(cleanStep), ...v5 } }
}
