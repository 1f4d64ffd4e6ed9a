/**
 * /create's opening moment: the maker's day and hour, in their own time zone (the browser's),
 * turned into the one UTC instant the link carries (docs/LINK-V5.md, item 12), so the page opens
 * at the same moment wherever the recipient is; and back, for a link opened again in the form.
 * Pure but for the zone, which is the runtime's (tests set TZ).
 */
import { isOpening } from '../../../share/voice'
import type { CreateTexts } from '../../../texts/types'

const DAY = /^(\d{4})-(\d\d)-(\d\d)$/
const TIME = /^(\d\d):(\d\d)$/

/** The time an opening takes when the maker gives a day alone: the day's first minute. */
export const OPENING_TIME = '00:00'

/**
 * The instant `day` (`YYYY-MM-DD`) at `time` (`HH:MM`, none is 00:00) is in the maker's zone, as
 * the link writes it (`YYYY-MM-DDTHH:MMZ`); undefined for a day or time that does not exist. An
 * hour summer time skips is the hour after it, as the maker's clock would show.
 */
export function utcOpeningOf(day: string, time: string): string | undefined {
  const date = DAY.exec(day)
  const clock = TIME.exec(time || OPENING_TIME)
  if (!date || !clock) return undefined
  const [year, month, dayOfMonth, hours, minutes] = [...date.slice(1), ...clock.slice(1)].map(
    Number,
  )
  if (hours > 23 || minutes > 59) return undefined
  const local = new Date(year, month - 1, dayOfMonth, hours, minutes)
  // 31/11 would roll over into December: a day that does not exist is none.
  if (local.getMonth() !== month - 1 || local.getDate() !== dayOfMonth) return undefined
  if (Number.isNaN(local.getTime())) return undefined
  return `${local.toISOString().slice(0, 16)}Z`
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The form's day and time for a link's `opening`, in the maker's zone. */
export function openingFieldsOf(opening: string): { openingDay: string; openingTime: string } {
  const local = new Date(Date.parse(opening))
  const day = `${local.getFullYear()}-${twoDigits(local.getMonth() + 1)}-${twoDigits(local.getDate())}`
  return {
    openingDay: day,
    openingTime: `${twoDigits(local.getHours())}:${twoDigits(local.getMinutes())}`,
  }
}

type OpeningDraft = { readonly openingDay?: string; readonly openingTime?: string }

/** The instant a draft's fields name, or undefined for none (or one that does not exist). */
export const openingOfDraft = ({ openingDay = '', openingTime = '' }: OpeningDraft) =>
  openingDay.trim() === '' ? undefined : utcOpeningOf(openingDay.trim(), openingTime.trim())

/**
 * What is wrong with the moment, at `nowMs`: a day or time that does not exist, one out of the
 * link's range (2024-2100), or one already past. No day, no moment: nothing is wrong.
 */
export function openingErrors(
  draft: OpeningDraft,
  nowMs: number,
  texts: Pick<CreateTexts, 'openingInvalid' | 'openingOutOfRange' | 'openingPast'>,
): { openingDay?: string } {
  if ((draft.openingDay ?? '').trim() === '') return {}
  const opening = openingOfDraft(draft)
  if (!opening) return { openingDay: texts.openingInvalid }
  if (!isOpening(opening)) return { openingDay: texts.openingOutOfRange }
  if (Date.parse(opening) <= nowMs) return { openingDay: texts.openingPast }
  return {}
}
