import type { MemoriesStep as Memories } from '../../../share/steps/memories'
import { MemoriesStep } from '../MemoriesStep'
import { NEVER_HELD, NEXT, NO_COVER, showNext, type StepView, type StepViewProps } from './stepView'

function MemoriesView({ step, progress, name, headingRef }: StepViewProps<Memories>) {
  return (
    <MemoriesStep
      name={name}
      memories={step.memories}
      shown={progress.shown}
      headingRef={headingRef}
    />
  )
}

/** A press shows the next photo, and after the last goes on. */
export const memoriesView: StepView<Memories> = {
  View: MemoriesView,
  pressed: (step, progress) => showNext(step.memories.length, progress),
  isHeld: NEVER_HELD,
  hint: (step, progress, texts) =>
    progress.shown < step.memories.length ? texts.tapForNextPhoto : texts.tapToGoOn,
  isSealed: NO_COVER,
  nextLabel: NEXT,
}
