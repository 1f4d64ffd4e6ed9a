/**
 * The encoders of the story's steps, by kind: only /create's link writer imports them, so the
 * early script, which only reads a link, carries none. Pure.
 */
import type { StepKind, StepOfKind, StoryStep } from '../story.js'
import { encodeDays } from './days.encode.js'
import { encodeLetter } from './letter.encode.js'
import { encodeMemories } from './memories.encode.js'
import { encodeQuestion } from './question.encode.js'
import { encodeReasons } from './reasons.encode.js'

const STEP_ENCODERS = {
  letter: encodeLetter,
  reasons: encodeReasons,
  days: encodeDays,
  question: encodeQuestion,
  memories: encodeMemories,
} satisfies { readonly [Kind in StepKind]: (step: StepOfKind<Kind>) => unknown[] }

/** A step as the link's array carries it (docs/LINK-V4.md); the caller has cleaned it. */
export function stepFields(step: StoryStep): unknown[] {
  // The table's type ties each kind to its own encoder.
  const encode = STEP_ENCODERS[step.kind] as (step: StoryStep) => unknown[]
  return encode(step)
}
