import type { MemoriesStep as Memories } from '../../../share/steps/memories'
import { MemoriesStep } from '../MemoriesStep'
import { showNext, type StepView } from './stepView'

/** A press shows the next photo, and after the last goes on. */
export const memoriesView: StepView<Memories> = {
  View: MemoriesStep,
  pressed: (step, progress) => showNext(step.memories.length, progress),
  hint: (step, progress, texts) =>
    progress.shown < step.memories.length ? texts.tapForNextPhoto : texts.tapToGoOn,
}
