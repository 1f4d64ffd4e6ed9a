/**
 * The rules of a v5 link's own items (docs/LINK-V5.md): its voice (item 10; the list and the
 * words are the catalogues', src/texts/voices.ts) and its opening moment (item 12). Pure.
 */
import { VOICES, type Voice } from '../texts/voices.js'

/** Whether `value` is a voice a link may carry: the list is closed. */
export const isVoice = (value: unknown): value is Voice =>
  (VOICES as readonly unknown[]).includes(value)

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
