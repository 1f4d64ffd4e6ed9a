/** A letter as the link's array carries it (docs/LINK-V4.md); the caller has cleaned it. */
import type { LetterStep } from './letter.js'

export const encodeLetter = (step: LetterStep): unknown[] => ['letter', step.text]

/** A new, empty one: /create asks for its words. */
export const emptyLetter = (): LetterStep => ({ kind: 'letter', text: '' })
