/** The story page's table of step kinds: each kind's view and what a press does there. */
import type { StepKind, StepOfKind, StoryStep } from '../../../share/story'
import { daysView } from './daysView'
import { letterView } from './letterView'
import { memoriesView } from './memoriesView'
import { questionView } from './questionView'
import { reasonsView } from './reasonsView'
import type { StepView } from './stepView'

const STEP_VIEWS = {
  letter: letterView,
  reasons: reasonsView,
  days: daysView,
  question: questionView,
  memories: memoriesView,
} satisfies { readonly [Kind in StepKind]: StepView<StepOfKind<Kind>> }

/** The view of `step`'s kind. */
export function stepViewOf(step: StoryStep): StepView<StoryStep> {
  // The table's type ties each kind to its own view, which takes no other kind's step.
  return STEP_VIEWS[step.kind] as StepView<StoryStep>
}
