import { useRef, useState } from 'react'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { copyText } from '../../../ui/copyText'

type Props = { id: string; label: string; copyLabel: string; value: string }

/** A ready link in a read-only field, with a copy button that says when it has copied. */
export function LinkField({ id, label, copyLabel, value }: Props) {
  const texts = useTexts(createTexts)
  const inputRef = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState('')

  const copy = async () => {
    if (await copyText(value)) return setStatus(texts.resultCopied)
    // No clipboard: the link is left selected, ready to copy by hand.
    inputRef.current?.select()
    setStatus(texts.resultCopyFailed)
  }

  return (
    <div className="create-field">
      <label htmlFor={id} className="create-label">
        {label}
      </label>
      <div className="link-field">
        <input
          id={id}
          ref={inputRef}
          className="text-input link-field__input"
          type="url"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="soft-button" aria-label={copyLabel} onClick={copy}>
          {texts.resultCopy}
        </button>
      </div>
      <p className="create-status" role="status">
        {status}
      </p>
    </div>
  )
}
