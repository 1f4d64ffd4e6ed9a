import { CONTACT_KINDS } from '../../../share/contact'
import { QUESTION_MAX_CHARS } from '../../../share/rules'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { ContactField } from './ContactField'
import { isStoryQuestion } from '../draft/draft'
import { TextField } from '../fields/TextField'
import type { CreateForm } from '../useCreateForm'

/**
 * The optional question (the link then opens the question page; with a story, it is the story's
 * last step, and the field says so) and the one way its answer can reach the maker: a Messenger
 * name, a phone number, or an email address.
 */
export function QuestionFields({ form }: { form: CreateForm }) {
  const texts = useTexts(createTexts)
  return (
    <fieldset className="create-field">
      <legend className="create-label">{texts.questionLegend}</legend>
      <TextField
        {...form.fieldProps('question')}
        id="create-question"
        label={texts.questionLabel}
        maxChars={QUESTION_MAX_CHARS}
        placeholder={texts.questionPlaceholder}
      />
      {isStoryQuestion(form.draft) && <p className="create-note">{texts.questionGoesToStory}</p>}
      <p className="create-count">{texts.questionContactHint}</p>
      {CONTACT_KINDS.map((kind) => (
        <ContactField key={kind} {...form.fieldProps(kind)} id={`create-${kind}`} kind={kind} />
      ))}
    </fieldset>
  )
}
