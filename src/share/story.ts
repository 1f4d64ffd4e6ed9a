/**
 * A story's steps, as /create makes them and a v4 link carries them (docs/LINK-V4.md): a letter,
 * the reasons, their days, a question, their memories (photos with captions). The last screen of a story is always the page itself
 * (its love line, GIF and song), which is no step. Each text follows the love line's rules
 * (rules.ts): NFC, counted in graphemes, no markup, no control characters but a letter's line
 * breaks. Steps carry no colours: the occasion's palette dresses them. Pure.
 */
import { cleanContactValue, contactError, isContactKind, VERDICT_ONLY } from './contact.js'
import type { Contact } from './contact.js'
import { isLinkPhoto, isPhotoField, LINK_PHOTO } from './photo.js'
import {
  cleanPhotoSrc,
  MARKUP,
  photoError,
  QUESTION_MAX_CHARS,
  textError,
  type SharedPage,
} from './rules.js'
import { cleanText, countGraphemes } from './text.js'
import type { RuleTexts } from '../texts/types.js'

/** The most steps a story holds before its last screen. */
export const STEPS_MAX = 6
export const LETTER_MAX_CHARS = 600
export const REASON_MAX_CHARS = 80
export const REASONS_MAX = 7
export const MEMORIES_MAX = 3
export const CAPTION_MAX_CHARS = 80

/** What a day the maker picks is: the day they got together, married, or one to count down to. */
export const DAY_KINDS = ['together', 'married', 'until'] as const
export type DayKind = (typeof DAY_KINDS)[number]

export type LetterStep = { readonly kind: 'letter'; readonly text: string }
export type ReasonsStep = { readonly kind: 'reasons'; readonly reasons: readonly string[] }
/** `date` as `YYYY-MM-DD`: a day in the calendar, with no time and no zone. */
export type DaysStep = { readonly kind: 'days'; readonly date: string; readonly what: DayKind }
export type QuestionStep = {
  readonly kind: 'question'
  readonly question: string
  readonly contact?: Contact
}
/** A photo (`src` as in photo.ts: the one in the link, or an address on a host) and its caption. */
export type Memory = { readonly photo: string; readonly caption: string }
export type MemoriesStep = { readonly kind: 'memories'; readonly memories: readonly Memory[] }
export type StoryStep = LetterStep | ReasonsStep | DaysStep | QuestionStep | MemoriesStep
export type StepKind = StoryStep['kind']
export const STEP_KINDS: readonly StepKind[] = ['letter', 'reasons', 'days', 'question', 'memories']

/** A page and, for a story (a v4 link), the steps before it. */
export type SharedStory = SharedPage & { readonly steps?: readonly StoryStep[] }

// A letter keeps its line breaks; every other control character is refused, the bidirectional
// ones too (text.ts).
const LETTER_CONTROL_CHARS =
  // oxlint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** The calendar a day may be picked from: wide enough for any couple, narrow enough to count. */
const FIRST_YEAR = 1900
const LAST_YEAR = 2200

