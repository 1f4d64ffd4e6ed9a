import { useState, type FormEvent } from 'react'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { isSealedFragment } from '../../../share/lock/sealedLink'

/**
 * A made link pasted back to change its page: the form fills with it (the draft put aside, one
 * press away). A form of its own, so Return here never sends the page's form.
 */
export function EditLinkField({ onOpen }: { onOpen: (address: string) => Promise<boolean> }) {
  const texts = useTexts(createTexts)
  const [address, setAddress] = useState('')
  const [error, setError] = useState('')
  const open = async (event: FormEvent) => {
    event.preventDefault()
    // A locked link holds its page sealed: the form cannot read it without the answer.
    const fragment = address.slice(address.indexOf('#') + 1)
    if (address.includes('#') && isSealedFragment(fragment)) return setError(texts.editLinkSealed)
    const isOpen = await onOpen(address)
    setError(isOpen ? '' : texts.editLinkInvalid)
    if (isOpen) setAddress('')
  }
  return (
    <form className="create-field edit-link" noValidate onSubmit={open}>
      <label htmlFor="edit-link" className="create-label">
        {texts.editLinkLabel}
      </label>
      <div className="link-field">
        <input
          id="edit-link"
          className="text-input link-field__input"
          type="url"
          inputMode="url"
          value={address}
          aria-invalid={error ? true : undefined}
          aria-describedby="edit-link-error edit-link-note"
          onChange={(event) => setAddress(event.target.value)}
        />
        <button type="submit" className="soft-button">
          {texts.editLinkOpen}
        </button>
      </div>
      <p id="edit-link-error" className="create-error" aria-live="polite">
        {error}
      </p>
      <p id="edit-link-note" className="create-count">
        {texts.editNewLink}
      </p>
    </form>
  )
}
