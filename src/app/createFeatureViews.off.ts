import type { ReactElement } from 'react'

/**
 * What a VITE_CREATE=off build gets in place of createFeatureViews.tsx (site/vitePlugins.ts
 * swaps the module, and createPages.ts with it): no /create view and no /create page, so its
 * address shows the 404 view.
 */
export const createView: ReactElement | null = null

/** No question page either: its address shows the 404 view. */
export const questionView: ReactElement | null = null

/** No story page either. */
export const storyView: ReactElement | null = null

/** No locked link's page either. */
export const sealedView: ReactElement | null = null
