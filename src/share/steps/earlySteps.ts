/**
 * The words each kind of step opens with before the app, by kind: the early script paints them
 * (src/early/earlyStory.ts). Apart from the rules' table (story.ts), as the encoders are
 * (encodeSteps.ts): only the early script paints them, so the app's entry, which reads links with
 * the rules, carries none. Pure.
 */
import type { StepKind, StepOfKind, StoryStep } from '../story.js'
import { daysOpeningWords } from './days.js'
import { letterOpeningWords } from './letter.js'
import { memoriesOpeningWords } from './memories.js'
import { questionOpeningWords } from './question.js'
import { reasonsOpeningWords } from './reasons.js'
import type { EarlyStoryWords, OpeningWords } from './stepKind.js'

const OPENING_WORDS = {
  letter: letterOpeningWords,
  reasons: reasonsOpeningWords,
  days: daysOpeningWords,
  question: questionOpeningWords,
  memories: memoriesOpeningWords,
} satisfies { readonly [Kind in StepKind]: OpeningWords<StepOfKind<Kind>> }

/** The words `step` opens with, first to last; `named` puts the recipient's name in. */
export function openingWordsOf(
  step: StoryStep,
  named: (text: string) => string,
  words: EarlyStoryWords,
): string[] {
  // The table's type ties each kind to its own words, which take no other kind's step.
  return (OPENING_WORDS[step.kind] as OpeningWords<StoryStep>)(step, named, words)
}
