/** The lock section in every language: a locked link's page, in its lazy chunk and its HTML. Pure. */
import { lock as en } from './en/lock.js'
import type { LockTexts } from './types.js'
import { lock as vi } from './vi/lock.js'
import type { Language } from './languages.js'

export const lockTexts: Readonly<Record<Language, LockTexts>> = { vi, en }
