import { lazy, Suspense } from 'react'
import type { RouteObject } from 'react-router-dom'
import { loveHandle } from '../config/siteConfig'
import { CREATE_TITLE } from '../config/pages'
import { LovePage } from '../pages/LovePage'
import { ValentinePage } from '../pages/ValentinePage'
import { navigationHandle } from './routeHandle'
import { sharePaths } from '../share/paths'

// Its own chunk (the form, the QR code library), loaded only when someone opens /create.
const CreatePage = lazy(() =>
  import('../pages/CreatePage').then((module) => ({ default: module.CreatePage })),
)

/**
 * /create and the share pages shared links point at. With VITE_CREATE=off, vite.config.ts
 * resolves this module to createRoutes.off.ts instead, so none of it is in the build.
 */
export const createRoutes: RouteObject[] = [
  {
    path: '/create',
    element: (
      <Suspense fallback={null}>
        <CreatePage />
      </Suspense>
    ),
    handle: navigationHandle(CREATE_TITLE),
  },
  { path: sharePaths.love, element: <LovePage />, handle: loveHandle },
  { path: sharePaths.valentine, element: <ValentinePage />, handle: loveHandle },
]
