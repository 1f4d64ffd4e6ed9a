/** A locked link's page, in English (vi/lock.ts says what each is). */
import type { LockTexts } from '../types.js'

export const lock: LockTexts = {
  lead: 'This page is locked with a question',
  answerLabel: 'Your answer',
  open: 'Open',
  busy: 'Opening…',
  wrong: 'Not quite — try again',
  cut: 'This link is incomplete: part of it was cut off on its way. Ask whoever sent it to send you the whole link again.',
  insecure:
    'This page can only be opened at a secure address (https://…). Open the link again with https.',
}
