/** The links /create makes: the share pages (see paths.ts) with the page in the fragment. Pure. */
import { encodePage } from './format.js'
import { sharePaths } from './paths.js'
import type { SharedPage } from './rules.js'

/** The two love links, and the question page's when the page asks something. */
export type ShareLinks = {
  readonly love: string
  readonly valentine: string
  readonly question?: string
}

/**
 * The links for `page`, under `siteBase` (the site's address with its base path, ending
 * in '/'). The trailing slash names the folder, so GitHub Pages answers without a redirect.
 */
export function shareLinks(siteBase: string, page: SharedPage): ShareLinks {
  const fragment = encodePage(page)
  const link = (path: string) => `${new URL(`${path.slice(1)}/`, siteBase).href}#${fragment}`
  const links = { love: link(sharePaths.love), valentine: link(sharePaths.valentine) }
  return fragment.startsWith('v2.') ? { ...links, question: link(sharePaths.question) } : links
}

/** The link a made page is sent as: the question page's when it asks, else /love's. */
export function mainLink(links: ShareLinks): string {
  return links.question ?? links.love
}
