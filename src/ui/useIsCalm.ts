import { useSyncExternalStore } from 'react'

// "Calm" is the site's one word for the visitor's reduced-motion setting (`isCalm` in props,
// the worker's 'calm' message): hearts fade in place and a burst blooms without flying.

/** The one query every part of the page reads. */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia(REDUCED_MOTION_QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** Whether the visitor asked for reduced motion, now (outside React). */
export function isCalmNow(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches
}

/**
 * Whether the visitor asked for reduced motion; follows the setting live. The prerendered HTML
 * and hydration assume motion (the server cannot know), and React re-renders with the real
 * value right after.
 */
export function useIsCalm(): boolean {
  return useSyncExternalStore(subscribe, isCalmNow, () => false)
}
