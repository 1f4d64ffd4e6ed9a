/** /create's table of step kinds: each kind's editor, and the field a new or wrong step focuses. */
import type { ComponentType } from 'react'
import type { StepKind, StepOfKind, StoryStep } from '../../../share/story'
import { DaysEditor } from './DaysEditor'
import { LetterEditor } from './LetterEditor'
import { MemoriesEditor } from './MemoriesEditor'
import { QuestionStepEditor } from './QuestionStepEditor'
import { ReasonsEditor } from './ReasonsEditor'
import type { EditorProps } from './StepNotes'
import { stepElementId, type DraftStep } from './storyDraft'

/** What every step's editor is given; each takes what it needs. */
export type StepEditorProps<Step extends StoryStep> = EditorProps<Step> & {
  /** Whether the page's photo comes from the device: a memory may carry it too. */
  hasDevicePhoto: boolean
}

type StepEditor<Step extends StoryStep> = {
  Editor: ComponentType<StepEditorProps<Step>>
  /** The part of its first field's id (stepElementId): `reason-0`. */
  firstField: string
}

const STEP_EDITORS = {
  letter: { Editor: LetterEditor, firstField: 'letter' },
  reasons: { Editor: ReasonsEditor, firstField: 'reason-0' },
  days: { Editor: DaysEditor, firstField: 'date' },
  question: { Editor: QuestionStepEditor, firstField: 'question' },
  memories: { Editor: MemoriesEditor, firstField: 'memory-0-caption' },
} satisfies { readonly [Kind in StepKind]: StepEditor<StepOfKind<Kind>> }

/** The editor of `step`'s kind. */
export function stepEditorOf(step: StoryStep): StepEditor<StoryStep> {
  // The table's type ties each kind to its own editor, which takes no other kind's step.
  return STEP_EDITORS[step.kind] as StepEditor<StoryStep>
}

/** The id of a step's first field: the form focuses it when the step is new or breaks a rule. */
export function firstFieldId({ id, step }: DraftStep): string {
  return stepElementId(id, stepEditorOf(step).firstField)
}
