/** The question page's own words, in one place for the page and its tests. */

/** What the page asks when its link carries no question (no link, or one it cannot trust). */
export const DEFAULT_QUESTION = 'Làm người yêu anh nhé?'

/** The gentle line a real decline ends on. */
export const CLOSING_LINE = 'Không sao đâu. Cảm ơn em đã thật lòng 💗'

/** What `Không` says after each dodge; the last one stays put, and a press on it declines. */
export const NO_LABELS = [
  'Không',
  'Chắc chưa? 🥺',
  'Nghĩ lại đi mà',
  'Năn nỉ đó 🥹',
  'Không, thật mà',
]

/** How many times `Không` runs away before it stays put. */
export const MAX_DODGES = NO_LABELS.length - 1
