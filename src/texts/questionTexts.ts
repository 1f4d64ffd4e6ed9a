/** The question section in every language: the question page's words, in its lazy chunk. Pure. */
import { question as en } from './en/question.js'
import type { QuestionTexts } from './types.js'
import { question as vi } from './vi/question.js'
import type { Language } from './languages.js'

export const questionTexts: Readonly<Record<Language, QuestionTexts>> = { vi, en }

/** The texts the recipient speaks (the reply to the maker), in the voice they answer in. */
export const READER_SPOKEN: readonly (keyof QuestionTexts)[] = ['replyOpenings', 'replySubjects']
