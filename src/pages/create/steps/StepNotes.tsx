import type { StoryStep } from '../../../share/story'
import { stepElementId } from './storyDraft'

/** What each step's editor takes: the step's id, the step, its shown message, its change. */
export type EditorProps<Step extends StoryStep> = {
  id: number
  step: Step
  error: string | undefined
  onChange: (step: StoryStep) => void
}

/** The id of a step's message line: its fields name it in aria-describedby. */
export const errorIdOf = (id: number) => stepElementId(id, 'error')
/** The id of a step's count. */
export const countIdOf = (id: number) => stepElementId(id, 'count')

/** Under a step's fields: its message, read out as it changes, and its count, if it has one. */
export function StepNotes({ id, error, count }: { id: number; error?: string; count?: string }) {
  return (
    <div className="create-field__notes">
      <p id={errorIdOf(id)} className="create-error" aria-live="polite">
        {error}
      </p>
      {count && (
        <p id={countIdOf(id)} className="create-count">
          {count}
        </p>
      )}
    </div>
  )
}
