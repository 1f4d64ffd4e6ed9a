/**
 * The made link's encoder: the page or story as the fragment format.ts's decoder reads. Apart
 * from the decoder, so that its compressor (deflateLink.ts, lz-string's) rides only with /create,
 * never in the early script or the pages that only read links (they inflate with inflateLink.ts).
 * It walks the page fields' table (pageFields.ts): the link is the lowest version whose fields
 * hold every item the page uses, and its array is those fields' items, in order. Pure.
 */
import { deflateLink } from './deflateLink.js'
import { LINK_FIELDS, PAGE_FIELDS, type LinkFieldName } from './pageFields.js'
import { isLinkPhoto, LINK_PHOTO, linkTextOfPhoto } from './photo.js'
import { cleanPage } from './rules.js'
import { songText } from './song.js'
import { cleanText } from './text.js'
import { stepFields } from './steps/encodeSteps.js'
import { cleanStep, linkPhotosOf, type SharedStory } from './story.js'

/** A field's items as a link carries them, from a cleaned page: '' (or no step) when unused. */
const WRITERS = {
  recipientName: (page) => [page.recipientName],
  loveLine: (page) => [page.loveLine],
  gifUrl: (page) => [page.gifUrl],
  question: (page) => [page.question ?? ''],
  contact: ({ contact }) => [contact?.kind ?? '', contact?.value ?? ''],
  song: (page) => [songText(page.song)],
  photo: ({ photo }) => [
    photo ? (isLinkPhoto(photo.src) ? LINK_PHOTO : photo.src) : '',
    photo?.place ?? '',
  ],
  steps: (page) => [(page.steps ?? []).map(stepFields)],
  voice: (page) => [page.voice ?? ''],
  sender: (page) => [page.sender ?? ''],
  opening: (page) => [page.opening ?? ''],
} satisfies Record<LinkFieldName, (page: SharedStory) => unknown[]>

const isUsed = (item: unknown) => item !== '' && !(Array.isArray(item) && item.length === 0)

/** A page's link array: its version, its items in order, and the photo it carries in the link. */
export type LinkArray = {
  readonly version: number
  readonly fields: readonly unknown[]
  /** The data URL of the one photo the link carries after its array, if any. */
  readonly linkPhoto: string | undefined
}

/**
 * A page's array as a link carries it, at the lowest version that holds it, or at `version` (a
 * locked link seals the whole v5 array, docs/LINK-V5.md). The caller has checked the page with
 * `pageErrors` and `storyErrors`, and that it carries at most one photo in the link.
 */
export function linkArrayOf(page: SharedStory, version?: number): LinkArray {
  const sender = cleanText(page.sender ?? '')
  const clean = {
    ...cleanPage(page),
    steps: (page.steps ?? []).map(cleanStep),
    ...(page.voice && { voice: page.voice }),
    ...(sender && { sender }),
    ...(page.opening && { opening: page.opening }),
  }
  const items: unknown[][] = LINK_FIELDS.map((name) => WRITERS[name](clean))
  const sinces = LINK_FIELDS.map((name) => PAGE_FIELDS[name].since)
  const lowest = Math.max(...sinces.map((since, at) => (items[at].some(isUsed) ? since : 1)))
  const at = version ?? lowest
  // The fields are in the order of their slots, which follow one another (pageFields.test.ts).
  const fields = items.flatMap((values, index) => (sinces[index] <= at ? values : []))
  const [linkPhoto] = linkPhotosOf(clean)
  return { version: at, fields, linkPhoto }
}

/**
 * The fragment (without '#') for a page or a story; the caller has checked it with `pageErrors`
 * and `storyErrors`, and that it carries at most one photo in the link (`linkPhotosOf`).
 */
export function encodePage(page: SharedStory): string {
  const { version, fields, linkPhoto } = linkArrayOf(page)
  const payload = `v${version}.${deflateLink(JSON.stringify(fields))}`
  return linkPhoto === undefined ? payload : `${payload}.${linkTextOfPhoto(linkPhoto)}`
}
