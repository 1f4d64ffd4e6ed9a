/**
 * What a page before its moment shows (docs/LINK-V5.md, "How a page paints a v5 link"): the time
 * left, in calendar days as the days step counts them (dayCount.ts), then, under a day, in hours
 * and minutes; and the moment itself in the visitor's clock. Pure but for the zone, the runtime's
 * own (tests set TZ): the time is passed in.
 */
import type { SiteTexts } from '../texts/types'
import { daysBetween, localDay } from './dayCount'

/**
 * The words a countdown speaks in, in the page's language (site.ts's `opening`), but what a
 * screen reader hears as it opens, which the early script never says.
 */
export type OpeningWords = Omit<SiteTexts['opening'], 'opened'>

export type Countdown =
  | { readonly kind: 'open' }
  /** A day or more left: the calendar days to the moment's day, in the visitor's calendar. */
  | { readonly kind: 'days'; readonly days: number }
  /** Under a day left: whole hours and minutes, rounded up (never "0 minutes" while shut). */
  | { readonly kind: 'hours'; readonly hours: number; readonly minutes: number }

const MS_PER_MINUTE = 60_000
const MINUTES_PER_DAY = 1440

/** The whole minute `ms` falls in, in ms since 1970: what a countdown is painted for. */
export const minuteOf = (ms: number) => Math.floor(ms / MS_PER_MINUTE) * MS_PER_MINUTE

/** How long until `opening` (UTC, `YYYY-MM-DDTHH:MMZ`) at `nowMs`, or open from its minute on. */
export function countdownOf(nowMs: number, opening: string): Countdown {
  const openingMs = Date.parse(opening)
  const left = Math.ceil((openingMs - nowMs) / MS_PER_MINUTE)
  if (left <= 0) return { kind: 'open' }
  if (left < MINUTES_PER_DAY) {
    return { kind: 'hours', hours: Math.floor(left / 60), minutes: left % 60 }
  }
  // A day of 25 hours (summer time's end) can hold 24 hours left on one calendar day.
  const days = daysBetween(localDay(new Date(nowMs)), localDay(new Date(openingMs)))
  return { kind: 'days', days: Math.max(1, days) }
}

/** Fills `{n}`-style slots; a function, so no value is read as a replacement pattern. */
const filled = (text: string, values: Readonly<Record<string, number | string>>) =>
  text.replace(/\{(\w+)\}/g, (_slot, name: string) => String(values[name]))

/** The time left in words: "Còn 18 ngày", "Còn 5 giờ 12 phút", "Còn 40 phút"; '' once open. */
export function countdownWords(countdown: Countdown, words: OpeningWords): string {
  if (countdown.kind === 'open') return ''
  if (countdown.kind === 'days') {
    return filled(countdown.days === 1 ? words.day : words.days, { n: countdown.days })
  }
  const { hours, minutes } = countdown
  return hours > 0
    ? filled(words.hours, { h: hours, m: minutes })
    : filled(words.minutes, { m: minutes })
}

/** When it opens, in the visitor's clock: "Trang mở lúc 00:00, 24/12/2026 (giờ của bạn)". */
export function momentWords(opening: string, words: OpeningWords): string {
  const ms = Date.parse(opening)
  const isNumeric = words.dateForm === 'numeric'
  const time = new Intl.DateTimeFormat(words.locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms)
  const date = new Intl.DateTimeFormat(words.locale, {
    day: isNumeric ? '2-digit' : 'numeric',
    month: isNumeric ? '2-digit' : 'long',
    year: 'numeric',
  }).format(ms)
  return filled(words.moment, { time, date })
}
