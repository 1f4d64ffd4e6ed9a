/**
 * What every bench page shares: its parameters from the query string, the page's readiness
 * signal and a pointer listener. The bench driver (scripts/bench.mjs) reads `data-ready` on
 * <body>, clicks, and counts frames through its own probe (scripts/bench/probe.mjs).
 */

/** An integer query parameter, or `fallback` when it is missing or not a positive number. */
export function readCount(name: string, fallback: number): number {
  const value = Number(new URLSearchParams(location.search).get(name))
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback
}

/** Marks the page ready for the driver (after its first frame is on screen). */
export function markReady(): void {
  document.body.dataset.ready = 'true'
}

/**
 * How far left of the press a burst starts with ?offscreen=1, in CSS px: far enough that no
 * particle reaches the screen, so software WebGL's fill rate (100k on-screen hearts render at
 * about 0.3 fps on SwiftShader) does not hold frames back while the main thread does the same
 * work per frame.
 */
const OFFSCREEN_SHIFT_PX = 10_000

/** Calls `fire` with the client point of every primary pointer press anywhere on the page. */
export function onPress(fire: (clientX: number, clientY: number) => void): void {
  const shift =
    new URLSearchParams(location.search).get('offscreen') === '1' ? OFFSCREEN_SHIFT_PX : 0
  window.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    fire(event.clientX - shift, event.clientY)
  })
}

/** Device pixels per CSS pixel, capped at 2 as the app's stage does. */
export function cappedPixelRatio(): number {
  return Math.min(window.devicePixelRatio || 1, 2)
}
