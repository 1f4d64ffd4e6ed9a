/**
 * A page before its moment, painted by the share page's early script (src/pages/link/earlyLink.ts)
 * into the prerendered view: the markup OpeningCountdown.tsx and OpeningNote.tsx render, with the
 * same words for the same minute, so hydration finds its own. No React here: the script is
 * inlined in every share page.
 */
import { countdownOf, countdownWords, momentWords, type OpeningWords } from './countdown'

/** The attribute the early script leaves on the app's root: the minute it painted the count for. */
export const LINK_MINUTE = 'data-link-minute'

/** A `<p>` with `className` and `text`, and `attributes`. */
function paragraph(className: string, text: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('p')
  element.className = className
  for (const name in attributes) element.setAttribute(name, attributes[name])
  element.textContent = text
  return element
}

/**
 * Puts the countdown to `opensAt` at `minute`, and the empty status line that says once when it
 * opens, at the top of the `overlay`; marks `root` with the minute painted.
 */
export function showCountdown(
  root: Element,
  overlay: Element,
  opensAt: string,
  minute: number,
  words: OpeningWords,
): void {
  const section = document.createElement('section')
  section.className = 'opening'
  section.setAttribute('aria-label', words.label)
  const count = countdownWords(countdownOf(minute, opensAt), words)
  section.append(
    paragraph('opening-count', count, { role: 'timer', 'aria-live': 'off' }),
    paragraph('opening-moment', momentWords(opensAt, words)),
  )
  overlay.prepend(section, paragraph('visually-hidden', '', { role: 'status' }))
  root.setAttribute(LINK_MINUTE, String(minute))
}
