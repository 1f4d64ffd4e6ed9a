import type { ReasonsStep as Reasons } from '../../../share/steps/reasons'
import { ReasonsStep } from '../ReasonsStep'
import { showNext, type StepView, type StepViewProps } from './stepView'

function ReasonsView({ step, progress, name, headingRef }: StepViewProps<Reasons>) {
  return (
    <ReasonsStep
      name={name}
      reasons={step.reasons}
      shown={progress.shown}
      headingRef={headingRef}
    />
  )
}

/** A press shows the next reason, and after the last goes on. */
export const reasonsView: StepView<Reasons> = {
  View: ReasonsView,
  pressed: (step, progress) => showNext(step.reasons.length, progress),
  hint: (step, progress, texts) =>
    progress.shown < step.reasons.length ? texts.tapForMore : texts.tapToGoOn,
}
