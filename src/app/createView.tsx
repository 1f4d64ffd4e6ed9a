import { lazy, Suspense, type ReactElement } from 'react'

// Its own chunk (the form, the QR code library), loaded only when someone opens /create.
const CreatePage = lazy(() =>
  import('../pages/CreatePage').then((module) => ({ default: module.CreatePage })),
)

/**
 * /create's element. With VITE_CREATE=off, site/vitePlugins.ts resolves this module to
 * createView.off.ts instead, so none of the create code is in the build.
 */
export const createView: ReactElement | null = (
  <Suspense fallback={null}>
    <CreatePage />
  </Suspense>
)
