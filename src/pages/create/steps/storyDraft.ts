/**
 * A story's steps as the /create form holds them: each with an id of its own (its key, the ids of
 * its fields, what the form remembers as touched), in the order the link carries them. The edits
 * the story editor makes return a new list and leave the old one as it was. Pure.
 */
import { emptyStep } from '../../../share/steps/encodeSteps'
import { STEPS_MAX, type StepKind, type StoryStep } from '../../../share/story'

/** A step and the id the form knows it by, which moving it keeps. */
export type DraftStep = { readonly id: number; readonly step: StoryStep }

/** An id no step of `steps` has. */
export function nextStepId(steps: readonly DraftStep[]): number {
  return steps.reduce((highest, { id }) => Math.max(highest, id), 0) + 1
}

/**
 * `steps` with an empty step of `kind` at the end, known by `id` (an id no step has had, so a
 * new step is not taken for one the maker already typed in), or as they are at STEPS_MAX.
 */
export function addStep(
  steps: readonly DraftStep[],
  kind: StepKind,
  id = nextStepId(steps),
): readonly DraftStep[] {
  if (steps.length >= STEPS_MAX) return steps
  return [...steps, { id, step: emptyStep(kind) }]
}

/** `steps` with the one at `index` moved `by` places (-1 up, 1 down), or as they are at an end. */
export function moveStep(
  steps: readonly DraftStep[],
  index: number,
  by: -1 | 1,
): readonly DraftStep[] {
  const to = index + by
  if (index < 0 || index >= steps.length || to < 0 || to >= steps.length) return steps
  const moved = [...steps]
  ;[moved[index], moved[to]] = [moved[to], moved[index]]
  return moved
}

/** `steps` without the one with `id`. */
export function removeStep(steps: readonly DraftStep[], id: number): readonly DraftStep[] {
  return steps.filter((draft) => draft.id !== id)
}

/** `steps` with the one with `id` now `step`. */
export function replaceStep(
  steps: readonly DraftStep[],
  id: number,
  step: StoryStep,
): readonly DraftStep[] {
  return steps.map((draft) => (draft.id === id ? { id, step } : draft))
}

/** The id of a step's element: `story-3-letter`, `story-3-up`. */
export function stepElementId(id: number, part: string): string {
  return `story-${id}-${part}`
}
