/**
 * A story's step as it plays, on the story page and in /create's preview alike: its view, how far
 * into it the visitor is, and the view drawn with it. What each of the two keeps apart is where
 * the step number lives (the history entry, the preview's state) and what a press does beyond it.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { Answer } from '../../share/reply'
import type { StoryStep } from '../../share/story'
import { stepViewOf } from './steps/stepViews'
import { AT_START, WHOLE, type StepProgress, type StepViewProps } from './steps/stepView'

export type StepPlay = ReturnType<typeof useStepPlay>

/**
 * Step `step` of `steps` (none past the last: the page itself), with the `answer` given there if
 * it is a question. Its progress starts over on each new step, and a step gone back to shows
 * whole (the visitor has seen it); calm shows every step whole, the letter open and written,
 * every reason at once.
 */
export function useStepPlay(
  steps: readonly StoryStep[],
  step: number,
  isCalm: boolean,
  answer: Answer | undefined,
) {
  const current = steps[step] as StoryStep | undefined
  const view = current && stepViewOf(current)
  const [progress, setProgress] = useState<StepProgress>(AT_START)
  const lastStep = useRef(step)
  useLayoutEffect(() => {
    if (lastStep.current === step) return
    setProgress(step < lastStep.current ? WHOLE : AT_START)
    lastStep.current = step
  }, [step])
  const onWritten = useCallback(() => setProgress((now) => ({ ...now, phase: 'whole' })), [])
  const headingRef = useRef<HTMLHeadingElement>(null)
  return {
    step,
    /** The steps and the page after them. */
    count: steps.length + 1,
    current,
    view,
    progress: isCalm ? WHOLE : progress,
    setProgress,
    isCalm,
    answer,
    /** A question holds the story until it is answered: no press goes on. */
    isHeld: !!view?.isHeld?.(answer),
    onWritten,
    /** The step's heading, which takes the focus as the step (or its letter) opens. */
    headingRef,
  }
}

/** What of the page around it a step's view is given, the same on every step. */
export type StepSurroundings = Pick<
  StepViewProps<StoryStep>,
  'page' | 'occasion' | 'channel' | 'overlayRef' | 'onYes'
>

type Props = {
  play: StepPlay
  around: StepSurroundings
  onAnswer: (answer: Answer) => void
}

/** The playing step's view, or nothing past the last step. */
export function StepOnScreen({ play, around, onAnswer }: Props) {
  const { current, view } = play
  if (!current || !view) return null
  const { View } = view
  return (
    <View
      {...around}
      step={current}
      index={play.step}
      progress={play.progress}
      isCalm={play.isCalm}
      headingRef={play.headingRef}
      onWritten={play.onWritten}
      answer={play.answer}
      onAnswer={onAnswer}
    />
  )
}
