/** The links /create makes: the share pages (see paths.ts) with the page in the fragment. Pure. */
import { encodePage } from './format.js'
import type { Language } from '../texts/languages.js'
import type { Occasion } from '../occasions/occasions.js'
import { sharePath, type ShareKind } from './paths.js'
import { cleanPage, type SharedPage } from './rules.js'

/** The two love links, and the question page's when the page asks something. */
export type ShareLinks = {
  readonly love: string
  readonly valentine: string
  readonly question?: string
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
  page: SharedPage,
  place: LinkPlace = TODAYS_PLACE,
): ShareLinks {
  const fragment = encodePage(page)
  const link = (kind: ShareKind) => {
    const path = sharePath(kind, place.language, place.occasion)
    return `${new URL(path.slice(1), siteBase).href}#${fragment}`
  }
  const links = { love: link('love'), valentine: link('valentine') }
  return cleanPage(page).question ? { ...links, question: link('question') } : links
}

/** The link a made page is sent as: the question page's when it asks, else /love's. */
export function mainLink(links: ShareLinks): string {
  return links.question ?? links.love
}
