/**
 * The page's entry: the stylesheet (which the build puts inline in the HTML), then the app, once
 * the prerendered page has painted. Fetched from the head, the app's 90 kB would share the
 * phone's first round trips with what the first screen needs (the fonts, the GIF); started after
 * the first paint, it never delays it. A press meanwhile is kept (src/pages/earlyPress.ts).
 */
import './fonts.css'
import './styles.css'

/** Longest wait for a paint entry: a view with nothing to paint (the 404 page) gets none. */
const PAINT_WAIT_MS = 1000

function startApp(): void {
  void import('./main')
}

/**
 * Runs `start` once, after the first paint: its Paint Timing entry where the browser reports
 * one (Chromium, Firefox 84+, Safari 14.1+), else the frame after the first; at once on a
 * hidden page, which paints nothing.
 */
function afterFirstPaint(start: () => void): void {
  let hasStarted = false
  const once = () => {
    if (hasStarted) return
    hasStarted = true
    start()
  }
  if (document.visibilityState === 'hidden') return once()
  document.addEventListener('visibilitychange', once, { once: true })
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver(once).observe({ type: 'paint', buffered: true })
    setTimeout(once, PAINT_WAIT_MS)
  } else {
    requestAnimationFrame(() => setTimeout(once))
  }
}

afterFirstPaint(startApp)
