import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

/** What a story's history entry holds: the step it shows. */
type StoryState = { readonly storyStep?: number }

/**
 * The step a story shows, kept in the history entry: going on pushes an entry, so the browser's
 * Back goes to the previous step before it leaves the story, and a reload (which keeps the
 * entry's state) stays on the step. `count` steps in all, the page itself last.
 */
export function useStoryStep(count: number): {
  step: number
  goOn: () => void
  goBack: () => void
} {
  const location = useLocation()
  const navigate = useNavigate()
  const asked = (location.state as StoryState | null)?.storyStep ?? 0
  const step = Math.min(Math.max(0, Math.floor(asked)), Math.max(0, count - 1))
  const goOn = useCallback(() => {
    if (step >= count - 1) return
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { storyStep: step + 1 } satisfies StoryState },
    )
  }, [count, location, navigate, step])
  // Each step past the first was pushed by going on: Back is the history's own.
  const goBack = useCallback(() => {
    if (step > 0) navigate(-1)
  }, [navigate, step])
  return { step, goOn, goBack }
}
