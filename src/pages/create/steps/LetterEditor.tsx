import { cleanLetter, LETTER_MAX_CHARS, type LetterStep } from '../../../share/steps/letter'
import { countGraphemes } from '../../../share/text'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { countIdOf, errorIdOf, StepNotes, type EditorProps } from './StepNotes'
import { stepElementId } from './storyDraft'

/** A letter: a text area whose line breaks travel (Enter starts a line, not the link). */
export function LetterEditor({ id, step, error, onChange }: EditorProps<LetterStep>) {
  const texts = useTexts(createTexts)
  const fieldId = stepElementId(id, 'letter')
  const count = countGraphemes(cleanLetter(step.text))
  return (
    <>
      <label htmlFor={fieldId} className="create-sublabel">
        {texts.letterLabel}
      </label>
      <textarea
        id={fieldId}
        className="text-input story-letter"
        rows={6}
        value={step.text}
        placeholder={texts.letterPlaceholder}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${countIdOf(id)} ${errorIdOf(id)}`}
        onChange={(event) => onChange({ kind: 'letter', text: event.target.value })}
      />
      <StepNotes id={id} error={error} count={texts.charCount(count, LETTER_MAX_CHARS)} />
    </>
  )
}
