/**
 * What every kind of step gives the story page (stepViews.ts holds the table of them): its view,
 * which takes what it shows as props and reads no route, history or link (so /create's preview
 * could play it), and what a press, the hint and the next button do there.
 */
import type { ReactNode, Ref, RefObject } from 'react'
import type { Occasion } from '../../../occasions/occasions'
import type { BurstChannel } from '../../../stage/burstChannel'
import type { Answer } from '../../../share/reply'
import type { StoryTexts } from '../../../texts/types'
import type { SharedStory } from '../../../share/story'

/** What of the page a step shows besides itself. */
export type StoryWords = Pick<SharedStory, 'recipientName' | 'loveLine' | 'sender'>

/** Where a letter is: still sealed, writing itself, or whole on the page. */
export type LetterPhase = 'sealed' | 'writing' | 'whole'

/**
 * How far into its step the visitor is: a letter's phase, and how many reasons are shown (or
 * which memory).
 */
export type StepProgress = { readonly phase: LetterPhase; readonly shown: number }
export const AT_START: StepProgress = { phase: 'sealed', shown: 1 }
// Coming back to a step shows it whole: the visitor has seen it (its memories from the first).
export const WHOLE: StepProgress = { phase: 'whole', shown: Number.MAX_SAFE_INTEGER }

export type StepViewProps<Step> = {
  step: Step
  /** Its place in the story, from 0. */
  index: number
  progress: StepProgress
  /**
   * The page's words: whom it is for, its love line, and the maker's name when the link names
   * them (a v5 link; the envelope says who it is from).
   */
  page: StoryWords
  occasion: Occasion
  isCalm: boolean
  headingRef: Ref<HTMLHeadingElement>
  /** A letter has written itself to its end. */
  onWritten: () => void
  /** A question's answer, kept by the caller, and what hears it given. */
  answer: Answer | undefined
  onAnswer: (answer: Answer) => void
  channel: BurstChannel
  overlayRef: RefObject<HTMLElement | null>
  /** Starts the page's song on a yes; `isGesture` false for a press kept from before live. */
  onYes: (isGesture: boolean) => void
}

/**
 * One kind of step on the story page. What a kind leaves out, it does not do: a press goes on
 * at once, the story never waits there, it has no cover, its next button says "next".
 */
export type StepView<Step> = {
  View: (props: StepViewProps<Step>) => ReactNode
  /** What a press does now, under the step ('' for nothing). */
  hint(step: Step, progress: StepProgress, texts: StoryTexts, answer: Answer | undefined): string
  /** Where a press inside the step takes it, or undefined when the press goes on to the next. */
  pressed?(step: Step, progress: StepProgress): StepProgress | undefined
  /** Whether the story waits here for an answer: no press goes on. */
  isHeld?(answer: Answer | undefined): boolean
  /** Whether the step still shows its cover: the heading takes the focus again as it opens. */
  isSealed?(progress: StepProgress): boolean
  /** The next button's words. */
  nextLabel?(progress: StepProgress, texts: StoryTexts): string
  /**
   * Whether the view says itself who the story is from (a letter's envelope): as the first step,
   * the story then does not add the maker's name under it.
   */
  namesSender?: true
}

/** A step of items shown one more at each press: the next item, or undefined after the last. */
export function showNext(count: number, progress: StepProgress): StepProgress | undefined {
  return progress.shown < count ? { ...progress, shown: progress.shown + 1 } : undefined
}
