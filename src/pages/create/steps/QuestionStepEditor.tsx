import { useRef } from 'react'
import { CONTACT_KINDS, isContactKind } from '../../../share/contact'
import { QUESTION_MAX_CHARS } from '../../../share/rules'
import { stepError } from '../../../share/story'
import type { QuestionStep } from '../../../share/steps/question'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { ContactField, contactFieldOf } from '../question/ContactField'
import type { EditorProps } from './StepNotes'
import { stepElementId } from './storyDraft'
import { TextField } from '../fields/TextField'

/**
 * A question in the story, and the one way its answer may reach the maker: picked from a list,
 * then typed in the same field the page's own question uses. The step's message goes under the
 * field that breaks the rule.
 */
export function QuestionStepEditor({ id, step, error, onChange }: EditorProps<QuestionStep>) {
  const texts = useTexts(createTexts)
  const questionRef = useRef<HTMLElement>(null)
  const contactRef = useRef<HTMLElement>(null)
  // The question alone, without its contact, tells which field the message is about.
  const isQuestionWrong = !!error && !!stepError({ kind: 'question', question: step.question })
  const kindId = stepElementId(id, 'contact-kind')
  const { contact } = step
  const pickKind = (kind: string) =>
    onChange(
      isContactKind(kind)
        ? { ...step, contact: { kind, value: '' } }
        : { kind: 'question', question: step.question },
    )
  return (
    <>
      <TextField
        id={stepElementId(id, 'question')}
        label={texts.questionLabel}
        value={step.question}
        maxChars={QUESTION_MAX_CHARS}
        placeholder={texts.storyQuestionPlaceholder}
        error={isQuestionWrong ? error : undefined}
        inputRef={questionRef}
        onChange={(question) => onChange({ ...step, question })}
      />
      <label htmlFor={kindId} className="create-sublabel">
        {texts.storyContactLabel}
      </label>
      <select
        id={kindId}
        className="text-input"
        value={contact?.kind ?? ''}
        onChange={(event) => pickKind(event.target.value)}
      >
        <option value="">{texts.storyContactNone}</option>
        {CONTACT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {contactFieldOf(kind, texts).label}
          </option>
        ))}
      </select>
      {contact && (
        <ContactField
          kind={contact.kind}
          id={stepElementId(id, 'contact')}
          value={contact.value}
          error={isQuestionWrong ? undefined : error}
          inputRef={contactRef}
          onChange={(value) => onChange({ ...step, contact: { kind: contact.kind, value } })}
        />
      )}
    </>
  )
}
