import { useRoutes, type RouteObject } from 'react-router-dom'
import { loveHandle } from '../config/siteConfig'
import { HOME_TITLE, NOT_FOUND_TITLE } from '../config/pages'
import { createRoutes } from './createRoutes'
import { navigationHandle } from './routeHandle'
import { HomePage } from '../pages/HomePage'
import { Layout } from '../pages/Layout'
import { LovePage } from '../pages/LovePage'
import { NotFoundPage } from '../pages/NotFoundPage'
import { ValentinePage } from '../pages/ValentinePage'
import { useNavigationEffects } from './navigation'

export const paths = {
  home: '/',
  love: '/love',
  valentine: '/valentine',
  notFound: '/notfound',
} as const

const notFound = navigationHandle(NOT_FOUND_TITLE)

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage />, handle: navigationHandle(HOME_TITLE) },
      { path: paths.love, element: <LovePage />, handle: loveHandle },
      { path: paths.valentine, element: <ValentinePage />, handle: loveHandle },
      // /create and the share pages, unless VITE_CREATE=off (see createRoutes.tsx).
      ...createRoutes,
    ],
  },
  { path: paths.notFound, element: <NotFoundPage />, handle: notFound },
  { path: '*', element: <NotFoundPage />, handle: notFound },
]

/** The routed app: the matched page, with the title and scroll kept in step with the address. */
export function AppRoutes() {
  useNavigationEffects(routes)
  return useRoutes(routes)
}
