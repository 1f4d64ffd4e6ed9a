/**
 * The love line an occasion suggests on /create, in the maker's voice: picking an occasion (or
 * the made page's language, or the voice) puts its line in the field, but only over an empty field or another suggestion,
 * never over the maker's own words. Pure.
 */
import { LANGUAGES, type Language } from '../../../texts/languages'
import { OCCASIONS, type Occasion } from '../../../occasions/occasions'
import { cleanText } from '../../../share/text'
import { createTexts } from '../../../texts/createTexts'
import { VOICES, voicedText, type Voice } from '../../../texts/voices'

/** The line `occasion` suggests for a page in `language`, in `voice` (an English line has none). */
export function suggestionOf(language: Language, occasion: Occasion, voice: Voice = ''): string {
  return voicedText(createTexts[language].occasionLines[occasion], voice)
}

/** Every line any occasion suggests, in any language and voice. */
const SUGGESTIONS: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap((language) =>
    OCCASIONS.flatMap((occasion) => VOICES.map((voice) => suggestionOf(language, occasion, voice))),
  ),
)

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
