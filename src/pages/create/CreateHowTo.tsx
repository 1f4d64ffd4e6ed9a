import type { CreateTexts } from '../../texts/types'

/**
 * "Cách làm" / "How it works": /create's steps in a maker's words, folded under the title. A
 * plain <details>, so it is in the prerendered HTML and opens on a tap before any script runs;
 * closed by default, so the form stays at the top of a phone's screen.
 */
export function CreateHowTo({ texts }: { texts: CreateTexts }) {
  return (
    // Opened by a tap before the app is live, it is `open` where the server's HTML was not: that
    // is the visitor's doing, not a mismatch to report.
    <details className="create-howto" suppressHydrationWarning>
      <summary className="create-howto__summary">{texts.howToSummary}</summary>
      <ol className="create-howto__steps">
        {texts.howToSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="create-howto__privacy">{texts.howToPrivacy}</p>
    </details>
  )
}
