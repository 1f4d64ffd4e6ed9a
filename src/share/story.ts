/**
 * A story's steps, as /create makes them and a v4 link carries them (docs/LINK-V4.md): the table
 * of their kinds, each in its own file under steps/ (a letter, the reasons, their days, a
 * question, their memories). The last screen of a story is always the page itself (its love
 * line, GIF and song), which is no step. Each text follows the love line's rules (rules.ts): NFC,
 * counted in graphemes, no markup, no control characters but a letter's line breaks. Steps carry
 * no colours: the occasion's palette dresses them. The encoders are apart
 * (steps/encodeSteps.ts), and so are the words painted before the app (steps/earlySteps.ts). Pure.
 */
import { VERDICT_ONLY } from './contact.js'
import { isLinkPhoto } from './photo.js'
import type { SharedPage } from './rules.js'
import type { RuleTexts } from '../texts/types.js'
import { daysRules, type DaysStep } from './steps/days.js'
import { letterRules, type LetterStep } from './steps/letter.js'
import { memoriesRules, type MemoriesStep } from './steps/memories.js'
import { questionRules, type QuestionStep } from './steps/question.js'
import { reasonsRules, type ReasonsStep } from './steps/reasons.js'
import type { StepRules } from './steps/stepKind.js'
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
