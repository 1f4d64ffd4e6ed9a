/** Their days: a day the maker picks, counted from or to on the recipient's calendar. Pure. */
import { isText, type OpeningWords, type StepRules } from './stepKind.js'

/** What a day the maker picks is: the day they got together, married, or one to count down to. */
export const DAY_KINDS = ['together', 'married', 'until'] as const
export type DayKind = (typeof DAY_KINDS)[number]

/** `date` as `YYYY-MM-DD`: a day in the calendar, with no time and no zone. */
export type DaysStep = { readonly kind: 'days'; readonly date: string; readonly what: DayKind }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** The calendar a day may be picked from: wide enough for any couple, narrow enough to count. */
const FIRST_YEAR = 1900
const LAST_YEAR = 2200

const isDayKind = (value: string): value is DayKind =>
  (DAY_KINDS as readonly string[]).includes(value)

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

export const daysRules: StepRules<DaysStep> = {
  error: (step, rules) =>
    parseDay(step.date) && isDayKind(step.what) ? undefined : rules.dayNotReal,
  clean: (step) => ({ kind: 'days', date: step.date, what: step.what }),
  decode: (fields) => {
    if (fields.length !== 2 || !fields.every(isText)) return undefined
    const [date, what] = fields as [string, string]
    return isDayKind(what) ? { kind: 'days', date, what } : undefined
  },
}

export const daysOpeningWords: OpeningWords<DaysStep> = (_step, _named, words) => [
  words.daysHeading,
]
