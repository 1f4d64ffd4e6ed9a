import type { ReasonsStep as Reasons } from '../../../share/steps/reasons'
import { ReasonsStep } from '../ReasonsStep'
import { showNext, type StepView } from './stepView'

/** A press shows the next reason, and after the last goes on. */
export const reasonsView: StepView<Reasons> = {
  View: ReasonsStep,
  pressed: (step, progress) => showNext(step.reasons.length, progress),
  hint: (step, progress, texts) =>
    progress.shown < step.reasons.length ? texts.tapForMore : texts.tapToGoOn,
}
