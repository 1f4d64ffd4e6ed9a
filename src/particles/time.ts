import { MAX_DT_S } from './constants'

/**
 * A frame delta made safe to simulate with, in seconds: never negative or NaN, never larger than
 * MAX_DT_S (a tab back from sleep reports the whole gap as one frame).
 */
export function clampDt(dt: number): number {
  if (!(dt > 0)) return 0
  return dt < MAX_DT_S ? dt : MAX_DT_S
}