/** A letter as it travels: NFC, its line breaks as `\n`, trimmed, no run of blank lines. */
export function cleanLetter(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The rule a letter breaks, or undefined: 1 to 600 characters, line breaks kept, no markup. */
export function letterError(value: string, rules: RuleTexts = VERDICT_ONLY): string | undefined {
  const text = cleanLetter(value)
  if (text === '') return rules.textEmpty(rules.letterHint, LETTER_MAX_CHARS)
  if (LETTER_CONTROL_CHARS.test(text)) return rules.letterCharacters
  if (MARKUP.test(text)) return rules.textMarkup(rules.letterWhat)
  const count = countGraphemes(text)
  if (count > LETTER_MAX_CHARS) return rules.textTooLong(rules.letterWhat, LETTER_MAX_CHARS, count)
  return undefined
}

/** The rule a reason breaks, or undefined: 1 to 80 characters on one line. */
export function reasonError(value: string, rules: RuleTexts = VERDICT_ONLY): string | undefined {
  return textError(value, REASON_MAX_CHARS, rules.reasonWhat, rules.reasonHint, rules)
}

/** The calendar day `YYYY-MM-DD` names, or undefined when it names none (2025-02-29). */
export function parseDay(value: string): { year: number; month: number; day: number } | undefined {
  const match = DATE.exec(value)
  if (!match) return undefined
  const [year, month, day] = match.slice(1).map(Number)
  if (year < FIRST_YEAR || year > LAST_YEAR) return undefined
  // Date.UTC rolls 31/4 over to 1/5: a day that comes back changed was no day.
  const date = new Date(Date.UTC(year, month - 1, day))
  const isReal = date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return isReal ? { year, month, day } : undefined
}

/** The rule a caption breaks, or undefined: 1 to 80 characters on one line. */
export function captionError(value: string, rules: RuleTexts = VERDICT_ONLY): string | undefined {
  return textError(value, CAPTION_MAX_CHARS, rules.captionWhat, rules.captionHint, rules)
}

/**
 * The rule a step breaks, or undefined; a memory's photo address must be on `photoHosts` (with
 * none given, only the photo in the link passes).
 */
export function stepError(
  step: StoryStep,
  rules: RuleTexts = VERDICT_ONLY,
  photoHosts: readonly string[] = [],
): string | undefined {
  switch (step.kind) {
    case 'letter':
      return letterError(step.text, rules)
    case 'reasons': {
      if (step.reasons.length === 0) return rules.textEmpty(rules.reasonHint, REASON_MAX_CHARS)
      if (step.reasons.length > REASONS_MAX) return rules.reasonsTooMany(REASONS_MAX)
      for (const reason of step.reasons) {
        const error = reasonError(reason, rules)
        if (error) return error
      }
      return undefined
    }
    case 'days':
      if (!parseDay(step.date)) return rules.dayNotReal
      return (DAY_KINDS as readonly string[]).includes(step.what) ? undefined : rules.dayNotReal
    case 'question': {
      const error = textError(
        step.question,
        QUESTION_MAX_CHARS,
        rules.questionWhat,
        rules.questionHint,
        rules,
      )
      if (error) return error
      return step.contact && contactError(step.contact.kind, step.contact.value, rules)
    }
    case 'memories': {
      if (step.memories.length === 0) return rules.photoEmpty
      if (step.memories.length > MEMORIES_MAX) return rules.memoriesTooMany(MEMORIES_MAX)
      for (const memory of step.memories) {
        const error = photoError(memory.photo, photoHosts, rules)
        if (error) return error
        const caption = captionError(memory.caption, rules)
        if (caption) return caption
      }
      return undefined
    }
  }
}

/** Each step's broken rule, by its place; empty when the story can be shared. */
export function storyErrors(
  steps: readonly StoryStep[],
  rules: RuleTexts = VERDICT_ONLY,
  photoHosts: readonly string[] = [],
): Record<number, string> {
  const errors: Record<number, string> = {}
  steps.forEach((step, index) => {
    const error = stepError(step, rules, photoHosts)
    if (error) errors[index] = error
  })
  return errors
}

/** The step with its texts tidied as they travel. */
export function cleanStep(step: StoryStep): StoryStep {
  switch (step.kind) {
    case 'letter':
      return { kind: 'letter', text: cleanLetter(step.text) }
    case 'reasons':
      return { kind: 'reasons', reasons: step.reasons.map(cleanText) }
    case 'days':
      return { kind: 'days', date: step.date, what: step.what }
    case 'question': {
      const question = cleanText(step.question)
      const value = step.contact ? cleanContactValue(step.contact.kind, step.contact.value) : ''
      if (!step.contact || value === '') return { kind: 'question', question }
      return { kind: 'question', question, contact: { kind: step.contact.kind, value } }
    }
    case 'memories':
      return {
        kind: 'memories',
        memories: step.memories.map(({ photo, caption }) => ({
          photo: cleanPhotoSrc(photo),
          caption: cleanText(caption),
        })),
      }
  }
}

/**
 * The photos a story carries in its link (data URLs), each once: the page's and its memories'.
 * A link holds at most one (docs/LINK-V4.md), which /create keeps to.
 */
export function linkPhotosOf(story: SharedStory): string[] {
  const photos = (story.steps ?? []).flatMap((step) =>
    step.kind === 'memories' ? step.memories.map((memory) => memory.photo) : [],
  )
  if (story.photo) photos.unshift(story.photo.src)
  return [...new Set(photos.filter(isLinkPhoto))]
}

/** A step as the link's array carries it (docs/LINK-V4.md); the caller has cleaned it. */
export function stepFields(step: StoryStep): unknown[] {
  switch (step.kind) {
    case 'letter':
      return ['letter', step.text]
    case 'reasons':
      return ['reasons', [...step.reasons]]
    case 'days':
      return ['days', step.date, step.what]
    case 'question':
      return ['question', step.question, step.contact?.kind ?? '', step.contact?.value ?? '']
    case 'memories':
      return [
        'memories',
        step.memories.map(({ photo, caption }) => [
          isLinkPhoto(photo) ? LINK_PHOTO : photo,
          caption,
        ]),
      ]
  }
}

const isText = (value: unknown): value is string => typeof value === 'string'

/**
 * The step a link's array holds, or undefined when it holds none; its rules are checked apart.
 * A memory's `'L'` is the link's own photo (`linkPhoto`, a data URL), which it must carry.
 */
export function stepOfFields(fields: unknown, linkPhoto?: string): StoryStep | undefined {
  if (!Array.isArray(fields) || !isText(fields[0])) return undefined
  const [kind, ...rest] = fields as [string, ...unknown[]]
  if (kind === 'letter' && rest.length === 1 && isText(rest[0])) {
    return { kind, text: rest[0] }
  }
  if (kind === 'reasons' && rest.length === 1 && Array.isArray(rest[0])) {
    const reasons = rest[0] as unknown[]
    return reasons.every(isText) ? { kind, reasons } : undefined
  }
  if (kind === 'days' && rest.length === 2 && rest.every(isText)) {
    const [date, what] = rest as [string, string]
    return (DAY_KINDS as readonly string[]).includes(what)
      ? { kind, date, what: what as DayKind }
      : undefined
  }
  if (kind === 'question' && rest.length === 3 && rest.every(isText)) {
    const [question, contactKind, value] = rest as [string, string, string]
    if (contactKind === '' && value === '') return { kind, question }
    if (!isContactKind(contactKind) || value.trim() === '') return undefined
    return { kind, question, contact: { kind: contactKind, value } }
  }
  if (kind === 'memories' && rest.length === 1 && Array.isArray(rest[0])) {
    const memories = (rest[0] as unknown[]).map((item) => memoryOfFields(item, linkPhoto))
    return memories.every((memory) => memory !== undefined) ? { kind, memories } : undefined
  }
  return undefined
}

function memoryOfFields(fields: unknown, linkPhoto: string | undefined): Memory | undefined {
  if (!Array.isArray(fields) || fields.length !== 2 || !fields.every(isText)) return undefined
  const [photo, caption] = fields as [string, string]
  // Only `'L'` names the photo in the link: a data URL in the payload is no field of ours.
  if (!isPhotoField(photo)) return undefined
  if (photo !== LINK_PHOTO) return { photo, caption }
  return linkPhoto === undefined ? undefined : { photo: linkPhoto, caption }
}
