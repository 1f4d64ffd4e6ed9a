import { useLayoutEffect } from 'react'
import { useIsHydrated } from '../../ui/useIsHydrated'
import { takeEarlyPress } from '../../early/earlyPress'

/**
 * Answers the press made before the page was live (earlyPress.ts kept it) on a page of plain
 * buttons, /create's: once live, the button pressed last is pressed again, as a click from the
 * keyboard is (no point). A task later: React first takes in what was typed meanwhile, whose
 * change events it replays as it hydrates, so the press finds the fields as they were left.
 */
export function useEarlyPressReplay() {
  const isLive = useIsHydrated()
  useLayoutEffect(() => {
    if (!isLive) return
    const kept = takeEarlyPress()
    if (!kept?.target) return
    const timer = setTimeout(() => document.getElementById(kept.target)?.click())
    return () => clearTimeout(timer)
  }, [isLive])
}
