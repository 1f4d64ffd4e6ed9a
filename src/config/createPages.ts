/**
 * The pages only builds with VITE_CREATE on have: /create, and the share pages shared links
 * point at. A VITE_CREATE=off build resolves this module to createPages.off.ts instead
 * (site/vitePlugins.ts), so its router and its JavaScript hold none of them.
 */
import type { SitePage } from './sitePage.js'
import { createPaths, sharePaths } from '../share/paths.js'

export const createPages: readonly SitePage[] = [
  {
    path: createPaths.vi,
    file: 'create/index.html',
    view: 'create',
    isShared: false,
    isIndexed: true,
    needsCreate: true,
  },
  {
    path: sharePaths.love,
    file: 'share/love/index.html',
    view: 'love',
    isShared: true,
    isIndexed: false,
    needsCreate: true,
  },
  {
    path: sharePaths.valentine,
    file: 'share/valentine/index.html',
    view: 'valentine',
    isShared: true,
    isIndexed: false,
    needsCreate: true,
  },
  {
    path: sharePaths.question,
    file: 'share/question/index.html',
    view: 'question',
    isShared: true,
    isIndexed: false,
    needsCreate: true,
  },
]
