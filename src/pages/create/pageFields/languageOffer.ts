/** Which /create to offer a visitor whose browser prefers another of the site's languages. Pure. */
import { isLanguage, type Language } from '../../../texts/languages'

/**
 * The first of the site's languages in the browser's list (`navigator.languages`: `en-US`,
 * `vi`…), by primary subtag, or undefined when it names none of them.
 */
export function preferredLanguage(preferences: readonly string[]): Language | undefined {
  for (const tag of preferences) {
    const primary = tag.split('-')[0].toLowerCase()
    if (isLanguage(primary)) return primary
  }
  return undefined
}

/** The language to offer on a page in `pageLanguage`: the preferred one when it is another. */
export function offeredLanguage(
  preferences: readonly string[],
  pageLanguage: Language,
): Language | undefined {
  const preferred = preferredLanguage(preferences)
  return preferred === pageLanguage ? undefined : preferred
}
