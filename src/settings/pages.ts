/**
 * The site's pages, in one list: the router is built from it (src/app/routes.tsx), and the
 * build writes each as an HTML file with its title and its prerendered view (site/), so that
 * each address answers 200 on any static host and shows its page before JavaScript runs.
 */
import { createPages } from './createPages.js'
import type { PagePlace, SitePage } from './sitePage.js'
import { siteTexts } from '../texts/siteTexts.js'

/** The 404 view's title: the seed's, in every language. */
export const NOT_FOUND_TITLE = siteTexts.vi.notFoundTitle

/**
 * The love pages' title for `name`, in `place`'s language and for its occasion. A share page's
 * (`isShared`) is its own, `Gửi {name} 💗`, where the seed's routes keep the seed's English title
 * (today's page and 14/2's); the other occasions' titles are already their own in each language.
 */
export function formatLoveTitle(
  name: string,
  place: PagePlace & { readonly isShared?: boolean },
): string {
  const texts = siteTexts[place.language]
  const isSeeds = place.occasion === 'none' || place.occasion === 'valentine'
  return place.isShared && isSeeds
    ? texts.shareTitle(name)
    : texts.occasionTitles[place.occasion](name)
}

/** The addresses of the pages every build has, as the router knows them. */
export const paths = {
  home: '/',
  love: '/love',
  valentine: '/valentine',
  notFound: '/notfound',
} as const

type PageWithoutPlace = Omit<SitePage, keyof PagePlace>

const BUILD_PAGES: readonly PageWithoutPlace[] = [
  { path: paths.home, file: 'index.html', view: 'home', isShared: false, isIndexed: true },
  { path: paths.love, file: 'love/index.html', view: 'love', isShared: false, isIndexed: true },
  {
    path: paths.valentine,
    file: 'valentine/index.html',
    view: 'valentine',
    isShared: false,
    isIndexed: true,
  },
]

const NOT_FOUND_PAGES: readonly PageWithoutPlace[] = [
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

/**
 * Every page of a build whose own pages (/, /love, /valentine, the 404 views) stand in `place`
 * (VITE_LANG, VITE_OCCASION); /create and the share pages stand in their own.
 */
export function sitePagesOf(place: PagePlace): SitePage[] {
  const inPlace = (page: PageWithoutPlace): SitePage => ({
    ...page,
    language: place.language,
    occasion: place.occasion,
  })
  return [...BUILD_PAGES.map(inPlace), ...createPages, ...NOT_FOUND_PAGES.map(inPlace)]
}

/** The pages a build writes: without /create and the share pages when VITE_CREATE is off. */
export function pagesOf(settings: PagePlace & { readonly isCreateOn: boolean }): SitePage[] {
  return sitePagesOf(settings).filter((page) => settings.isCreateOn || !page.needsCreate)
}

const SHARED_PATHS = new Set(createPages.filter((page) => page.isShared).map((page) => page.path))

/** Whether the router's `pathname` (with or without its trailing slash) is a shared link's page. */
export function isSharedPath(pathname: string): boolean {
  return SHARED_PATHS.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)
}

/** Whether a page's title names the recipient (`Love {name}'s`), which a shared link may set. */
export function isLovePage(page: SitePage): boolean {
  return (
    page.view === 'love' ||
    page.view === 'valentine' ||
    page.view === 'question' ||
    page.view === 'story'
  )
}

/**
 * The document title of a page, in its language: a love page's names `recipientName` (the
 * build's, or a shared link's once the app has read it). A share page's HTML names nobody, since
 * crawlers never see the fragment: it takes its occasion's card title instead (site/pageHtml.ts).
 */
export function titleOfPage(page: SitePage, recipientName: string): string {
  const texts = siteTexts[page.language]
  if (isLovePage(page)) return formatLoveTitle(recipientName, page)
  if (page.view === 'home') return texts.homeTitle
  if (page.view === 'create') return texts.createTitle
  return texts.notFoundTitle
}
