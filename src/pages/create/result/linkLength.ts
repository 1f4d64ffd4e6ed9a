/**
 * How long a made link is, against what it must fit (docs/LINK-V4.md, "Lengths"): a v1-v3 page
 * keeps that version's limit on its longest link; a story's link, or a page's with a photo (v4),
 * may grow to the longest fragment a page reads, and /create says when it passes what a QR code
 * holds and what some messengers keep. The JSON the link inflates to is measured too, against the
 * decoder's own cap (src/share/linkLimits.ts): emoji fill it long before the characters run out.
 * Pure.
 */
import { deflateLink } from '../../../share/deflateLink'
import { LINK_MAX_CHARS, STORY_LINK_MAX_CHARS } from '../../../share/format'
import { fragmentSizeOf, type LinkLimit } from '../../../share/linkLimits'
import { mainLink, type ShareLinks } from '../../../share/links'
import { stepFields } from '../../../share/steps/encodeSteps'
import { cleanStep, type StoryStep } from '../../../share/story'

/**
 * The longest link the QR card draws: a QR code at medium correction holds about 2,300 bytes,
 * and a longer symbol is too fine to scan from a printed card.
 */
export const QR_LINK_MAX_CHARS = 2000
/** Past this, some messengers cut a link. */
export const MESSENGER_LINK_MAX_CHARS = 4000

export type LinkLength = {
  /** The characters of the link the limit applies to. */
  readonly chars: number
  /** The most it may have. */
  readonly maxChars: number
  /** The limit the link passes, if any: its characters, or the JSON a page inflates it to. */
  readonly passes: LinkLimit | undefined
  readonly isTooLong: boolean
  readonly isTooLongForQr: boolean
  readonly mayBeCut: boolean
}

/**
 * The length that counts: a story's own link (what a page reads is the fragment, the same in
 * every link, so the others open too), else the longest of the links, as /create has always
 * measured them; and the JSON of their fragment.
 */
export function linkLengthOf(links: ShareLinks, sealedChars?: number): LinkLength {
  const link = mainLink(links)
  if (sealedChars !== undefined) return lockedLengthOf(link, sealedChars)
  const chars = links.story
    ? link.length
    : Math.max(...Object.values(links).map((each: string) => each.length))
  const isV4 = links.story !== undefined || link.includes('#v4.')
  const maxChars = isV4 ? STORY_LINK_MAX_CHARS : LINK_MAX_CHARS
  // The whole link is longer than its fragment, so the link's own limit is met first.
  const hash = link.indexOf('#')
  const passes =
    chars > maxChars ? 'chars' : hash < 0 ? undefined : fragmentSizeOf(link.slice(hash)).passes
  return {
    chars,
    maxChars,
    passes,
    isTooLong: passes !== undefined,
    isTooLongForQr: isTooLongForQr(link),
    mayBeCut: chars > MESSENGER_LINK_MAX_CHARS,
  }
}

/**
 * A locked page's length: its sealed link's `sealedChars` (a v5 link, whatever it holds, against
 * v5's limit), and the JSON of its open `link`, which the sealed page inflates to the same.
 */
function lockedLengthOf(link: string, sealedChars: number): LinkLength {
  const maxChars = STORY_LINK_MAX_CHARS
  const isTooHeavy = fragmentSizeOf(link.slice(link.indexOf('#'))).passes === 'json'
  const passes = sealedChars > maxChars ? 'chars' : isTooHeavy ? 'json' : undefined
  return {
    chars: sealedChars,
    maxChars,
    passes,
    isTooLong: passes !== undefined,
    isTooLongForQr: sealedChars > QR_LINK_MAX_CHARS,
    mayBeCut: sealedChars > MESSENGER_LINK_MAX_CHARS,
  }
}

/** Whether the QR card shows a note instead of a code for `link`. */
export function isTooLongForQr(link: string): boolean {
  return link.length > QR_LINK_MAX_CHARS
}

/**
 * The index of the step that takes the most of `limit`, the first of equals: of the JSON, its
 * own fields' units; of the characters, its fields compressed alone (near enough to its share of
 * the payload, and a photo in the link is no step). Undefined without steps.
 */
export function largestStepOf(steps: readonly StoryStep[], limit: LinkLimit): number | undefined {
  let largest: number | undefined
  let largestSize = -1
  steps.forEach((step, index) => {
    const json = JSON.stringify(stepFields(cleanStep(step)))
    const size = limit === 'json' ? json.length : deflateLink(json).length
    if (size > largestSize) [largest, largestSize] = [index, size]
  })
  return largest
}
