import { reasonError, REASONS_MAX, type ReasonsStep } from '../../share/steps/reasons'
import { createTexts } from '../../texts/createTexts'
import { useTexts } from '../../texts/language'
import { countIdOf, errorIdOf, StepNotes, type EditorProps } from './StepNotes'
import { stepElementId } from './storyDraft'
import { useFocusLater } from './useFocusLater'

/** The reasons: one to seven one-line fields, each with a button that takes it away. */
export function ReasonsEditor({ id, step, error, onChange }: EditorProps<ReasonsStep>) {
  const texts = useTexts(createTexts)
  const focusLater = useFocusLater()
  const { reasons } = step
  const isFull = reasons.length >= REASONS_MAX
  const reasonId = (index: number) => stepElementId(id, `reason-${index}`)
  const change = (next: string[]) => onChange({ kind: 'reasons', reasons: next })
  const add = () => {
    if (isFull) return
    change([...reasons, ''])
    focusLater(reasonId(reasons.length))
  }
  const remove = (index: number) => {
    change(reasons.filter((_, other) => other !== index))
    focusLater(reasonId(Math.max(0, index - 1)))
  }
  return (
    <>
      <ol className="story-reasons">
        {reasons.map((reason, index) => (
          // A reason is its place in the list, as its field's id says.
          <li key={reasonId(index)} className="story-reasons__item">
            <label htmlFor={reasonId(index)} className="create-sublabel">
              {texts.reasonLabel(index + 1)}
            </label>
            <div className="link-field">
              <input
                id={reasonId(index)}
                className="create-input"
                type="text"
                value={reason}
                placeholder={index === 0 ? texts.reasonPlaceholder : undefined}
                autoComplete="off"
                aria-invalid={error && reasonError(reason) ? true : undefined}
                aria-describedby={`${errorIdOf(id)} ${countIdOf(id)}`}
                onChange={(event) =>
                  change(reasons.map((old, other) => (other === index ? event.target.value : old)))
                }
              />
              {reasons.length > 1 && (
                <button
                  type="button"
                  className="soft-button story-tool"
                  aria-label={texts.reasonRemove(index + 1)}
                  onClick={() => remove(index)}
                >
                  ×
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="soft-button story-reasons__add"
        aria-disabled={isFull || undefined}
        onClick={add}
      >
        + {texts.reasonAdd}
      </button>
      <StepNotes id={id} error={error} count={texts.reasonsCount(reasons.length, REASONS_MAX)} />
    </>
  )
}
