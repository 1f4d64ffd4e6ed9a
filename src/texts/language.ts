import { createContext, useContext, useLayoutEffect } from 'react'
import type { Language } from './languages'

/**
 * The language of the page being shown, for React code: Vietnamese unless a route says
 * otherwise (the route that reads it from the path provides it, around the page's element).
 */
// The literal, not LANGUAGES[0]: importing the list's values from here (a module the lazy
// question and song chunks share with the app) made the bundler split it and React's JSX runtime
// into one more chunk on the first load, when the list was src/share/paths.ts's.
export const LanguageContext = createContext<Language>('vi')

/** The page's language. */
export function useLanguage(): Language {
  return useContext(LanguageContext)
}

/** A section's texts in the page's language, from its every-language table (siteTexts.ts…). */
export function useTexts<T>(texts: Readonly<Record<Language, T>>): T {
  return texts[useLanguage()]
}

/**
 * Keeps `<html lang>` on the page's language: the build writes it into each page's HTML, and an
 * in-app navigation to a page in another language changes it here.
 */
export function DocumentLanguage() {
  const language = useLanguage()
  useLayoutEffect(() => {
    document.documentElement.lang = language
  }, [language])
  return null
}
