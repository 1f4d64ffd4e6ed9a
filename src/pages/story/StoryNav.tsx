import type { MouseEvent } from 'react'
import type { StoryTexts } from '../../texts/types'
import type { StepPlay } from './stepPlay'
import type { StepProgress, StepView } from './steps/stepView'

type Props = {
  play: Pick<StepPlay, 'step' | 'count' | 'view' | 'progress' | 'isHeld'>
  texts: StoryTexts
  onBack: () => void
  onNext: (event: MouseEvent<HTMLButtonElement>) => void
}

/**
 * The next button's words at `progress`: the step's own, or "next"; none while the step holds the
 * story (a question unanswered), and none before the steps are read (`view` undefined).
 */
function nextLabelOf(
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
export function StoryNav({ play, texts, onBack, onNext }: Props) {
  const { step, count } = play
  const nextLabel = nextLabelOf(play.view, play.progress, play.isHeld, texts)
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
