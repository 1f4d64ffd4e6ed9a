/**
 * How long a made link is, against what it must fit (docs/LINK-V4.md, "Lengths"): a v1-v3 page
 * keeps that version's limit on its longest link; a story's link, or a page's with a photo (v4),
 * may grow to the longest fragment a page reads, and /create says when it passes what a QR code holds and what some
 * messengers keep. Pure.
 */
import { LINK_MAX_CHARS, STORY_LINK_MAX_CHARS } from '../../share/format'
import { mainLink, type ShareLinks } from '../../share/links'

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
  readonly isTooLong: boolean
  readonly isTooLongForQr: boolean
  readonly mayBeCut: boolean
}

/**
 * The length that counts: a story's own link (what a page reads is the fragment, the same in
 * every link, so the others open too), else the longest of the links, as /create has always
 * measured them.
 */
export function linkLengthOf(links: ShareLinks): LinkLength {
  const chars = links.story
    ? mainLink(links).length
    : Math.max(...Object.values(links).map((link: string) => link.length))
  const isV4 = links.story !== undefined || mainLink(links).includes('#v4.')
  const maxChars = isV4 ? STORY_LINK_MAX_CHARS : LINK_MAX_CHARS
  return {
    chars,
    maxChars,
    isTooLong: chars > maxChars,
    isTooLongForQr: isTooLongForQr(mainLink(links)),
    mayBeCut: chars > MESSENGER_LINK_MAX_CHARS,
  }
}

/** Whether the QR card shows a note instead of a code for `link`. */
export function isTooLongForQr(link: string): boolean {
  return link.length > QR_LINK_MAX_CHARS
}
