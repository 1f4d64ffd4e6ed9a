/**
 * The answer's way back to the page's maker, with no server: the reply text, and the links that
 * carry it to the contact the page holds. A contact only ever becomes these links, each built
 * from a fixed prefix and a value that passed its rule: `https://m.me/…`; `https://zalo.me/…`
 * and `sms:…` side by side for a phone number; or `mailto:…`. Anything else gives no link at
 * all. Pure.
 */
import { cleanContactValue, contactError, type Contact } from './contact.js'
import type { QuestionTexts } from '../texts/types.js'

export type Answer = 'yes' | 'no'
export type ReplyLink = {
  readonly kind: 'messenger' | 'zalo' | 'sms' | 'mailto'
  readonly href: string
}

/**
 * The site's own address (`origin` with the build's base path, `/` or a sub-path such as
 * `/love-page/`): what a reply names the page by. Never the page's whole address, whose fragment
 * holds the page itself (up to 8,000 characters: an SMS of a dozen parts).
 */
export function siteAddress(origin: string, basePath: string): string {
  return new URL(basePath, origin).href
}

/** The reply, in the page's language (`texts`): the answer, the question it answers, and the
 * site's address (siteAddress). */
export function replyText(
  answer: Answer,
  question: string,
  site: string,
  texts: QuestionTexts,
): string {
  return `${texts.replyOpenings[answer]}\n${texts.replyQuestion}: “${question}”\n${site}`
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
 * The links that send `text` to `contact`, none when there is no contact or it breaks its rule.
 * Messenger's m.me and Zalo's zalo.me links take no message (m.me only a `ref` its bots read), so
 * the page copies the text for pasting; an SMS or an email carries it prefilled. A number gets
 * Zalo first (where most Vietnamese chats are), then the SMS every link with a number had before.
 */
export function replyLinks(
  contact: Contact | undefined,
  text: string,
  subject: string,
  isIosDevice: boolean,
): readonly ReplyLink[] {
  if (!contact) return []
  const value = cleanContactValue(contact.kind, contact.value)
  if (value === '' || contactError(contact.kind, value)) return []
  const body = encodeURIComponent(text)
  if (contact.kind === 'messenger') return [{ kind: 'messenger', href: `https://m.me/${value}` }]
  if (contact.kind === 'phone') {
    // Zalo reads a Vietnamese number as typed (0…) and an international one without its `+`.
    return [
      { kind: 'zalo', href: `https://zalo.me/${value.replace(/^\+/, '')}` },
      { kind: 'sms', href: `sms:${value}${isIosDevice ? '&' : '?'}body=${body}` },
    ]
  }
  if (contact.kind === 'email') {
    const query = `subject=${encodeURIComponent(subject)}&body=${body}`
    return [{ kind: 'mailto', href: `mailto:${value}?${query}` }]
  }
  return []
}
