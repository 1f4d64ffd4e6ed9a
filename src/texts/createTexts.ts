/** The create section in every language: /create's words, in its lazy chunk. Pure. */
import { create as en } from './en/create.js'
import type { CreateTexts } from './types.js'
import { create as vi } from './vi/create.js'
import type { Language } from './languages.js'

export const createTexts: Readonly<Record<Language, CreateTexts>> = { vi, en }
