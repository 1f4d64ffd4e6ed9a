import { useTexts } from '../../texts/language'
import { siteTexts } from '../../texts/siteTexts'
import { countdownOf, countdownWords, momentWords } from '../../early/countdown'
import { useMinuteNow } from './minuteClock'

/**
 * The time left until `opensAt` (days, then hours and minutes) and the moment in the visitor's
 * clock, kept current every minute, in the page's own styles for its line and its names (so the
 * share pages' inline stylesheet grows by no rule for them). A timer a screen reader does not read out as it changes
 * (role timer: aria-live off); the section's label says what it is.
 */
export function OpeningCountdown({ opensAt }: { opensAt: string }) {
  const words = useTexts(siteTexts).opening
  const nowMs = useMinuteNow(true)
  return (
    <section className="opening" aria-label={words.label}>
      <p className="love-line" role="timer" aria-live="off">
        {countdownWords(countdownOf(nowMs, opensAt), words)}
      </p>
      <p className="page-name">{momentWords(opensAt, words)}</p>
    </section>
  )
}
