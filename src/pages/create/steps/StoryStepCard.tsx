import type { StoryStep } from '../../../share/story'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { stepEditorOf } from './stepEditors'
import { stepElementId, type DraftStep } from './storyDraft'

type Props = {
  draft: DraftStep
  index: number
  count: number
  error: string | undefined
  onChange: (step: StoryStep) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
  /** Whether the page's photo comes from the device: a memory may carry it too. */
  hasDevicePhoto: boolean
}

/** A step's editor, by its kind. */
function StepEditor({
  draft: { id, step },
  error,
  onChange,
  hasDevicePhoto,
}: Omit<Props, 'index' | 'count' | 'onMove' | 'onRemove'>) {
  const { Editor } = stepEditorOf(step)
  return (
    <Editor id={id} step={step} error={error} onChange={onChange} hasDevicePhoto={hasDevicePhoto} />
  )
}

/**
 * One step of the story: its place and kind, the buttons that move it up, down or away (named
 * for a screen reader with the step and its place), and its editor.
 */
export function StoryStepCard(props: Props) {
  const { draft, index, count, onMove, onRemove } = props
  const texts = useTexts(createTexts)
  const name = texts.stepNames[draft.step.kind]
  const position = index + 1
  const tool = (part: 'up' | 'down' | 'remove') => ({
    id: stepElementId(draft.id, part),
    type: 'button' as const,
    className: `soft-button story-tool story-tool--${part}`,
  })
  return (
    <li className="story-step">
      <fieldset className="create-field story-step__fields">
        <legend className="story-step__title">{texts.stepTitle(position, name)}</legend>
        <div className="story-step__tools">
          <button
            {...tool('up')}
            aria-label={texts.stepMoveUp(position, name)}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span> {texts.stepUpText}
          </button>
          <button
            {...tool('down')}
            aria-label={texts.stepMoveDown(position, name)}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span> {texts.stepDownText}
          </button>
          <button
            {...tool('remove')}
            aria-label={texts.stepRemove(position, name)}
            onClick={onRemove}
          >
            {texts.stepRemoveText}
          </button>
        </div>
        <StepEditor {...props} />
      </fieldset>
    </li>
  )
}
