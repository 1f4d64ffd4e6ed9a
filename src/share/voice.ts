/**
 * How the maker and the recipient call each other (xưng hô), which a v5 link carries (item 10,
 * docs/LINK-V5.md): the first speaker's word for themself, then for the reader. `''` is anh → em,
 * the voice of every v1-v4 link. The list is closed: an unknown voice is an invalid link. Pure.
 */

/** Every voice a link may carry; `''` is anh → em (the default, never written out). */
export const VOICES = ['', 'em/anh', 'to/cau', 'minh/cau', 'minh/ban'] as const

export type Voice = (typeof VOICES)[number]

/** The voices /create offers, in its order (issue 54): 'minh/ban' is read, not offered. */
export const OFFERED_VOICES: readonly Voice[] = ['', 'em/anh', 'to/cau', 'minh/cau']

export const isVoice = (value: unknown): value is Voice =>
  (VOICES as readonly unknown[]).includes(value)

/**
 * The voice the recipient answers in (the question's reply): anh and em change places; tớ, mình
 * and cậu are each side's own words, so those voices answer as they ask.
 */
export const READER_VOICE: Readonly<Record<Voice, Voice>> = {
  '': 'em/anh',
  'em/anh': '',
  'to/cau': 'to/cau',
  'minh/cau': 'minh/cau',
  'minh/ban': 'minh/ban',
}

/** The opening moment (item 12): one minute in UTC, `YYYY-MM-DDTHH:MMZ`. */
const OPENING = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})Z$/

/** Whether `value` is an opening a link may carry: a real minute, from 2024 to 2100 (UTC). */
export function isOpening(value: string): boolean {
  const match = OPENING.exec(value)
  if (!match) return false
  const [year, month, day, hour, minute] = match.slice(1).map(Number)
  if (year < 2024 || year > 2100) return false
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute))
  // A day or hour that does not exist rolls over: 2025-02-30 reads back as 2 March.
  return (
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hour &&
    time.getUTCMinutes() === minute
  )
}
