/**
 * What the /create music field needs besides its words (src/texts/vi/create.ts's `music`): the
 * file types to warn about, and how a duration reads.
 */
import { AUDIO_EXTENSIONS } from '../../../share/song'

/** The file types older iPhones do not play: a link may carry them, with a warning. */
export const UNSAFE_ON_IPHONE: readonly string[] = AUDIO_EXTENSIONS.filter((ext) =>
  ['ogg', 'opus', 'wav'].includes(ext),
)

/** m:ss of a duration in seconds, for the loaded file's note. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?:??'
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
