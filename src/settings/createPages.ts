/**
 * The pages only builds with VITE_CREATE on have: /create in each language, and the share pages
 * shared links point at, one per language, page kind and occasion (src/share/paths.ts), each a
 * small prerendered file that speaks its language and wears its occasion before any script. A
 * VITE_CREATE=off build resolves this module to createPages.off.ts instead (site/vitePlugins.ts),
 * so its router and its JavaScript hold none of them.
 */
import type { SitePage } from './sitePage.js'
import { LANGUAGES } from '../texts/languages.js'
import { OCCASIONS } from '../occasions/occasions.js'
import { createPaths, sealedPath, sharePath, SHARE_KINDS } from '../share/paths.js'

const createForms: SitePage[] = LANGUAGES.map((language) => ({
  path: createPaths[language],
  file: `${createPaths[language].slice(1)}/index.html`,
  view: 'create',
  isShared: false,
  isIndexed: true,
  needsCreate: true,
  language,
  occasion: 'none',
}))

const sharePages: SitePage[] = LANGUAGES.flatMap((language) =>
  SHARE_KINDS.flatMap((kind) =>
    OCCASIONS.map((occasion): SitePage => {
      // The folder's address, ending in '/': the router's path is without it.
      const folder = sharePath(kind, language, occasion)
      return {
        path: folder.slice(0, -1),
        file: `${folder.slice(1)}index.html`,
        view: kind,
        isShared: true,
        isIndexed: false,
        needsCreate: true,
        language,
        occasion,
      }
    }),
  ),
)

/**
 * A locked link's page: a share page (no tag manager, the share pages' policy, so the opened page
 * finds its GIF, song and photo allowed), in no language of its own (the HTML's is the default's;
 * its screen speaks the browser's) and for no occasion.
 */
const sealedPage: SitePage = {
  path: sealedPath,
  file: `${sealedPath.slice(1)}/index.html`,
  view: 'sealed',
  isShared: true,
  isIndexed: false,
  needsCreate: true,
  language: LANGUAGES[0],
  occasion: OCCASIONS[0],
}

export const createPages: readonly SitePage[] = [...createForms, ...sharePages, sealedPage]
