/**
 * The pages the build writes as HTML files, so that each address answers 200 on any static
 * host and shows the right title before JavaScript runs. The titles match the routes' handles.
 */

export const HOME_TITLE = 'Homepage'
export const NOT_FOUND_TITLE = '404 Not Found'

/** The love pages' title, for the page's recipient. */
export function formatLoveTitle(name: string): string {
  return `Love ${name}'s`
}

export type SitePage = {
  /** The route, as the router knows it. */
  readonly path: string
  /** Where the build writes it, relative to the output folder. */
  readonly file: string
  readonly kind: 'home' | 'love' | 'notFound'
  /** Whether search engines may list it (the 404 views say noindex). */
  readonly isIndexed: boolean
}

export const sitePages: readonly SitePage[] = [
  { path: '/', file: 'index.html', kind: 'home', isIndexed: true },
  { path: '/love', file: 'love/index.html', kind: 'love', isIndexed: true },
  { path: '/valentine', file: 'valentine/index.html', kind: 'love', isIndexed: true },
  { path: '/notfound', file: 'notfound/index.html', kind: 'notFound', isIndexed: false },
  // Static hosts answer every other address with this file and a 404 status.
  { path: '/404', file: '404.html', kind: 'notFound', isIndexed: false },
]

/** The document title of a page. */
export function titleOfPage(page: SitePage, recipientName: string): string {
  if (page.kind === 'home') return HOME_TITLE
  if (page.kind === 'love') return formatLoveTitle(recipientName)
  return NOT_FOUND_TITLE
}
