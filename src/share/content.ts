/**
 * What a love page shows for a location's fragment: the shared page when the link is valid,
 * the build's own texts when there is no link, and no words at all with `isInvalidLink` when there
 * is a link that cannot be trusted: the build's words were meant for someone else. Pure.
 */
import { altOfGif } from './curated.js'
import { decodeFragment } from './format.js'
import { openedLinkOf } from './openedLinks.js'
import { BROKEN_LINK, type LoveContent } from './loveContent.js'
import type { SharedStory } from './story.js'
import type { SiteTexts } from '../texts/types.js'

export type { LoveContent }

type Defaults = Omit<LoveContent, 'isInvalidLink'>
type GifTexts = Pick<SiteTexts, 'gifAlts' | 'otherGifAlt'>

/** What a fragment is read against, after the fragment itself. */
type ReadWith = [
  defaults: Defaults,
  hosts: readonly string[],
  audioHosts: readonly string[],
  texts: GifTexts,
  photoHosts?: readonly string[],
]

function contentOfPage(page: SharedStory, defaults: Defaults, texts: GifTexts): LoveContent {
  const gifAlt = page.gifUrl === defaults.gifUrl ? defaults.gifAlt : altOfGif(page.gifUrl, texts)
  return { ...page, gifAlt, isInvalidLink: false }
}

/**
 * The love page for `fragment`, falling back to `defaults`; GIFs only from `hosts`, songs' files
 * only from `audioHosts`, photos by address only from `photoHosts`; a GIF's alt text in the
 * page's language (`texts`).
 */
export function loveContentFor(
  fragment: string,
  ...[defaults, hosts, audioHosts, texts, photoHosts = []]: ReadWith
): LoveContent {
  const link = decodeFragment(fragment, hosts, audioHosts, photoHosts)
  if (link.kind === 'none') return { ...defaults, isInvalidLink: false }
  if (link.kind === 'invalid') return BROKEN_LINK
  return contentOfPage(link.page, defaults, texts)
}

/**
 * loveContentFor, where a locked link (`#v5.~…`) is the page its right answer opened in this tab
 * (src/share/openedLinks.ts), or no page at all: its words are never shown before the answer.
 * The app reads links so; the share pages' early script never meets a locked one (it sends it to
 * the page that asks the question), so it carries none of this.
 */
export function openedLoveContentFor(fragment: string, ...readWith: ReadWith): LoveContent {
  const opened = openedLinkOf(fragment.startsWith('#') ? fragment.slice(1) : fragment)
  if (opened === undefined) return loveContentFor(fragment, ...readWith)
  const [defaults, , , texts] = readWith
  return opened ? contentOfPage(opened.page, defaults, texts) : BROKEN_LINK
}
