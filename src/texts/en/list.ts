/** A list as English writes it in a sentence: `a`, `a and b`, `a, b and c`. Pure. */
export function listOf(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`
}
