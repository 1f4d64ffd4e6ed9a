/**
 * The count an "our days" step shows, in the visitor's own calendar: the days between today (the
 * visitor's local date) and the maker's day, counted as calendar days, so a time-zone change, a
 * summer-time hour or a leap day never moves it by one, and it turns over at local midnight.
 * Pure: `now` is passed in.
 */
import { parseDay, type DaysStep } from '../share/steps/days'

/** A day of the calendar, months from 1. */
export type CalendarDay = { readonly year: number; readonly month: number; readonly day: number }

export type DayCount =
  /** Days since the maker's day (0 on the day itself). */
  | { readonly kind: 'since'; readonly days: number; readonly from: CalendarDay }
  /** Days until the day counted down to (0 on the day). */
  | { readonly kind: 'until'; readonly days: number; readonly to: CalendarDay }

const MS_PER_DAY = 86_400_000

/** The visitor's calendar day at `now`. */
export function localDay(now: Date): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
}

// Calendar days as whole numbers: UTC has no summer time, so two days are always 86,400,000 ms
// apart there, whatever zone the visitor is in.
const dayNumber = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day) / MS_PER_DAY

/** The calendar days from `from` to `to` (negative when `to` comes first), as the steps count. */
export const daysBetween = (from: CalendarDay, to: CalendarDay) => dayNumber(to) - dayNumber(from)

/**
 * The day a yearly day falls on in `year`: 29/2 is kept on 28/2 in a year without one, so a
 * leap-day anniversary still comes every year.
 */
function inYear(day: CalendarDay, year: number): CalendarDay {
  if (
    day.month === 2 &&
    day.day === 29 &&
    dayNumber({ year, month: 3, day: 1 }) - dayNumber({ year, month: 2, day: 28 }) === 1
  ) {
    return { year, month: 2, day: 28 }
  }
  return { year, month: day.month, day: day.day }
}

/**
 * What a days step counts at `now`, or undefined for a date that is none. Together or married:
 * the days since (a day still to come counts down to it instead). A day to count down to: the
 * days until it, or, once it has passed, until it comes round again.
 */
export function countDays(step: Pick<DaysStep, 'date' | 'what'>, now: Date): DayCount | undefined {
  const picked = parseDay(step.date)
  if (!picked) return undefined
  const today = localDay(now)
  const since = dayNumber(today) - dayNumber(picked)
  if (step.what !== 'until' && since >= 0) return { kind: 'since', days: since, from: picked }
  if (since <= 0) return { kind: 'until', days: dayNumber(picked) - dayNumber(today), to: picked }
  let next = inYear(picked, today.year)
  if (dayNumber(next) < dayNumber(today)) next = inYear(picked, today.year + 1)
  return { kind: 'until', days: dayNumber(next) - dayNumber(today), to: next }
}

/** Milliseconds from `now` to the visitor's next midnight, when the count turns over. */
export function msToMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return midnight.getTime() - now.getTime()
}
