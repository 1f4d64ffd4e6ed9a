/**
 * The rules of a v5 link's own items (docs/LINK-V5.md): its voice (item 10; the list and the
 * words are the catalogues', src/texts/voices.ts) and its opening moment (item 12). Pure.
 */
import { VOICE_WORDS, type Voice } from '../texts/voices.js'

/** Whether `value` is a voice a link may carry: the list (VOICES, each with its words) is closed. */
export const isVoice = (value: unknown): value is Voice =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(VOICE_WORDS, value)

/** The opening moment (item 12): one minute in UTC, `YYYY-MM-DDTHH:MMZ`, from 2024 to 2100. */
const OPENING = /^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/

/** Whether `value` is an opening a link may carry: a real minute, from 2024 to 2100 (UTC). */
export function isOpening(value: string): boolean {
  if (!OPENING.test(value) || value < '2024' || value >= '2101') return false
  const time = Date.parse(value)
  // A minute that does not exist (30 February, 24:00) reads as none, or back as another one.
  return !Number.isNaN(time) && `${new Date(time).toISOString().slice(0, 16)}Z` === value
}
