/**
 * What every kind of story step gives the link's reader (src/share/story.ts holds the tables of
 * them): its rules, its tidying, its decoding; and its first words before the app. The encoder is
 * apart (`<kind>.encode.ts`, src/share/steps/encodeSteps.ts), so the early script, which only
 * reads links, never carries it.
 * Pure.
 */
import type { RuleTexts } from '../../texts/types.js'

/**
 * A story's opening words in the page's language, as the build writes them into the page's data
 * (site/pageHtml.ts): texts, not the catalogue's functions, so the early script carries neither
 * catalogue; NAME_SLOT (src/early/earlyStory.ts) stands for the name, and the voice's
 * slots (src/texts/voices.ts) are left for the script to fill in the link's voice.
 */
export type EarlyStoryWords = {
  readonly envelopeTo: string
  readonly reasonsHeading: string
  /** The days step's heading for the page's occasion: its count comes with the app. */
  readonly daysHeading: string
  readonly memoriesHeading: string
  /** Who the page is from, under a story's first words: NAME_SLOT stands for the sender. */
  readonly fromSender: string
}

/** One kind of step, as the link's reader and /create's checks see it. */
export type StepRules<Step> = {
  /** The rule the step breaks, or undefined; a photo's address must be on `photoHosts`. */
  error(step: Step, rules: RuleTexts, photoHosts: readonly string[]): string | undefined
  /** The step with its texts tidied as they travel. */
  clean(step: Step): Step
  /**
   * The step the link's array holds after its kind, or undefined when it holds none; its rules
   * are checked apart. `linkPhoto` is the link's own photo (a data URL), which `'L'` names.
   */
  decode(fields: readonly unknown[], linkPhoto: string | undefined): Step | undefined
  /** The photos the step shows (data URLs or addresses on a host), if it shows any. */
  photos?(step: Step): readonly string[]
}

/**
 * The words a kind of step opens with before the app, first to last; `named` puts the
 * recipient's name in. Apart from its rules, in a table of their own (story.ts says why).
 */
export type OpeningWords<Step> = (
  step: Step,
  named: (text: string) => string,
  words: EarlyStoryWords,
) => string[]

export const isText = (value: unknown): value is string => typeof value === 'string'
