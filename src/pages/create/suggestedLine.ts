/**
 * The love line an occasion suggests on /create: picking an occasion (or the made page's
 * language) puts its line in the field, but only over an empty field or another suggestion,
 * never over the maker's own words. Pure.
 */
import { LANGUAGES, type Language } from '../../texts/languages'
import { OCCASIONS, type Occasion } from '../../occasions/occasions'
import { cleanText } from '../../share/text'
import { createTexts } from '../../texts/createTexts'

/** Every line any occasion suggests, in any language. */
const SUGGESTIONS: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap((language) =>
    OCCASIONS.map((occasion) => createTexts[language].occasionLines[occasion]),
  ),
)

/** The line `occasion` suggests for a page in `language`. */
export function suggestionOf(language: Language, occasion: Occasion): string {
  return createTexts[language].occasionLines[occasion]
}

/** Whether `line` is a suggestion as it was put there (not words the maker typed). */
export function isSuggestion(line: string): boolean {
  return SUGGESTIONS.has(cleanText(line))
}

/**
 * The love line once `suggestion` is offered: the suggestion where the field holds another (or,
 * with `fillsEmpty`, nothing), else the maker's `line` untouched.
 */
export function suggestedLine(line: string, suggestion: string, fillsEmpty: boolean): string {
  const isEmpty = cleanText(line) === ''
  return (isEmpty && fillsEmpty) || (!isEmpty && isSuggestion(line)) ? suggestion : line
}
