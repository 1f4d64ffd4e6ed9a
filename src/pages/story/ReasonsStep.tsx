import type { ReasonsStep as Reasons } from '../../share/steps/reasons'
import { useVoicedTexts } from '../../texts/voiceContext'
import { storyTexts } from '../../texts/storyTexts'
import type { StepViewProps } from './steps/stepView'

/**
 * The reasons, one more at each press (`progress.shown` of them on screen). Each new one is
 * announced as it appears (a polite live list), and the ones still to come take no room until
 * they do.
 */
export function ReasonsStep({
  step,
  progress,
  page: { recipientName: name },
  headingRef,
}: StepViewProps<Reasons>) {
  const texts = useVoicedTexts(storyTexts)
  return (
    <section className="story-card reasons">
      <h1 className="story-heading" tabIndex={-1} ref={headingRef}>
        {texts.reasonsHeading(name)}
      </h1>
      <ol className="reasons-list" aria-live="polite">
        {step.reasons.slice(0, progress.shown).map((reason, place) => (
          // Two reasons may read the same; their place in a list that only grows tells them apart.
          // oxlint-disable-next-line react/no-array-index-key
          <li key={place}>{reason}</li>
        ))}
      </ol>
    </section>
  )
}
