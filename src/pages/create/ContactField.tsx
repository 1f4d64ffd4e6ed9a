import { useRef, type RefObject } from 'react'
import { LabelledInput } from './LabelledInput'
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
      <LabelledInput
        id={id}
        label={label}
        type={type}
        placeholder={placeholder}
        value={value}
        error={error}
        inputRef={inputRef}
        onChange={onChange}
      />
    </div>
  )
}
