import { useRef, type RefObject } from 'react'
import { usePrefilledEdits } from './prefilledEdits'

type Props = {
  id: string
  label: string
  type: 'text' | 'tel' | 'email'
  placeholder: string
  value: string
  error: string | undefined
  inputRef: RefObject<HTMLElement | null>
  onChange: (value: string) => void
}

/** One optional way to reach the page's maker, with its message tied to it and announced. */
export function ContactField(props: Props) {
  const { id, label, type, placeholder, value, error, inputRef, onChange } = props
  const fieldRef = useRef<HTMLDivElement>(null)
  usePrefilledEdits(fieldRef, onChange)
  return (
    <div ref={fieldRef} className="create-field">
      <label htmlFor={id} className="create-sublabel">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef as RefObject<HTMLInputElement>}
        className="create-input"
        type={type}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-error`} className="create-error" aria-live="polite">
        {error}
      </p>
    </div>
  )
}
