/**
 * What a love page shows for a location's fragment: the shared page when the link is valid,
 * the build's own texts when there is no link, and the build's own texts with `isInvalidLink`
 * when there is a link that cannot be trusted. Pure.
 */
import type { Contact } from './contact.js'
import { altOfGif } from './curated.js'
import { decodeFragment } from './format.js'
import type { Song } from '../music/song.js'
import type { SharedPhoto } from './photo.js'
import type { StoryStep } from './story.js'
import type { SiteTexts } from '../texts/types.js'
import type { Voice } from '../texts/voices.js'

export type LoveContent = {
  readonly recipientName: string
  readonly loveLine: string
  readonly gifUrl: string
  readonly gifAlt: string
  /** What a question page asks (a v2 link), and how its answer reaches the maker. */
  readonly question?: string
  readonly contact?: Contact
  /** What plays on the first tap (a v3 link): a built-in tune or an allowed audio file. */
  readonly song?: Song
  /** A photo of the two of them (a v4 link): in the GIF's place, or beside it. */
  readonly photo?: SharedPhoto
  /** A story's steps before the page itself (a v4 link, on a story page). */
  readonly steps?: readonly StoryStep[]
  /** How the maker and the recipient call each other (a v5 link); none is anh → em. */
  readonly voice?: Voice
  /** The maker's own name (a v5 link), on the envelope, a story's first step and its last screen. */
  readonly sender?: string
  /** When the page opens (a v5 link), in UTC: carried, not yet shown (issue 55). */
  readonly opening?: string
  /** A fragment was there but was refused: the page says so in a small notice. */
  readonly isInvalidLink: boolean
}

/**
 * The love page for `fragment`, falling back to `defaults`; GIFs only from `hosts`, songs' files
 * only from `audioHosts`, photos by address only from `photoHosts`; a GIF's alt text in the
 * page's language (`texts`).
 */
export function loveContentFor(
  fragment: string,
  defaults: Omit<LoveContent, 'isInvalidLink'>,
  hosts: readonly string[],
  audioHosts: readonly string[],
  texts: Pick<SiteTexts, 'gifAlts' | 'otherGifAlt'>,
  photoHosts: readonly string[] = [],
): LoveContent {
  const link = decodeFragment(fragment, hosts, audioHosts, photoHosts)
  if (link.kind === 'none') return { ...defaults, isInvalidLink: false }
  if (link.kind === 'invalid') return { ...defaults, isInvalidLink: true }
  const { gifUrl } = link.page
  const gifAlt = gifUrl === defaults.gifUrl ? defaults.gifAlt : altOfGif(gifUrl, texts)
  return { ...link.page, gifAlt, isInvalidLink: false }
}
