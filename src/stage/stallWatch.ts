/**
 * Calls `onStall` once a step has taken its whole budget of visible time without the next step
 * arriving. Hidden time never counts: a hidden page draws no frames, so a boot that waits for its
 * first frame is not stalled while nobody is looking. Page timers only, so a test's page clock
 * can run it.
 */
export type StallWatch = {
  /** A new step began: it gets `budgetMs` of visible time of its own. */
  expect: (budgetMs: number) => void
  setHidden: (isHidden: boolean) => void
  stop: () => void
}

export function watchForStall(isHidden: boolean, onStall: () => void): StallWatch {
  let hidden = isHidden
  let isStopped = false
  let budgetMs = Infinity
  // Visible time spent on the current step before the page was last hidden.
  let spentMs = 0
  let visibleSince = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    if (hidden || isStopped || budgetMs === Infinity) return
    visibleSince = performance.now()
    timer = setTimeout(() => {
      isStopped = true
      onStall()
    }, budgetMs - spentMs)
  }
  return {
    expect(nextBudgetMs) {
      budgetMs = nextBudgetMs
      spentMs = 0
      arm()
    },
    setHidden(nextHidden) {
      if (nextHidden === hidden) return
      if (nextHidden && !isStopped) spentMs += performance.now() - visibleSince
      hidden = nextHidden
      if (hidden) clearTimeout(timer)
      else arm()
    },
    stop() {
      isStopped = true
      clearTimeout(timer)
    },
  }
}
