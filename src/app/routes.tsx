import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom'
import type { ReactElement } from 'react'
import { config, loveContent, loveTitle } from '../config/siteConfig'
import { isLovePage, NOT_FOUND_TITLE, sitePages, titleOfPage } from '../config/pages'
import type { PageView, SitePage } from '../config/sitePage'
import { createView, questionView } from './createView'
import { fragmentTitleHandle, navigationHandle, type RouteHandle } from './routeHandle'
import { HomePage } from '../pages/HomePage'
import { Layout } from '../pages/Layout'
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
  create: createView,
  notFound: <NotFoundPage />,
}

/** The love pages' title: `Love {name}'s` for a shared link's name, or the build's own. */
const loveHandle = fragmentTitleHandle((fragment) => loveTitle(loveContent(fragment).recipientName))

function handleOf(page: SitePage): RouteHandle {
  return isLovePage(page) ? loveHandle : navigationHandle(titleOfPage(page, config.recipientName))
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // A VITE_CREATE=off build has neither /create nor the share pages in its list.
    children: sitePages
      .filter((page) => page.view !== 'notFound')
      .map((page) => ({
        path: page.path,
        element: viewElements[page.view],
        handle: handleOf(page),
      })),
  },
  // The 404 pages of the list (/notfound, 404.html) and every other address.
  { path: '*', element: viewElements.notFound, handle: navigationHandle(NOT_FOUND_TITLE) },
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
