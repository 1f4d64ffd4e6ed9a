/**
 * A page before its moment, painted by the share page's early script (src/early/earlyLink.ts)
 * into the prerendered view: the markup OpeningCountdown.tsx renders, with the same words for the
 * same minute, so hydration finds its own. No React here: the script is
 * inlined in every share page.
 */
import { countdownOf, countdownWords, momentWords, type OpeningWords } from './countdown'

/** A `<p>` of `className` saying `text`. */
function paragraph(className: string, text: string) {
  const element = document.createElement('p')
  element.className = className
  element.textContent = text
  return element
}

/**
 * Puts the countdown to `opensAt`, as it is at `nowMs`, at the top of the `overlay` (the same
 * words all that minute: the app's clock counts in whole minutes).
 */
export function showCountdown(
  overlay: Element,
  opensAt: string,
  nowMs: number,
  words: OpeningWords,
): void {
  const section = document.createElement('section')
  section.className = 'opening'
  section.setAttribute('aria-label', words.label)
  const count = paragraph('love-line', countdownWords(countdownOf(nowMs, opensAt), words))
  count.setAttribute('role', 'timer')
  count.setAttribute('aria-live', 'off')
  section.append(count, paragraph('page-name', momentWords(opensAt, words)))
  overlay.prepend(section)
}
