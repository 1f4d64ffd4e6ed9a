/**
 * The lock of /create (docs/LINK-V5.md, "The locked link"): whether the draft is locked, the
 * rules its question and answer follow, how the answer will be matched (shown to the maker from
 * their own words), and the address a sealed page is opened at and opens to. The answer is never
 * kept (savedDraft.ts leaves it out). Pure: the sealing itself is seal.ts's, loaded when asked.
 */
import { matchedAnswer } from '../../../share/lock/answerRule'
import type { LinkPlace } from '../../../share/links'
import type { ShareAddress } from '../../../share/paths'
import { cleanPage, QUESTION_MAX_CHARS, textError } from '../../../share/rules'
import type { SharedStory } from '../../../share/story'
import { cleanText, countGraphemes } from '../../../share/text'
import type { CreateTexts, RuleTexts } from '../../../texts/types'

/** The lock's choice that locks the page ('' leaves it open). */
export const LOCK_ON = 'question'

/** The lock's question follows the page question's rule: 1 to 80 graphemes, one line. */
export const LOCK_QUESTION_MAX_CHARS = QUESTION_MAX_CHARS
/** The longest answer: it is typed on a phone by someone who must remember it. */
export const LOCK_ANSWER_MAX_CHARS = 80

/** The neutral address every sealed link opens at: no kind, language or occasion (v5 record). */
export const SEALED_PATH = '/share/sealed/'

type LockFields = {
  readonly lockChoice?: string
  readonly lockQuestion?: string
  readonly lockAnswer?: string
}

/** Whether the maker locked the draft. */
export const isLockedDraft = (draft: LockFields) => draft.lockChoice === LOCK_ON

/** Whether the preview opens on the lock: a locked draft whose answer the rule can match. */
export const isPreviewLocked = (draft: LockFields) =>
  isLockedDraft(draft) && matchedAnswer(draft.lockAnswer ?? '') !== ''

/** The lock's broken rules, none when the draft is open: a question, and an answer that matches. */
export function lockErrors(
  draft: LockFields,
  rules: RuleTexts,
  texts: CreateTexts,
): { lockQuestion?: string; lockAnswer?: string } {
  if (!isLockedDraft(draft)) return {}
  const question = textError(
    draft.lockQuestion ?? '',
    LOCK_QUESTION_MAX_CHARS,
    texts.lockQuestionWhat,
    texts.lockQuestionHint,
    rules,
  )
  const answer = answerError(draft.lockAnswer ?? '', texts)
  return { ...(question && { lockQuestion: question }), ...(answer && { lockAnswer: answer }) }
}

/** The answer's broken rule: none typed, nothing the rule keeps ("?!"), or too long. */
function answerError(answer: string, texts: CreateTexts): string | undefined {
  if (answer.trim() === '') return texts.lockAnswerEmpty
  if (matchedAnswer(answer) === '') return texts.lockAnswerNoLetters
  const count = countGraphemes(cleanText(answer))
  if (count > LOCK_ANSWER_MAX_CHARS) return texts.lockAnswerTooLong(LOCK_ANSWER_MAX_CHARS, count)
  return undefined
}

/** `text` without accents, đ as d, lower case, its spaces kept: how people type in a hurry. */
function plainOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
}

/**
 * A few ways of typing `answer` that open the page, from the maker's own words: as typed, plain
 * ("da lat"), and what the rule keeps in capitals ("DALAT"); each once. None before an answer.
 */
export function answerExamplesOf(answer: string): string[] {
  const typed = cleanText(answer).replace(/\s+/g, ' ')
  const matched = matchedAnswer(typed)
  if (matched === '') return []
  return [...new Set([plainOf(typed), typed, matched.toUpperCase()])]
}

/**
 * The address a sealed page goes to once open: the one its open link would have had (a story's,
 * else the question page's when it asks, else /love's), in `place`'s language and occasion.
 */
export function addressOfPage(page: SharedStory, place: LinkPlace): ShareAddress {
  const kind =
    (page.steps ?? []).length > 0 ? 'story' : cleanPage(page).question ? 'question' : 'love'
  return { kind, language: place.language, occasion: place.occasion }
}

/** The link a sealed `fragment` (without '#') is sent as, under `siteBase` (ending in '/'). */
export function sealedLinkOf(siteBase: string, fragment: string): string {
  return `${new URL(SEALED_PATH.slice(1), siteBase).href}#${fragment}`
}
