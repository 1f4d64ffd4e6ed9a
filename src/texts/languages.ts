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
