/** A letter: a few lines the recipient opens like an envelope. Pure. */
import { VERDICT_ONLY } from '../contact.js'
import { MARKUP } from '../rules.js'
import { countGraphemes } from '../text.js'
import type { RuleTexts } from '../../texts/types.js'
import { isText, type OpeningWords, type StepRules } from './stepKind.js'

export type LetterStep = { readonly kind: 'letter'; readonly text: string }

export const LETTER_MAX_CHARS = 600

// A letter keeps its line breaks; every other control character is refused, the bidirectional
// ones too (text.ts).
const LETTER_CONTROL_CHARS =
  // oxlint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/** A letter as it travels: NFC, its line breaks as `\n`, trimmed, no run of blank lines. */
export function cleanLetter(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The rule a letter breaks, or undefined: 1 to 600 characters, line breaks kept, no markup. */
export function letterError(value: string, rules: RuleTexts = VERDICT_ONLY): string | undefined {
  const text = cleanLetter(value)
  if (text === '') return rules.textEmpty(rules.letterHint, LETTER_MAX_CHARS)
  if (LETTER_CONTROL_CHARS.test(text)) return rules.letterCharacters
  if (MARKUP.test(text)) return rules.textMarkup(rules.letterWhat)
  const count = countGraphemes(text)
  if (count > LETTER_MAX_CHARS) return rules.textTooLong(rules.letterWhat, LETTER_MAX_CHARS, count)
  return undefined
}

export const letterRules: StepRules<LetterStep> = {
  error: (step, rules) => letterError(step.text, rules),
  clean: (step) => ({ kind: 'letter', text: cleanLetter(step.text) }),
  decode: (fields) =>
    fields.length === 1 && isText(fields[0]) ? { kind: 'letter', text: fields[0] } : undefined,
}

export const letterOpeningWords: OpeningWords<LetterStep> = (_step, named, words) => [
  named(words.envelopeTo),
]
