/** The links /create makes: the share pages (see paths.ts) with the page in the fragment. Pure. */
import { encodePage } from './format.js'
import { sharePaths } from './paths.js'
import type { SharedPage } from './rules.js'

export type ShareLinks = { readonly love: string; readonly valentine: string }

/**
 * The two links for `page`, under `siteBase` (the site's address with its base path, ending
 * in '/'). The trailing slash names the folder, so GitHub Pages answers without a redirect.
 */
export function shareLinks(siteBase: string, page: SharedPage): ShareLinks {
  const fragment = encodePage(page)
  const link = (path: string) => `${new URL(`${path.slice(1)}/`, siteBase).href}#${fragment}`
  return { love: link(sharePaths.love), valentine: link(sharePaths.valentine) }
}
