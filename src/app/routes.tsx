import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom'
import type { ReactElement } from 'react'
import { appSettings } from '../settings/appSettings'
import {
  formatLoveTitle,
  isLovePage,
  NOT_FOUND_TITLE,
  sitePagesOf,
  titleOfPage,
} from '../settings/pages'
import type { PageView, SitePage } from '../settings/sitePage'
import { DocumentLanguage, LanguageContext } from '../texts/language'
import { browserLanguageOf } from '../texts/languages'
import { siteTexts } from '../texts/siteTexts'
import { shareContentOf } from '../share/earlyContent'
import { contentAt } from '../share/opening'
import { createView, questionView, sealedView, storyView } from './createFeatureViews'
import { fragmentTitleHandle, navigationHandle, type RouteHandle } from './routeHandle'
import { HomePage } from '../pages/HomePage'
import { loveContent } from '../pages/link/loveContent'
import { LovePage } from '../pages/LovePage'
import { NotFoundPage } from '../pages/NotFoundPage'
import { ValentinePage } from '../pages/ValentinePage'
import { useNavigationEffects } from './navigation'

/** What each view of the page list renders; /create's is null in a VITE_CREATE=off build. */
const viewElements: Record<PageView, ReactElement | null> = {
  home: <HomePage />,
  love: <LovePage />,
  valentine: <ValentinePage />,
  question: questionView,
  story: storyView,
  sealed: sealedView,
  create: createView,
  notFound: <NotFoundPage />,
}

/**
 * A route's title. A love page's names a shared link's recipient (or the build's), in the page's
 * language and its occasion's pattern (`Love {name}'s` today); a share page's, once it has read a
 * link, its own (`Gửi {name} 💗`).
 */
function handleOf(page: SitePage): RouteHandle {
  if (page.view === 'sealed') return navigationHandle(siteTexts[sealedLanguage].sealedTitle)
  if (!isLovePage(page)) return navigationHandle(titleOfPage(page, appSettings.recipientName))
  return fragmentTitleHandle((fragment, nowMs) => {
    const read = loveContent(fragment, page.language)
    const content = contentAt(page.isShared ? shareContentOf(fragment, read) : read, nowMs)
    // A link that cannot be read, or a page before its moment, names nobody: the share card's
    // title, as its HTML has.
    return content.isInvalidLink || content.opensAt
      ? siteTexts[page.language].shareCard.title
      : formatLoveTitle(content.recipientName, page)
  })
}

/** A page's element, in its language: the texts it shows follow useLanguage(). */
function inLanguage(page: Pick<SitePage, 'language'>, element: ReactElement | null) {
  return (
    <LanguageContext.Provider value={page.language}>
      <DocumentLanguage />
      {element}
    </LanguageContext.Provider>
  )
}

/**
 * What a locked link's page speaks until it opens: the browser's language (its path names none,
 * and the link's own is sealed), as its early script paints it; the prerender's, the default.
 */
const sealedLanguage =
  typeof document === 'undefined' ? 'vi' : browserLanguageOf(navigator.language)

export const routes: RouteObject[] = [
  // A VITE_CREATE=off build has neither /create nor the share pages in its list.
  ...sitePagesOf(appSettings)
    .filter((page) => page.view !== 'notFound')
    .map((page) => ({
      path: page.path,
      element: inLanguage(
        page.view === 'sealed' ? { language: sealedLanguage } : page,
        viewElements[page.view],
      ),
      handle: handleOf(page),
    })),
  // The 404 pages of the list (/notfound, 404.html) and every other address, an unknown
  // language or occasion in a share page's path included.
  {
    path: '*',
    element: inLanguage(appSettings, viewElements.notFound),
    handle: navigationHandle(NOT_FOUND_TITLE),
  },
]

function leafRoute(pathname: string, basename?: string): RouteObject | undefined {
  const matches = matchRoutes(routes, pathname, basename)
  // Not .at(-1): this runs as the entry loads, and Array.prototype.at is newer than the targets.
  return matches?.[matches.length - 1]?.route
}

/** Whether the browser's `pathname` (under the base) shows the route a page's `path` names. */
export function isRouteOf(path: string, pathname: string): boolean {
  return leafRoute(path) === leafRoute(pathname, import.meta.env.BASE_URL)
}

/** The routed app: the matched page, with the title and scroll kept in step with the address. */
export function AppRoutes() {
  useNavigationEffects(routes)
  return useRoutes(routes)
}
