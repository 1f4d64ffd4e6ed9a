/** The rules section in every language: the rules' messages, for /create in either language. Pure. */
import { rules as en } from './en/rules.js'
import type { RuleTexts } from './types.js'
import { rules as vi } from './vi/rules.js'
import type { Language } from './languages.js'

export const rulesTexts: Readonly<Record<Language, RuleTexts>> = { vi, en }
