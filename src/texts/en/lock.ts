/** A locked link's page, in English (vi/lock.ts says what each is). */
import type { LockTexts } from '../types.js'

export const lead: LockTexts['lead'] = 'This page is locked with a question'
export const answerLabel: LockTexts['answerLabel'] = 'Your answer'
export const open: LockTexts['open'] = 'Open'
export const busy: LockTexts['busy'] = 'Opening…'
export const wrong: LockTexts['wrong'] = 'Not quite — try again'
export const cut: LockTexts['cut'] =
  'This link is incomplete: part of it was cut off on its way. Ask whoever sent it to send you the whole link again.'
export const insecure: LockTexts['insecure'] =
  'This page can only be opened at a secure address (https://…). Open the link again with https.'
