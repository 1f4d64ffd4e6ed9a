/**
 * Each language by its own name, the same on every page (a language switch names the language
 * it leads to in that language): /create's switch and its page language field. Pure data.
 */
import type { Language } from './languages.js'

export const languageNames: Readonly<Record<Language, string>> = {
  vi: 'Tiếng Việt',
  en: 'English',
}
