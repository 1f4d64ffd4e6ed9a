/**
 * The answer's way back to the page's maker, with no server: the reply text, and the link that
 * carries it to the contact the page holds. A contact only ever becomes one of three links, each
 * built from a fixed prefix and a value that passed its rule: `https://m.me/…`, `sms:…` or
 * `mailto:…`. Anything else gives no link at all. Pure.
 */
import { cleanContactValue, contactError, type Contact } from './contact.js'
import type { QuestionTexts } from '../texts/types.js'

export type Answer = 'yes' | 'no'
export type ReplyLink = { readonly kind: 'messenger' | 'sms' | 'mailto'; readonly href: string }

/** The reply, in the page's language (`texts`): the answer, the question it answers, and the
 * page's own link. */
export function replyText(
  answer: Answer,
  question: string,
  pageLink: string,
  texts: QuestionTexts,
): string {
  return `${texts.replyOpenings[answer]}\n${texts.replyQuestion}: “${question}”\n${pageLink}`
}

/** An email's subject for the reply, in the page's language. */
export function replySubject(answer: Answer, question: string, texts: QuestionTexts): string {
  return `${texts.replySubjects[answer]}: “${question}”`
}

/**
 * Whether a browser is iOS's (iPadOS reports a Mac with touch): its Messages app reads the body
 * of `sms:NUMBER&body=…`, where Android's apps read `sms:NUMBER?body=…`.
 */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

/**
 * The link that sends `text` to `contact`, or undefined when there is no contact or it breaks its
 * rule. Messenger's m.me links take no message (only a `ref` its bots read), so the page copies
 * the text for pasting; an SMS or an email carries it prefilled.
 */
export function replyLink(
  contact: Contact | undefined,
  text: string,
  subject: string,
  isIosDevice: boolean,
): ReplyLink | undefined {
  if (!contact) return undefined
  const value = cleanContactValue(contact.kind, contact.value)
  if (value === '' || contactError(contact.kind, value)) return undefined
  const body = encodeURIComponent(text)
  if (contact.kind === 'messenger') return { kind: 'messenger', href: `https://m.me/${value}` }
  if (contact.kind === 'phone') {
    return { kind: 'sms', href: `sms:${value}${isIosDevice ? '&' : '?'}body=${body}` }
  }
  if (contact.kind === 'email') {
    const query = `subject=${encodeURIComponent(subject)}&body=${body}`
    return { kind: 'mailto', href: `mailto:${value}?${query}` }
  }
  return undefined
}
