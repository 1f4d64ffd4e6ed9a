import { useSyncExternalStore } from 'react'

/** The visitor's reduced-motion setting, the one query every part of the page reads. */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia(REDUCED_MOTION_QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** Whether the visitor asked for reduced motion, now. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches
}

/**
 * Whether the visitor asked for reduced motion; follows the setting live. The prerendered HTML
 * and hydration assume motion (the server cannot know), and React re-renders with the real
 * value right after.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false)
}
