/** A question in the story, which holds it until it is answered, and one way to answer. Pure. */
import { cleanContactValue, contactError, isContactKind, type Contact } from '../contact.js'
import { QUESTION_MAX_CHARS, textError } from '../rules.js'
import { cleanText } from '../text.js'
import { isText, type OpeningWords, type StepRules } from './stepKind.js'

export type QuestionStep = {
  readonly kind: 'question'
  readonly question: string
  readonly contact?: Contact
}

export const questionRules: StepRules<QuestionStep> = {
  error: (step, rules) => {
    const error = textError(
      step.question,
      QUESTION_MAX_CHARS,
      rules.questionWhat,
      rules.questionHint,
      rules,
    )
    if (error) return error
    return step.contact && contactError(step.contact.kind, step.contact.value, rules)
  },
  clean: (step) => {
    const question = cleanText(step.question)
    const value = step.contact ? cleanContactValue(step.contact.kind, step.contact.value) : ''
    if (!step.contact || value === '') return { kind: 'question', question }
    return { kind: 'question', question, contact: { kind: step.contact.kind, value } }
  },
  decode: (fields) => {
    if (fields.length !== 3 || !fields.every(isText)) return undefined
    const [question, contactKind, value] = fields as [string, string, string]
    if (contactKind === '' && value === '') return { kind: 'question', question }
    if (!isContactKind(contactKind) || value.trim() === '') return undefined
    return { kind: 'question', question, contact: { kind: contactKind, value } }
  },
}

export const questionOpeningWords: OpeningWords<QuestionStep> = (step) => [step.question]
