import { useRef, useState, type FormEvent } from 'react'
import type { LockTexts } from '../../texts/types'
import { LOCK_BUTTON_ID, LOCK_FIELD_ID } from '../../early/lockIds'

/** What an answer did: opened the page (which then leaves this form), or did not. */
export type OpenResult = 'open' | 'wrong'

type Props = {
  /** The locked link's question, as its maker wrote it. */
  readonly question: string
  /** Tries `answer` as typed (the lock matches it itself): resolves once the key is derived. */
  readonly onOpen: (answer: string) => Promise<OpenResult>
  readonly texts: Pick<LockTexts, 'lead' | 'answerLabel' | 'open' | 'busy' | 'wrong'>
}

type State = 'idle' | 'busy' | 'wrong'

/**
 * A locked link's question, its one labelled field and "Mở": the markup the sealed page's early
 * script paints before the app (paintLockForm, earlySealed.ts), which this hydrates as it is, the
 * text typed meanwhile included (the field is uncontrolled). /create's preview shows it too. A
 * wrong answer says so under the button and selects what was typed, for another try: no lockout.
 * Its stylesheet, src/early/lockForm.css, is inline in the sealed page's HTML (site/pageHtml.ts);
 * a page that shows it otherwise imports it (not here: the share pages' chunk, which holds this
 * form, would carry it for every question and story).
 */
export function LockForm({ question, onOpen, texts }: Props) {
  const [state, setState] = useState<State>('idle')
  const field = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = field.current
    if (state === 'busy' || !input) return
    setState('busy')
    const result = await onOpen(input.value).catch((): OpenResult => 'wrong')
    if (result === 'open') return
    setState('wrong')
    input.focus()
    input.select()
  }

  const status = state === 'busy' ? texts.busy : state === 'wrong' ? texts.wrong : ''
  return (
    <form className="lock-form" aria-busy={state === 'busy'} onSubmit={submit}>
      <p className="lock-lead">{texts.lead}</p>
      <h1 className="lock-question">{question}</h1>
      <label className="lock-label" htmlFor={LOCK_FIELD_ID}>
        {texts.answerLabel}
      </label>
      <input
        ref={field}
        id={LOCK_FIELD_ID}
        className="text-input"
        name="answer"
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="go"
        required
      />
      <button id={LOCK_BUTTON_ID} className="heart-button" type="submit">
        {texts.open}
      </button>
      <p className="lock-status" role="status">
        {status}
      </p>
    </form>
  )
}
