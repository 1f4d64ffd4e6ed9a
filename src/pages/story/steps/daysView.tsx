import type { DaysStep as Days } from '../../../share/steps/days'
import { DaysStep } from '../DaysStep'
import type { StepView, StepViewProps } from './stepView'

function DaysView({ step, occasion, headingRef }: StepViewProps<Days>) {
  return <DaysStep step={step} occasion={occasion} headingRef={headingRef} />
}

export const daysView: StepView<Days> = {
  View: DaysView,
  hint: (_step, _progress, texts) => texts.tapToGoOn,
}
