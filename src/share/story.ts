/**
 * A story's steps, as /create makes them and a v4 link carries them (docs/LINK-V4.md): the table
 * of their kinds, each in its own file under steps/ (a letter, the reasons, their days, a
 * question, their memories). The last screen of a story is always the page itself (its love
 * line, GIF and song), which is no step. Each text follows the love line's rules (rules.ts): NFC,
 * counted in graphemes, no markup, no control characters but a letter's line breaks. Steps carry
 * no colours: the occasion's palette dresses them. Two tables name the kinds here: their rules,
 * which the app reads links with, and the words the early script paints before the app
 * (OPENING_WORDS). Apart, each is left out of the bundle that never reads it: the app's entry
 * carries no opening words, the early script (its own build) no rule it does not check. The
 * encoders are apart (steps/encodeSteps.ts), in /create's chunk only. Pure.
 */
import { VERDICT_ONLY } from './contact.js'
import { isLinkPhoto } from './photo.js'
import type { SharedPage } from './rules.js'
import type { RuleTexts } from '../texts/types.js'
import { daysOpeningWords, daysRules, type DaysStep } from './steps/days.js'
import { letterOpeningWords, letterRules, type LetterStep } from './steps/letter.js'
import { memoriesOpeningWords, memoriesRules, type MemoriesStep } from './steps/memories.js'
import { questionOpeningWords, questionRules, type QuestionStep } from './steps/question.js'
import { reasonsOpeningWords, reasonsRules, type ReasonsStep } from './steps/reasons.js'
import type { EarlyStoryWords, OpeningWords, StepRules } from './steps/stepKind.js'
import type { Voice } from '../texts/voices.js'

/** The most steps a story holds before its last screen. */
export const STEPS_MAX = 6

export type StoryStep = LetterStep | ReasonsStep | DaysStep | QuestionStep | MemoriesStep
export type StepKind = StoryStep['kind']
/** The step of one kind: `StepOfKind<'letter'>` is a letter. */
export type StepOfKind<Kind extends StepKind> = Extract<StoryStep, { kind: Kind }>

/** Each kind's rules, in the order /create offers them. */
const STEP_RULES = {
  letter: letterRules,
  reasons: reasonsRules,
  days: daysRules,
  question: questionRules,
  memories: memoriesRules,
} satisfies { readonly [Kind in StepKind]: StepRules<StepOfKind<Kind>> }

export const STEP_KINDS = Object.keys(STEP_RULES) as readonly StepKind[]

/** The words each kind opens with before the app: only the early script (earlyStory.ts) reads them. */
const OPENING_WORDS = {
  letter: letterOpeningWords,
  reasons: reasonsOpeningWords,
  days: daysOpeningWords,
  question: questionOpeningWords,
  memories: memoriesOpeningWords,
} satisfies { readonly [Kind in StepKind]: OpeningWords<StepOfKind<Kind>> }

/**
 * A page and, for a story (a v4 link), the steps before it; a v5 link's voice (absent for
 * anh → em), the maker's name and the opening moment (docs/LINK-V5.md).
 */
export type SharedStory = SharedPage & {
  readonly steps?: readonly StoryStep[]
  readonly voice?: Voice
  readonly sender?: string
  /** When the page opens, in UTC (`YYYY-MM-DDTHH:MMZ`): before it, a countdown (share/opening.ts). */
  readonly opening?: string
}

/** The rules of `step`'s kind. */
export function stepRulesOf(step: StoryStep): StepRules<StoryStep> {
  // The table's type ties each kind to its own rules, which take no other kind's step.
  return STEP_RULES[step.kind] as StepRules<StoryStep>
}

/**
 * The rule a step breaks, or undefined; a memory's photo address must be on `photoHosts` (with
 * none given, only the photo in the link passes).
 */
export function stepError(
  step: StoryStep,
  rules: RuleTexts = VERDICT_ONLY,
  photoHosts: readonly string[] = [],
): string | undefined {
  return stepRulesOf(step).error(step, rules, photoHosts)
}

/** Each step's broken rule, by its place; empty when the story can be shared. */
export function storyErrors(
  steps: readonly StoryStep[],
  rules: RuleTexts = VERDICT_ONLY,
  photoHosts: readonly string[] = [],
): Record<number, string> {
  const errors: Record<number, string> = {}
  steps.forEach((step, index) => {
    const error = stepError(step, rules, photoHosts)
    if (error) errors[index] = error
  })
  return errors
}

/** The step with its texts tidied as they travel. */
export function cleanStep(step: StoryStep): StoryStep {
  return stepRulesOf(step).clean(step)
}

/**
 * The photos a story carries in its link (data URLs), each once: the page's and its steps'.
 * A link holds at most one (docs/LINK-V4.md), which /create keeps to.
 */
export function linkPhotosOf(story: SharedStory): string[] {
  const photos = (story.steps ?? []).flatMap((step) => stepRulesOf(step).photos?.(step) ?? [])
  if (story.photo) photos.unshift(story.photo.src)
  return [...new Set(photos.filter(isLinkPhoto))]
}

const isStepKind = (value: unknown): value is StepKind =>
  (STEP_KINDS as readonly unknown[]).includes(value)

/**
 * The step a link's array holds, or undefined when it holds none; its rules are checked apart.
 * A memory's `'L'` is the link's own photo (`linkPhoto`, a data URL), which it must carry.
 */
export function stepOfFields(fields: unknown, linkPhoto?: string): StoryStep | undefined {
  if (!Array.isArray(fields) || !isStepKind(fields[0])) return undefined
  const [kind, ...rest] = fields as [StepKind, ...unknown[]]
  return STEP_RULES[kind].decode(rest, linkPhoto)
}

/** The words `step` opens with, first to last; `named` puts the recipient's name in. */
export function openingWordsOf(
  step: StoryStep,
  named: (text: string) => string,
  words: EarlyStoryWords,
): string[] {
  // The table's type ties each kind to its own words, which take no other kind's step.
  return (OPENING_WORDS[step.kind] as OpeningWords<StoryStep>)(step, named, words)
}
