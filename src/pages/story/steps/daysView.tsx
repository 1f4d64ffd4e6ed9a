import type { DaysStep as Days } from '../../../share/steps/days'
import { DaysStep } from '../DaysStep'
import { GOES_ON, NEVER_HELD, NEXT, NO_COVER, type StepView, type StepViewProps } from './stepView'

function DaysView({ step, occasion, headingRef }: StepViewProps<Days>) {
  return <DaysStep step={step} occasion={occasion} headingRef={headingRef} />
}

export const daysView: StepView<Days> = {
  View: DaysView,
  pressed: GOES_ON,
  isHeld: NEVER_HELD,
  hint: (_step, _progress, texts) => texts.tapToGoOn,
  isSealed: NO_COVER,
  nextLabel: NEXT,
}
