import { lazy, Suspense, type ReactElement } from 'react'

// Its own chunk (the form, the QR code library), loaded only when someone opens /create.
const CreatePage = lazy(() =>
  import('../pages/CreatePage').then((module) => ({ default: module.CreatePage })),
)

// The question page and a story too, in one chunk (sharePages.ts says why): only made links open
// them, so the love pages never load their code.
const QuestionPage = lazy(() =>
  import('../pages/sharePages').then((module) => ({ default: module.QuestionPage })),
)

const StoryPage = lazy(() =>
  import('../pages/sharePages').then((module) => ({ default: module.StoryPage })),
)

// A locked link's page, with them (sharePages.ts says why: a chunk of its own would move the
// modules it shares with the app into chunks every page loads first, as measured again here).
const LockedPage = lazy(() =>
  import('../pages/sharePages').then((module) => ({ default: module.LockedPage })),
)

/**
 * /create's element. With VITE_CREATE=off, site/vitePlugins.ts resolves this module to
 * createFeatureViews.off.ts instead, so none of the create code is in the build.
 */
export const createView: ReactElement | null = (
  <Suspense fallback={null}>
    <CreatePage />
  </Suspense>
)

/** The question page's element (/share/question), which VITE_CREATE=off builds do not have. */
export const questionView: ReactElement | null = (
  <Suspense fallback={null}>
    <QuestionPage />
  </Suspense>
)

/** A story's element (/share/story), which VITE_CREATE=off builds do not have. */
export const storyView: ReactElement | null = (
  <Suspense fallback={null}>
    <StoryPage />
  </Suspense>
)

/** A locked link's element (/share/sealed), which VITE_CREATE=off builds do not have. */
export const sealedView: ReactElement | null = (
  <Suspense fallback={null}>
    <LockedPage />
  </Suspense>
)
