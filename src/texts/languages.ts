/**
 * The languages a page speaks, each with its catalogue in this folder. A page's path names its
 * language (src/share/paths.ts), so a link reads the list from here. Pure.
 */

/** The languages a page speaks; the first, Vietnamese, is the default and has no path segment. */
export const LANGUAGES = ['vi', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** Whether `value` names a language (a path may hold anything). */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value)
}

/**
 * The language a browser asks for (`navigator.language`): English for any `en…`, else Vietnamese.
 * A locked link's page speaks it until it opens: its path names no language, so the link's own
 * stays sealed until the answer.
 */
export function browserLanguageOf(asked: string | undefined): Language {
  return /^en\b/i.test(asked ?? '') ? 'en' : 'vi'
}
