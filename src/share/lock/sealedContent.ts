/**
 * What a locked link seals (docs/LINK-V5.md): a 2-byte length c, c bytes of lz-string's
 * `compressToUint8Array` of the open link's 13-item array plus item 13, the page's address
 * (`kind/language/occasion`), then the link photo's JPEG bytes when the array says 'L'. The
 * opening is '' inside (it travels in the clear). Reading it back checks the array with exactly
 * the open link's rules (format.ts's `pageOfArray`), inflating with the same cap. No crypto: the
 * fuzz tests read it directly. Pure.
 */
import { deflateLinkBytes } from '../deflateLink.js'
import { linkArrayOf } from '../encodeLink.js'
import { FIELD_COUNTS, JSON_MAX_CHARS, pageOfArray } from '../format.js'
import { inflateLinkBytes } from '../inflateLink.js'
import { isShareKind, type ShareAddress } from '../paths.js'
import { dataUrlOfPhoto, photoBytesProblem, photoOfDataUrl } from '../photo.js'
import type { SharedStory } from '../story.js'
import { isLanguage } from '../../texts/languages.js'
import { isOccasion } from '../../occasions/occasions.js'
import { cleanText } from '../text.js'
import { CHECKSUM_BYTES, FIXED_BYTES, SEALED_MARK, TAG_BYTES } from './sealedLink.js'

/** The build's lists a sealed page's GIF, song and photos must be on, as an open link's. */
export type LinkHosts = {
  readonly gif: readonly string[]
  readonly audio: readonly string[]
  readonly photo: readonly string[]
}

export type OpenedLink =
  | { readonly kind: 'opened'; readonly page: SharedStory; readonly address: ShareAddress }
  | { readonly kind: 'wrong' }
  | { readonly kind: 'invalid'; readonly reason: string }

const invalid = (reason: string): OpenedLink => ({ kind: 'invalid', reason })

/** The address as the sealed array's item 13 writes it. */
export const addressTextOf = ({ kind, language, occasion }: ShareAddress) =>
  `${kind}/${language}/${occasion}`

function addressOf(text: unknown): ShareAddress | undefined {
  if (typeof text !== 'string') return undefined
  const [kind, language, occasion, ...rest] = text.split('/')
  if (rest.length > 0 || !isShareKind(kind) || !isLanguage(language)) return undefined
  return isOccasion(occasion) ? { kind, language, occasion } : undefined
}

/** The bytes `page` at `address` seals (the caller has checked the page as for an open link). */
export function sealedContentOf(page: SharedStory, address: ShareAddress): Uint8Array {
  const { fields, linkPhoto } = linkArrayOf({ ...page, opening: undefined }, 5)
  const array = deflateLinkBytes(JSON.stringify([...fields, addressTextOf(address)]))
  const photo = linkPhoto === undefined ? new Uint8Array() : photoOfDataUrl(linkPhoto)?.bytes
  if (!photo) throw new TypeError('a link photo that is no JPEG data URL')
  const bytes = new Uint8Array(2 + array.length + photo.length)
  bytes[0] = array.length >> 8
  bytes[1] = array.length & 255
  bytes.set(array, 2)
  bytes.set(photo, 2 + array.length)
  return bytes
}

/** The items 7-12 of an array that uses none of them: no photo, no step, no v5 field. */
const UNUSED = ['', '', [], '', '', '']

/**
 * The lowest version whose array holds a sealed one, as the open link would be written, so that
 * it is read by exactly that version's rules: v5 with a voice or a sender, v4 with steps or a
 * photo, else v3 (whose rules take every v1 and v2 page). The items past it are unused. (Item 12,
 * the opening, is '': the moment travels in the clear header.)
 */
function versionOf(value: unknown[]): number {
  const isUnused = (from: number) =>
    JSON.stringify(value.slice(from, 13)) === JSON.stringify(UNUSED.slice(from - 7))
  return !isUnused(10) ? 5 : !isUnused(7) ? 4 : 3
}

function parsed(json: string | undefined): unknown {
  try {
    return json ? JSON.parse(json) : undefined
  } catch {
    return undefined
  }
}

/**
 * The page unsealed bytes hold, by the open link's rules with its GIF, song and photos on
 * `hosts`, opening at `opening` (the clear header's); `invalid` when anything is off. Never throws.
 */
export function openedPageOf(
  bytes: Uint8Array,
  opening: string | undefined,
  hosts: LinkHosts,
): OpenedLink {
  if (bytes.length < 2) return invalid('no array')
  const arrayEnd = 2 + ((bytes[0] << 8) | bytes[1])
  if (arrayEnd > bytes.length) return invalid('shorter than its array')
  const value = parsed(inflateLinkBytes(bytes.subarray(2, arrayEnd), JSON_MAX_CHARS))
  if (!Array.isArray(value) || value.length !== 14) return invalid('not its fields')
  const address = addressOf(value[13])
  if (!address) return invalid('not an address')
  const photo = bytes.slice(arrayEnd)
  if (photo.length > 0 && photoBytesProblem(photo)) return invalid('not a photo')
  const linkPhoto = photo.length > 0 ? dataUrlOfPhoto('jpeg', photo) : undefined
  if (value[12] !== '') return invalid('an opening inside the seal')
  const version = versionOf(value)
  // As the open link: a photo after the array goes with a v4 field that says 'L'.
  if (linkPhoto !== undefined && version < 4) return invalid('a photo no field uses')
  const array = value.slice(0, FIELD_COUNTS[version])
  const read = pageOfArray(array, version, linkPhoto, hosts.gif, hosts.audio, hosts.photo)
  if (read.kind !== 'valid') return invalid(read.kind === 'invalid' ? read.reason : 'none')
  return { kind: 'opened', page: opening ? { ...read.page, opening } : read.page, address }
}

/**
 * The characters of the fragment (without '#') `sealPage` makes for `page` at `address` under
 * `question`: the container's lengths are fixed, so /create's meter and QR card count the seal on
 * every keystroke with no crypto (only the page's compression, as for an open link). Here, not
 * in sealedLink.ts: the sealed page reads the clear header without the compressor.
 */
export function sealedLengthOf(page: SharedStory, address: ShareAddress, question: string): number {
  const questionBytes = new TextEncoder().encode(cleanText(question)).length
  const contentBytes = sealedContentOf(page, address).length
  const bytes = FIXED_BYTES + 2 + questionBytes + 2 + contentBytes + TAG_BYTES + CHECKSUM_BYTES
  return SEALED_MARK.length + Math.ceil((bytes * 4) / 3)
}
