import type { Ref } from 'react'
import { useTexts } from '../../texts/language'
import { storyTexts } from '../../texts/storyTexts'

type Props = {
  name: string
  reasons: readonly string[]
  /** How many are on screen: one more at each tap (StoryPage). */
  shown: number
  headingRef: Ref<HTMLHeadingElement>
}

/**
 * The reasons, one more at each tap. Each new one is announced as it appears (a polite live list),
 * and the ones still to come take no room until they do.
 */
export function ReasonsStep({ name, reasons, shown, headingRef }: Props) {
  const texts = useTexts(storyTexts)
  return (
    <section className="story-card reasons">
      <h1 className="story-heading" tabIndex={-1} ref={headingRef}>
        {texts.reasonsHeading(name)}
      </h1>
      <ol className="reasons-list" aria-live="polite">
        {reasons.slice(0, shown).map((reason, place) => (
          // Two reasons may read the same; their place in a list that only grows tells them apart.
          // oxlint-disable-next-line react/no-array-index-key
          <li key={place}>{reason}</li>
        ))}
      </ol>
    </section>
  )
}
