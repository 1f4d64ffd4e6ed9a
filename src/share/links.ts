/** The links /create makes: the share pages (see paths.ts) with the page in the fragment. Pure. */
import { encodePage } from './encodeLink.js'
import type { Language } from '../texts/languages.js'
import type { Occasion } from '../occasions/occasions.js'
import { sharePath, type ShareKind } from './paths.js'
import { cleanPage } from './rules.js'
import type { SharedStory } from './story.js'

/**
 * The two love links, the question page's when the page asks something, and the story's when it
 * has steps. A story's fragment is in every link: the love pages show the page alone.
 */
export type ShareLinks = {
  readonly love: string
  readonly valentine: string
  readonly question?: string
  readonly story?: string
}

/** The language and occasion a made page's links name in their path. */
export type LinkPlace = { readonly language: Language; readonly occasion: Occasion }

const TODAYS_PLACE: LinkPlace = { language: 'vi', occasion: 'none' }

/**
 * The links for `page`, under `siteBase` (the site's address with its base path, ending
 * in '/'), in `place`'s language and occasion (today's page: Vietnamese, no occasion). The
 * trailing slash names the folder, so GitHub Pages answers without a redirect.
 */
export function shareLinks(
  siteBase: string,
  page: SharedStory,
  place: LinkPlace = TODAYS_PLACE,
): ShareLinks {
  const fragment = encodePage(page)
  const link = (kind: ShareKind) => {
    const path = sharePath(kind, place.language, place.occasion)
    return `${new URL(path.slice(1), siteBase).href}#${fragment}`
  }
  const links = { love: link('love'), valentine: link('valentine') }
  const withQuestion = cleanPage(page).question ? { ...links, question: link('question') } : links
  return page.steps && page.steps.length > 0
    ? { ...withQuestion, story: link('story') }
    : withQuestion
}

/**
 * The link a made page is sent as: the story's when it has steps, the question page's when it
 * asks, else /love's.
 */
export function mainLink(links: ShareLinks): string {
  return links.story ?? links.question ?? links.love
}
