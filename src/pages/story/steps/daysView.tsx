import type { DaysStep as Days } from '../../../share/steps/days'
import { DaysStep } from '../DaysStep'
import type { StepView } from './stepView'

export const daysView: StepView<Days> = {
  View: DaysStep,
  hint: (_step, _progress, texts) => texts.tapToGoOn,
}
