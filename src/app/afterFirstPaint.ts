// When the app's script may start (src/app/boot.ts): once the prerendered page shows its words.

/** Longest wait for the first contentful paint: a view that draws nothing (the 404 view) has none. */
export const PAINT_WAIT_MS = 1000

/**
 * Runs `start` once, after the first contentful paint (the page's words on screen): its Paint
 * Timing entry where the browser reports one (Chromium, Firefox 84+, Safari 14.1+), else the
 * frame after the first; at once on a hidden page, which paints nothing. Not Chromium's
 * `first-paint`: on a slow phone that frame can be the background alone, 40-520 ms before
 * the words, and the app's script would then compete with them.
 */
export function afterFirstPaint(start: () => void): void {
  let hasStarted = false
  let paintObserver: PerformanceObserver | undefined
  const once = () => {
    if (hasStarted) return
    hasStarted = true
    paintObserver?.disconnect()
    start()
  }
  if (document.visibilityState === 'hidden') return once()
  document.addEventListener('visibilitychange', once, { once: true })
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    paintObserver = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) once()
    })
    paintObserver.observe({ type: 'paint', buffered: true })
    setTimeout(once, PAINT_WAIT_MS)
  } else {
    requestAnimationFrame(() => setTimeout(once))
  }
}
