/** The reasons: up to seven short lines, shown one more at each press. Pure. */
import { VERDICT_ONLY } from '../contact.js'
import { textError } from '../rules.js'
import { cleanText } from '../text.js'
import type { RuleTexts } from '../../texts/types.js'
import { isText, type OpeningWords, type StepRules } from './stepKind.js'

export type ReasonsStep = { readonly kind: 'reasons'; readonly reasons: readonly string[] }

export const REASON_MAX_CHARS = 80
export const REASONS_MAX = 7

/** The rule a reason breaks, or undefined: 1 to 80 characters on one line. */
export function reasonError(value: string, rules: RuleTexts = VERDICT_ONLY): string | undefined {
  return textError(value, REASON_MAX_CHARS, rules.reasonWhat, rules.reasonHint, rules)
}

export const reasonsRules: StepRules<ReasonsStep> = {
  error: (step, rules) => {
    if (step.reasons.length === 0) return rules.textEmpty(rules.reasonHint, REASON_MAX_CHARS)
    if (step.reasons.length > REASONS_MAX) return rules.reasonsTooMany(REASONS_MAX)
    for (const reason of step.reasons) {
      const error = reasonError(reason, rules)
      if (error) return error
    }
    return undefined
  },
  clean: (step) => ({ kind: 'reasons', reasons: step.reasons.map(cleanText) }),
  decode: (fields) => {
    if (fields.length !== 1 || !Array.isArray(fields[0])) return undefined
    const reasons = fields[0] as unknown[]
    return reasons.every(isText) ? { kind: 'reasons', reasons } : undefined
  },
}

export const reasonsOpeningWords: OpeningWords<ReasonsStep> = (step, named, words) => [
  named(words.reasonsHeading),
  step.reasons[0] ?? '',
]
