import { useRef, type RefObject } from 'react'
import { cleanText, countGraphemes } from '../../../share/text'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { usePrefilledEdits } from './prefilledEdits'
import { submitForm } from '../result/submitForm'

type Props = {
  id: string
  label: string
  value: string
  maxChars: number
  placeholder: string
  error: string | undefined
  isMultiline?: boolean
  inputRef: RefObject<HTMLElement | null>
  onChange: (value: string) => void
}

/**
 * A labelled text field with its count and its message, both tied to it (aria-describedby), the
 * message announced as it changes. The count is what the rules count: graphemes after NFC.
 */
export function TextField(props: Props) {
  const { id, label, value, maxChars, placeholder, error, isMultiline, inputRef, onChange } = props
  const texts = useTexts(createTexts)
  const fieldRef = useRef<HTMLDivElement>(null)
  usePrefilledEdits(fieldRef, onChange)
  const count = countGraphemes(cleanText(value))
  const common = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-count ${id}-error`,
    autoComplete: 'off',
    className: 'text-input',
  }
  return (
    <div ref={fieldRef} className="create-field">
      <label htmlFor={id} className="create-label">
        {label}
      </label>
      {isMultiline ? (
        <textarea
          {...common}
          ref={inputRef as RefObject<HTMLTextAreaElement>}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
          // One line only: Enter sends the form, as it does in a one-line field.
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
            event.preventDefault()
            const { form } = event.currentTarget
            if (form) submitForm(form)
          }}
        />
      ) : (
        <input
          {...common}
          ref={inputRef as RefObject<HTMLInputElement>}
          type="text"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <div className="create-field__notes">
        <p id={`${id}-error`} className="create-error" aria-live="polite">
          {error}
        </p>
        <p id={`${id}-count`} className="create-count">
          {texts.charCount(count, maxChars)}
        </p>
      </div>
    </div>
  )
}
