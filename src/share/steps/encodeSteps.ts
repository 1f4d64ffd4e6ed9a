/**
 * The maker's side of the story's steps, by kind: a new, empty one, its encoder, and its photos
 * swapped. Only /create imports them, so the early script, which only reads a link, carries
 * none. Pure.
 */
import type { StepKind, StepOfKind, StoryStep } from '../story.js'
import { emptyDays, encodeDays } from './days.encode.js'
import { emptyLetter, encodeLetter } from './letter.encode.js'
import { emptyMemories, encodeMemories, swapMemoriesPhotos } from './memories.encode.js'
import { emptyQuestion, encodeQuestion } from './question.encode.js'
import { emptyReasons, encodeReasons } from './reasons.encode.js'

type StepWriter<Step> = {
  /** A new, empty step of the kind: /create asks for its words. */
  empty(): Step
  /** The step as the link's array carries it (docs/LINK-V4.md); the caller has cleaned it. */
  encode(step: Step): unknown[]
  /** The step with each photo as `swap` gives it; a kind that shows none leaves it out. */
  swapPhotos?(step: Step, swap: (photo: string) => string): Step
}

const STEP_WRITERS = {
  letter: { empty: emptyLetter, encode: encodeLetter },
  reasons: { empty: emptyReasons, encode: encodeReasons },
  days: { empty: emptyDays, encode: encodeDays },
  question: { empty: emptyQuestion, encode: encodeQuestion },
  memories: { empty: emptyMemories, encode: encodeMemories, swapPhotos: swapMemoriesPhotos },
} satisfies { readonly [Kind in StepKind]: StepWriter<StepOfKind<Kind>> }

function writerOf(step: StoryStep): StepWriter<StoryStep> {
  // The table's type ties each kind to its own writer, which takes no other kind's step.
  return STEP_WRITERS[step.kind] as StepWriter<StoryStep>
}

/** A new, empty step of `kind`: the form asks for its words. */
export function emptyStep(kind: StepKind): StoryStep {
  return STEP_WRITERS[kind].empty()
}

/** A step as the link's array carries it (docs/LINK-V4.md); the caller has cleaned it. */
export function stepFields(step: StoryStep): unknown[] {
  return writerOf(step).encode(step)
}

/** `step` with each of its photos as `swap` gives it. */
export function swapPhotos(step: StoryStep, swap: (photo: string) => string): StoryStep {
  return writerOf(step).swapPhotos?.(step, swap) ?? step
}
