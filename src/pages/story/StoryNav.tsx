import type { MouseEvent } from 'react'
import type { StoryTexts } from '../../texts/types'
import type { StepProgress, StepView } from './steps/stepView'

type Props = {
  step: number
  count: number
  texts: StoryTexts
  onBack: () => void
  /** The next button's words, or none while the step holds the story (a question unanswered). */
  nextLabel: string | undefined
  onNext: (event: MouseEvent<HTMLButtonElement>) => void
}

/**
 * The next button's words at `progress`: the step's own, or "next"; none while the step holds the
 * story (a question unanswered), and none before the steps are read (`view` undefined).
 */
export function nextLabelOf(
  view: Pick<StepView<never>, 'nextLabel'> | undefined,
  progress: StepProgress,
  isHeld: boolean,
  texts: StoryTexts,
): string | undefined {
  if (!view || isHeld) return undefined
  return view.nextLabel?.(progress, texts) ?? texts.next
}

/**
 * A story's ← and → buttons, on the story page and in /create's preview (StoryPreview.tsx): back
 * from the second step on, next while the step lets the story go on.
 */
export function StoryNav({ step, count, texts, onBack, nextLabel, onNext }: Props) {
  return (
    <nav className="story-nav" aria-label={texts.stepLong(step + 1, count)}>
      {step > 0 && (
        <button type="button" className="story-back" onClick={onBack}>
          <span aria-hidden="true">← </span>
          {texts.back}
        </button>
      )}
      {nextLabel !== undefined && (
        <button type="button" className="story-next" onClick={onNext}>
          {nextLabel}
          <span aria-hidden="true"> →</span>
        </button>
      )}
    </nav>
  )
}
