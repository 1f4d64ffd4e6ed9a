import { reasonError, REASONS_MAX, type ReasonsStep } from '../../../share/steps/reasons'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { ListEditor } from './ListEditor'
import { countIdOf, errorIdOf, type EditorProps } from './StepNotes'
import { stepElementId } from './storyDraft'

/** The reasons: one to seven one-line fields, each with a button that takes it away. */
export function ReasonsEditor({ id, step, error, onChange }: EditorProps<ReasonsStep>) {
  const texts = useTexts(createTexts)
  const { reasons } = step
  const reasonId = (index: number) => stepElementId(id, `reason-${index}`)
  return (
    <ListEditor
      id={id}
      items={reasons}
      max={REASONS_MAX}
      blank=""
      error={error}
      list="story-reasons"
      focusId={reasonId}
      addLabel={texts.reasonAdd}
      removeLabel={texts.reasonRemove}
      count={texts.reasonsCount(reasons.length, REASONS_MAX)}
      onChange={(next) => onChange({ kind: 'reasons', reasons: next })}
    >
      {(reason, index, { edit, removeButton }) => (
        <>
          <label htmlFor={reasonId(index)} className="create-sublabel">
            {texts.reasonLabel(index + 1)}
          </label>
          <div className="link-field">
            <input
              id={reasonId(index)}
              className="text-input"
              type="text"
              value={reason}
              placeholder={index === 0 ? texts.reasonPlaceholder : undefined}
              autoComplete="off"
              aria-invalid={error && reasonError(reason) ? true : undefined}
              aria-describedby={`${errorIdOf(id)} ${countIdOf(id)}`}
              onChange={(event) => edit(event.target.value)}
            />
            {removeButton}
          </div>
        </>
      )}
    </ListEditor>
  )
}
