/**
 * The pages the build writes as HTML files, so that each address answers 200 on any static
 * host and shows the right title before JavaScript runs. The titles match the routes' handles.
 */
import { SHARE_CARD } from '../share/paths.js'

export const HOME_TITLE = 'Homepage'
export const NOT_FOUND_TITLE = '404 Not Found'
export const CREATE_TITLE = 'Tạo trang yêu thương'

/** The love pages' title, for the page's recipient. */
export function formatLoveTitle(name: string): string {
  return `Love ${name}'s`
}

export type SitePage = {
  /** The route, as the router knows it. */
  readonly path: string
  /** Where the build writes it, relative to the output folder. */
  readonly file: string
  /** `shared`: where shared links point, with a generic preview card (src/share/links.ts). */
  readonly kind: 'home' | 'love' | 'notFound' | 'create' | 'shared'
  /** Whether search engines may list it (the 404 views and shared links say noindex). */
  readonly isIndexed: boolean
  /** Only in builds with VITE_CREATE on. */
  readonly needsCreate?: boolean
}

export const sitePages: readonly SitePage[] = [
  { path: '/', file: 'index.html', kind: 'home', isIndexed: true },
  { path: '/love', file: 'love/index.html', kind: 'love', isIndexed: true },
  { path: '/valentine', file: 'valentine/index.html', kind: 'love', isIndexed: true },
  {
    path: '/create',
    file: 'create/index.html',
    kind: 'create',
    isIndexed: true,
    needsCreate: true,
  },
  {
    path: '/share/love',
    file: 'share/love/index.html',
    kind: 'shared',
    isIndexed: false,
    needsCreate: true,
  },
  {
    path: '/share/valentine',
    file: 'share/valentine/index.html',
    kind: 'shared',
    isIndexed: false,
    needsCreate: true,
  },
  { path: '/notfound', file: 'notfound/index.html', kind: 'notFound', isIndexed: false },
  // Static hosts answer every other address with this file and a 404 status.
  { path: '/404', file: '404.html', kind: 'notFound', isIndexed: false },
]

/** The pages a build writes: without /create and the share pages when VITE_CREATE is off. */
export function pagesOf(settings: { readonly isCreateOn: boolean }): SitePage[] {
  return sitePages.filter((page) => settings.isCreateOn || !page.needsCreate)
}

/**
 * The document title in a page's HTML. A shared link's HTML names nobody (crawlers never see
 * the fragment); the app sets `Love {name}'s` once it has read it.
 */
export function titleOfPage(page: SitePage, recipientName: string): string {
  if (page.kind === 'home') return HOME_TITLE
  if (page.kind === 'love') return formatLoveTitle(recipientName)
  if (page.kind === 'create') return CREATE_TITLE
  if (page.kind === 'shared') return SHARE_CARD.title
  return NOT_FOUND_TITLE
}
