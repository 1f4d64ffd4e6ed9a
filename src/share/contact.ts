/**
 * How a question page's recipient can answer its maker: one contact, of one of three kinds, each
 * with its rule and the message (the catalogue's, for the /create form, in the `texts` given)
 * that states it; without texts only the verdict counts (VERDICT_ONLY). A contact
 * only ever becomes a link through reply.ts, which checks it again with these rules. Pure.
 */
import type { RuleTexts } from '../texts/types.js'

/**
 * The rules' texts where only the verdict counts (the link decoder, a reply's link, the
 * preview's GIF): whatever a text is asked for, it is one non-empty word, so no language's
 * messages ship with the code that only needs to know whether a value passes. A text with
 * values is a function giving that word; it is a string wherever it is used as one.
 */
export const VERDICT_ONLY = new Proxy({} as RuleTexts, {
  get: () => Object.assign(() => 'broken', { toString: () => 'broken' }),
})

export const CONTACT_KINDS = ['messenger', 'phone', 'email'] as const
export type ContactKind = (typeof CONTACT_KINDS)[number]
export type Contact = { readonly kind: ContactKind; readonly value: string }

/** An email address that fits in a link; longer is not a personal address. */
export const EMAIL_MAX_CHARS = 100

// Facebook usernames: 5 to 50 letters, digits and dots, without a dot at either end.
const MESSENGER = /^[a-z0-9][a-z0-9.]{3,48}[a-z0-9]$/i
// A Vietnamese number (0 and 9 or 10 digits) or an international one (+ and 8 to 15 digits).
const PHONE = /^(?:0\d{9,10}|\+[1-9]\d{7,14})$/
// Plain addresses only: no quoting, no comments, nothing a mailto: link would need to escape.
const EMAIL = /^[a-z0-9._%+-]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i
// What people type inside a phone number to read it: spaces, dots, dashes, brackets.
const PHONE_SEPARATORS = /[\s.()-]/g

const messageOf = (kind: ContactKind, rules: RuleTexts) =>
  kind === 'messenger'
    ? rules.contactMessenger
    : kind === 'phone'
      ? rules.contactPhone
      : rules.contactEmail(EMAIL_MAX_CHARS)

/** The value as it travels: trimmed; a Messenger name without its `@`, a number without spaces. */
export function cleanContactValue(kind: ContactKind, value: string): string {
  const text = value.normalize('NFC').trim()
  if (kind === 'phone') return text.replace(PHONE_SEPARATORS, '')
  if (kind === 'messenger') return text.replace(/^@/, '')
  return text
}

/** The rule a contact value breaks, or undefined. An empty value breaks none: it is optional. */
export function contactError(
  kind: ContactKind,
  value: string,
  rules: RuleTexts = VERDICT_ONLY,
): string | undefined {
  const text = cleanContactValue(kind, value)
  if (text === '') return undefined
  const isValid =
    kind === 'messenger'
      ? MESSENGER.test(text)
      : kind === 'phone'
        ? PHONE.test(text)
        : text.length <= EMAIL_MAX_CHARS && EMAIL.test(text)
  return isValid ? undefined : messageOf(kind, rules)
}

/** Whether `kind` names one of the three contact kinds (a link may carry anything). */
export function isContactKind(kind: string): kind is ContactKind {
  return (CONTACT_KINDS as readonly string[]).includes(kind)
}
