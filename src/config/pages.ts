/**
 * The site's pages, in one list: the router is built from it (src/app/routes.tsx), and the
 * build writes each as an HTML file with its title and its prerendered view (site/), so that
 * each address answers 200 on any static host and shows its page before JavaScript runs.
 */
import { createPages } from './createPages.js'
import type { SitePage } from './sitePage.js'
import { SHARE_CARD } from '../share/paths.js'

export const HOME_TITLE = 'Homepage'
export const NOT_FOUND_TITLE = '404 Not Found'
export const CREATE_TITLE = 'Tạo trang yêu thương'

/** The love pages' title, for the page's recipient. */
export function formatLoveTitle(name: string): string {
  return `Love ${name}'s`
}

/** The addresses of the pages every build has, as the router knows them. */
export const paths = {
  home: '/',
  love: '/love',
  valentine: '/valentine',
  notFound: '/notfound',
} as const

export const sitePages: readonly SitePage[] = [
  { path: paths.home, file: 'index.html', view: 'home', isShared: false, isIndexed: true },
  { path: paths.love, file: 'love/index.html', view: 'love', isShared: false, isIndexed: true },
  {
    path: paths.valentine,
    file: 'valentine/index.html',
    view: 'valentine',
    isShared: false,
    isIndexed: true,
  },
  ...createPages,
  {
    path: paths.notFound,
    file: 'notfound/index.html',
    view: 'notFound',
    isShared: false,
    isIndexed: false,
  },
  // Static hosts answer every other address with this file and a 404 status.
  { path: '/404', file: '404.html', view: 'notFound', isShared: false, isIndexed: false },
]

/** The pages a build writes: without /create and the share pages when VITE_CREATE is off. */
export function pagesOf(settings: { readonly isCreateOn: boolean }): SitePage[] {
  return sitePages.filter((page) => settings.isCreateOn || !page.needsCreate)
}

/** Whether the router's `pathname` (with or without its trailing slash) is a shared link's page. */
export function isSharedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  return sitePages.some((page) => page.isShared && page.path === path)
}

/** Whether a page's title names the recipient (`Love {name}'s`), which a shared link may set. */
export function isLovePage(page: SitePage): boolean {
  return page.view === 'love' || page.view === 'valentine' || page.view === 'question'
}

/**
 * The document title in a page's HTML. A shared link's HTML names nobody (crawlers never see
 * the fragment); the app sets `Love {name}'s` once it has read it.
 */
export function titleOfPage(page: SitePage, recipientName: string): string {
  if (page.isShared) return SHARE_CARD.title
  if (isLovePage(page)) return formatLoveTitle(recipientName)
  if (page.view === 'home') return HOME_TITLE
  if (page.view === 'create') return CREATE_TITLE
  return NOT_FOUND_TITLE
}
