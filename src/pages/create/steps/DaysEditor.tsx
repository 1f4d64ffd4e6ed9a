import { DAY_KINDS, type DaysStep } from '../../../share/steps/days'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { errorIdOf, StepNotes, type EditorProps } from './StepNotes'
import { stepElementId } from './storyDraft'

/** Their days: a date, and what it is (the day they got together, married, or one to come). */
export function DaysEditor({ id, step, error, onChange }: EditorProps<DaysStep>) {
  const texts = useTexts(createTexts)
  const dateId = stepElementId(id, 'date')
  return (
    <>
      <label htmlFor={dateId} className="create-sublabel">
        {texts.daysDateLabel}
      </label>
      <input
        id={dateId}
        className="text-input story-days__date"
        type="date"
        value={step.date}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorIdOf(id)}
        onChange={(event) => onChange({ ...step, date: event.target.value })}
      />
      <fieldset className="create-field">
        <legend className="create-sublabel">{texts.daysWhatLegend}</legend>
        <div className="story-days__kinds">
          {DAY_KINDS.map((kind) => (
            <label key={kind} className="page-language__option">
              <input
                type="radio"
                name={stepElementId(id, 'what')}
                className="song-option__radio"
                value={kind}
                checked={step.what === kind}
                onChange={() => onChange({ ...step, what: kind })}
              />
              <span>{texts.daysKinds[kind]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <StepNotes id={id} error={error} />
    </>
  )
}
