import { useRef } from 'react'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { LabelledInput } from '../fields/LabelledInput'
import { answerExamplesOf, isLockedDraft, LOCK_ON, LOCK_QUESTION_MAX_CHARS } from './lockDraft'
import { usePrefilledEdits } from '../fields/prefilledEdits'
import { TextField } from '../fields/TextField'
import { useCanLock } from './useCanLock'
import type { CreateForm } from '../useCreateForm'

/**
 * The optional lock, by the privacy line: a switch, folded until it is on; then what a lock is
 * (a curtain, not a safe), the question and the answer, how the answer will be matched (from the
 * maker's own answer), what makes a good one, and that it is not kept on this device. Where the
 * browser cannot seal (no `crypto.subtle`: not https), one line says why instead; a draft already
 * locked keeps its switch, so the maker can turn it off.
 */
export function LockFields({ form }: { form: CreateForm }) {
  const texts = useTexts(createTexts)
  const canLock = useCanLock()
  const isLocked = isLockedDraft(form.draft)
  const choose = form.fieldProps('lockChoice').onChange
  // The switch turned on before the page was live: the form hears of it as it goes live.
  const switchRef = useRef<HTMLLabelElement>(null)
  usePrefilledEdits(switchRef, choose)
  const answer = form.fieldProps('lockAnswer')
  if (!canLock && !isLocked) return <p className="create-privacy">{texts.lockNeedsHttps}</p>
  const examples = answerExamplesOf(answer.value)
  return (
    <div className="create-field">
      <label ref={switchRef} className="photo-field__choice">
        <input
          type="checkbox"
          value={LOCK_ON}
          checked={isLocked}
          aria-describedby="lock-what"
          onChange={(event) => choose(event.target.checked ? LOCK_ON : '')}
        />
        <span className="create-label">{texts.lockToggle}</span>
      </label>
      <p id="lock-what" className="create-privacy">
        {canLock ? texts.lockWhat : texts.lockNeedsHttps}
      </p>
      {isLocked && (
        <>
          <TextField
            {...form.fieldProps('lockQuestion')}
            id="create-lock-question"
            label={texts.lockQuestionLabel}
            maxChars={LOCK_QUESTION_MAX_CHARS}
            placeholder={texts.lockQuestionPlaceholder}
          />
          <LabelledInput
            {...answer}
            id="create-lock-answer"
            label={texts.lockAnswerLabel}
            type="text"
            placeholder={texts.lockAnswerPlaceholder}
            notes={['lock-matching', 'lock-advice', 'lock-not-kept']}
          />
          <p id="lock-matching" className="create-note">
            {examples.length > 0 ? texts.lockMatching(examples) : texts.lockMatchingRule}
          </p>
          <p id="lock-advice" className="create-count">
            {texts.lockAnswerAdvice}
          </p>
          <p id="lock-not-kept" className="create-count">
            {texts.lockAnswerNotKept}
          </p>
        </>
      )}
    </div>
  )
}
