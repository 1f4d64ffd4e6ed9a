import { useTexts } from '../../texts/language'
import { storyTexts } from '../../texts/storyTexts'

/** Where the visitor is: `2 / 5` on screen, "Step 2 of 5" to a screen reader. */
export function StoryProgress({ step, count }: { step: number; count: number }) {
  const texts = useTexts(storyTexts)
  return (
    <p className="story-progress">
      <span aria-hidden="true">{texts.stepShort(step + 1, count)}</span>
      <span className="visually-hidden">{texts.stepLong(step + 1, count)}</span>
    </p>
  )
}
