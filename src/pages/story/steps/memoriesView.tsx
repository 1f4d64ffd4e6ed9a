import type { MemoriesStep as Memories } from '../../../share/steps/memories'
import { MemoriesStep } from '../MemoriesStep'
import { showNext, type StepView, type StepViewProps } from './stepView'

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
  hint: (step, progress, texts) =>
    progress.shown < step.memories.length ? texts.tapForNextPhoto : texts.tapToGoOn,
}
