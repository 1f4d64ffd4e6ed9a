/**
 * Every language's catalogue, for code that is not shipped to a page or ships both anyway: the
 * build's HTML step (site/pageHtml.ts), the prerender, tests. A page's own code imports the one
 * section it shows (`vi/create.ts`…), so its chunk holds no other section. Pure.
 */
import { en } from './en.js'
import type { Catalogue } from './types.js'
import { vi } from './vi.js'
import type { Language } from './languages.js'

export const catalogues: Readonly<Record<Language, Catalogue>> = { vi, en }

/** Every text in `language`. */
export function textsFor(language: Language): Catalogue {
  return catalogues[language]
}
