/** What an "our days" step says, in the page's language. Pure: the day is passed in. */
import type { DaysStep } from '../../share/steps/days'
import type { Language } from '../../texts/languages'
import type { StoryTexts } from '../../texts/types'
import { countDays, type CalendarDay } from '../../early/dayCount'

/** The story's words a step needs, in the page's language. */
export type StepWordTexts = Pick<
  StoryTexts,
  | 'envelopeTo'
  | 'reasonsHeading'
  | 'daysHeadings'
  | 'daysTogether'
  | 'daysMarried'
  | 'daysUntil'
  | 'firstDayTogether'
  | 'firstDayMarried'
  | 'dayIsToday'
  | 'since'
>

const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-GB' }

/** A count with the language's digit grouping: 1.234 in Vietnamese, 1,234 in English. */
export function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(count)
}

/** A day as the language writes it: 14/2 (14/2/2023 with its year), or 14 Feb (2023). */
export function formatDay(day: CalendarDay, language: Language, withYear: boolean): string {
  if (language === 'vi') return `${day.day}/${day.month}${withYear ? `/${day.year}` : ''}`
  const month = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, day.month - 1, 1)),
  )
  return `${day.day} ${month}${withYear ? ` ${day.year}` : ''}`
}

/** A days step's count and the day it counts from or to, at `now`; empty for a date that is none. */
export function dayWords(
  step: DaysStep,
  now: Date,
  language: Language,
  texts: StepWordTexts,
): { count: string; detail: string } {
  const counted = countDays(step, now)
  if (!counted) return { count: '', detail: '' }
  const count = formatCount(counted.days, language)
  if (counted.kind === 'until') {
    const day = formatDay(counted.to, language, false)
    const said =
      counted.days === 0 ? texts.dayIsToday(day) : texts.daysUntil(count, counted.days, day)
    return { count: said, detail: '' }
  }
  const detail = texts.since(formatDay(counted.from, language, true))
  if (counted.days === 0) {
    const first = step.what === 'married' ? texts.firstDayMarried : texts.firstDayTogether
    return { count: first, detail }
  }
  return {
    count: (step.what === 'married' ? texts.daysMarried : texts.daysTogether)(count, counted.days),
    detail,
  }
}
