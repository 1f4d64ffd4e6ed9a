import type { LetterStep as Letter } from '../../../share/steps/letter'
import { LetterStep } from '../LetterStep'
import type { StepView } from './stepView'

/** A press opens the envelope, then shows the rest of the writing, then goes on. */
export const letterView: StepView<Letter> = {
  View: LetterStep,
  pressed: (_step, progress) =>
    progress.phase === 'whole'
      ? undefined
      : { ...progress, phase: progress.phase === 'sealed' ? 'writing' : 'whole' },
  hint: (_step, { phase }, texts) =>
    phase === 'sealed'
      ? texts.tapToOpen
      : phase === 'writing'
        ? texts.tapToShowAll
        : texts.tapToGoOn,
  isSealed: (progress) => progress.phase === 'sealed',
  namesSender: true,
  nextLabel: (progress, texts) => (progress.phase === 'sealed' ? texts.envelopeOpen : texts.next),
}
