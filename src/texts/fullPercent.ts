/**
 * How full a link is, in whole percent, as /create's meter says it: at least 1 once anything is
 * in it (a story is never "0% full"), and 100 only when it is full. Pure.
 */
export function fullPercent(chars: number, maxChars: number): number {
  return chars <= 0 ? 0 : Math.max(1, Math.floor((chars * 100) / maxChars))
}
