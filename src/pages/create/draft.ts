/**
 * The /create form's values and their messages: the page's three fields, the optional question,
 * and one optional way to answer it. The link is made from `pageOfDraft`. Pure.
 */
import { CONTACT_KINDS, contactError, type Contact, type ContactKind } from '../../share/contact'
import { pageErrors, questionError, type SharedPage } from '../../share/rules'

export type CreateDraft = {
  readonly recipientName: string
  readonly loveLine: string
  readonly gifUrl: string
  readonly question: string
} & Readonly<Record<ContactKind, string>>

export type Field = keyof CreateDraft
export type DraftErrors = Partial<Record<Field, string>>

/** The fields in the form's order: a press with errors focuses the first that has one. */
export const FIELDS: readonly Field[] = [
  'recipientName',
  'loveLine',
  'gifUrl',
  'question',
  ...CONTACT_KINDS,
]

const ONE_CONTACT = 'Chỉ cần một cách liên lạc: hãy để trống ô này.'
const NEEDS_QUESTION = 'Cách liên lạc chỉ dùng cho câu hỏi: hãy viết câu hỏi ở trên.'

const filledKinds = (draft: CreateDraft) =>
  CONTACT_KINDS.filter((kind) => draft[kind].trim() !== '')

/** The page the link carries: the question, and the first contact given, if any. */
export function pageOfDraft(draft: CreateDraft): SharedPage {
  const { recipientName, loveLine, gifUrl, question } = draft
  const kind = filledKinds(draft)[0]
  const contact: Contact | undefined = kind && { kind, value: draft[kind] }
  return contact
    ? { recipientName, loveLine, gifUrl, question, contact }
    : { recipientName, loveLine, gifUrl, question }
}

/** Every broken rule, by field: the page's, the question's, each contact's, one contact at most. */
export function draftErrors(draft: CreateDraft, hosts: readonly string[]): DraftErrors {
  const { recipientName, loveLine, gifUrl } = pageErrors(draft, hosts)
  const errors: DraftErrors = { recipientName, loveLine, gifUrl }
  errors.question = questionError(draft.question)
  const hasQuestion = draft.question.trim() !== ''
  filledKinds(draft).forEach((kind, index) => {
    errors[kind] =
      contactError(kind, draft[kind]) ??
      (index > 0 ? ONE_CONTACT : hasQuestion ? undefined : NEEDS_QUESTION)
  })
  for (const field of FIELDS) if (!errors[field]) delete errors[field]
  return errors
}
