/**
 * What a page of the site is, for the router and the build alike. Its own module, so that
 * pages.ts and createPages.ts both import it and neither imports the other's importer.
 */

import type { Language } from '../texts/languages.js'
import type { Occasion } from '../occasions/occasions.js'

/** What a page shows; src/app/routes.tsx maps each view to its element. */
export type PageView =
  'home' | 'love' | 'valentine' | 'question' | 'story' | 'sealed' | 'create' | 'notFound'

export type SitePage = {
  /** The route, as the router knows it. */
  readonly path: string
  /** Where the build writes it, relative to the output folder. */
  readonly file: string
  readonly view: PageView
  /** Where shared links point: a generic preview card, and texts read from the fragment. */
  readonly isShared: boolean
  /** Whether search engines may list it (the 404 views and shared links say noindex). */
  readonly isIndexed: boolean
  /** Only in builds with VITE_CREATE on (createPages.ts). */
  readonly needsCreate?: boolean
  /** What it speaks: `<html lang>`, its texts, its title and card. */
  readonly language: Language
  /** What it is made for: its palette, title pattern and card (`none`: today's page). */
  readonly occasion: Occasion
}

/** Where a page stands: its language and occasion (a build's own pages take VITE_LANG's and
 * VITE_OCCASION's). */
export type PagePlace = Pick<SitePage, 'language' | 'occasion'>
