/**
 * What a press (a touch or click outside the controls, →, Space, Enter, the next button) does on
 * a story's step, as StoryPage.tsx plays it: read from the step's view, so /create's preview
 * (StoryPreview.tsx) plays the steps as the recipient will. Pure.
 */
import type { Answer } from '../../share/reply'
import type { StoryStep } from '../../share/story'
import type { StepProgress, StepView } from './steps/stepView'

export type StoryPress =
  /** A question not yet answered yes holds the story: nothing moves. */
  | { readonly kind: 'held' }
  /** The last screen: it only blooms where it was pressed. */
  | { readonly kind: 'last' }
  /** Further into the step: the envelope opens, one more reason shows. */
  | { readonly kind: 'inside'; readonly progress: StepProgress }
  /** On to the next step. */
  | { readonly kind: 'next' }

/** The press on `step` (undefined for the page itself) where its view stands at `progress`. */
export function pressOnStep(
  step: StoryStep | undefined,
  view: StepView<StoryStep> | undefined,
  progress: StepProgress,
  answer: Answer | undefined,
): StoryPress {
  if (!step || !view) return { kind: 'last' }
  if (view.isHeld?.(answer)) return { kind: 'held' }
  const inside = view.pressed?.(step, progress)
  return inside ? { kind: 'inside', progress: inside } : { kind: 'next' }
}
