/**
 * The maker's side of the story's steps, by kind: a new, empty one and its encoder. Only /create
 * imports them, so the early script, which only reads a link, carries none. Pure.
 */
import type { StepKind, StepOfKind, StoryStep } from '../story.js'
import { emptyDays, encodeDays } from './days.encode.js'
import { emptyLetter, encodeLetter } from './letter.encode.js'
import { emptyMemories, encodeMemories } from './memories.encode.js'
import { emptyQuestion, encodeQuestion } from './question.encode.js'
import { emptyReasons, encodeReasons } from './reasons.encode.js'

const STEP_WRITERS = {
  letter: { empty: emptyLetter, encode: encodeLetter },
  reasons: { empty: emptyReasons, encode: encodeReasons },
  days: { empty: emptyDays, encode: encodeDays },
  question: { empty: emptyQuestion, encode: encodeQuestion },
  memories: { empty: emptyMemories, encode: encodeMemories },
} satisfies {
  readonly [Kind in StepKind]: {
    empty: () => StepOfKind<Kind>
    encode: (step: StepOfKind<Kind>) => unknown[]
  }
}

/** A new, empty step of `kind`: the form asks for its words. */
export function emptyStep(kind: StepKind): StoryStep {
  return STEP_WRITERS[kind].empty()
}

/** A step as the link's array carries it (docs/LINK-V4.md); the caller has cleaned it. */
export function stepFields(step: StoryStep): unknown[] {
  // The table's type ties each kind to its own encoder.
  const encode = STEP_WRITERS[step.kind].encode as (step: StoryStep) => unknown[]
  return encode(step)
}
