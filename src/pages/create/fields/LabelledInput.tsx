import type { RefObject } from 'react'

type Props = {
  /** The input's id; its error line is `${id}-error`. */
  id: string
  label: string
  /** An address ('url': the phone's URL keyboard) or a contact. */
  type: 'url' | 'text' | 'tel' | 'email'
  value: string
  error: string | undefined
  /** The form moves focus here when this field is the first one wrong. */
  inputRef: RefObject<HTMLElement | null>
  placeholder?: string
  /** The ids of the notes under the field that describe it, besides its error. */
  notes?: string[]
  onChange: (value: string) => void
}

/**
 * A one-line field of /create that takes an address or a contact, not words (the GIF's and the
 * song's address, the maker's contact): its label, an input that neither completes nor corrects,
 * and its error line, read out as it changes.
 */
export function LabelledInput(props: Props) {
  const { id, label, type, value, error, inputRef, placeholder, notes = [], onChange } = props
  return (
    <>
      <label htmlFor={id} className="create-sublabel">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef as RefObject<HTMLInputElement>}
        className="text-input"
        type={type}
        inputMode={type === 'url' ? 'url' : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-error`, ...notes].join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-error`} className="create-error" aria-live="polite">
        {error}
      </p>
    </>
  )
}
