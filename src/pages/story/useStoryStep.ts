import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Answer } from '../../share/reply'
import { stepOf, type StoryState } from '../../early/storyState'

const NO_ANSWERS: Readonly<Record<number, Answer>> = {}

/**
 * The step a story shows, kept in the history entry: going on pushes an entry, so the browser's
 * Back goes to the previous step before it leaves the story, and a reload (which keeps the
 * entry's state) stays on the step. `count` steps in all, the page itself last. A question's
 * answer is kept in the entry too, and carried to the entries pushed after it: coming back to
 * the question, or reloading it, shows it answered, with its reply.
 */
export function useStoryStep(count: number): {
  step: number
  goOn: () => void
  goBack: () => void
  answers: Readonly<Record<number, Answer>>
  keepAnswer: (step: number, answer: Answer) => void
} {
  const location = useLocation()
  const navigate = useNavigate()
  const state = location.state as StoryState | null
  const answers = state?.answers ?? NO_ANSWERS
  const step = stepOf(state, count)
  const { pathname, search, hash } = location
  const goOn = useCallback(() => {
    if (step >= count - 1) return
    const next = { storyStep: step + 1, answers } satisfies StoryState
    navigate({ pathname, search, hash }, { state: next })
  }, [answers, count, hash, navigate, pathname, search, step])
  // Each step past the first was pushed by going on: Back is the history's own.
  const goBack = useCallback(() => {
    if (step > 0) navigate(-1)
  }, [navigate, step])
  const keepAnswer = useCallback(
    (at: number, answer: Answer) => {
      const kept = { storyStep: step, answers: { ...answers, [at]: answer } } satisfies StoryState
      navigate({ pathname, search, hash }, { replace: true, state: kept })
    },
    [answers, hash, navigate, pathname, search, step],
  )
  return { step, goOn, goBack, answers, keepAnswer }
}
