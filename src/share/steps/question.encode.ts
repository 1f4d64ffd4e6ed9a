/** A question as the link's array carries it (docs/LINK-V4.md); the caller has cleaned it. */
import type { QuestionStep } from './question.js'

export const encodeQuestion = (step: QuestionStep): unknown[] => [
  'question',
  step.question,
  step.contact?.kind ?? '',
  step.contact?.value ?? '',
]

/** A new, empty one: /create asks for its words. */
export const emptyQuestion = (): QuestionStep => ({ kind: 'question', question: '' })
