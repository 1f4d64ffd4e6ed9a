/**
 * What a love page shows for a location's fragment: the shared page when the link is valid,
 * the build's own texts when there is no link, and no words at all with `isInvalidLink` when there
 * is a link that cannot be trusted: the build's words were meant for someone else. Pure.
 */
import { altOfGif } from './curated.js'
import { decodeFragment } from './format.js'
import { BROKEN_LINK, type LoveContent } from './loveContent.js'
import type { SiteTexts } from '../texts/types.js'

export type { LoveContent }

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
  if (link.kind === 'invalid') return BROKEN_LINK
  const { gifUrl } = link.page
  const gifAlt = gifUrl === defaults.gifUrl ? defaults.gifAlt : altOfGif(gifUrl, texts)
  return { ...link.page, gifAlt, isInvalidLink: false }
}
