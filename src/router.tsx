import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { loveTitle } from './config'
import { HomePage } from './pages/HomePage'
import { Layout } from './pages/Layout'
import { LovePage } from './pages/LovePage'
import { NotFoundPage } from './pages/NotFoundPage'
import { ValentinePage } from './pages/ValentinePage'
import type { RouteHandle } from './routeHandle'

export const paths = {
  home: '/',
  love: '/love',
  valentine: '/valentine',
  notFound: '/notfound',
} as const

const notFound: RouteHandle = { title: '404 Not Found' }

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage />, handle: { title: 'Homepage' } },
      { path: paths.love, element: <LovePage />, handle: { title: loveTitle() } },
      { path: paths.valentine, element: <ValentinePage />, handle: { title: loveTitle() } },
    ],
  },
  { path: paths.notFound, element: <NotFoundPage />, handle: notFound },
  { path: '*', element: <NotFoundPage />, handle: notFound },
]

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: import.meta.env.BASE_URL })
}
