/**
 * Presses on the prerendered page before the app has taken it over. The HTML paints the love line
 * and the buttons long before the entry script has run (about 1 s on slow 4G), and a press
 * meanwhile would do nothing. This module is also built as a small script of its own that each
 * page loads first (async, see site/vitePlugins.ts): it listens from the moment it runs and keeps
 * the latest press on an element marked `data-early-press` with the event that element bursts on
 * (`pointerdown` or `click`). The entry imports the same file, so it meets the same module
 * instance: it stops listening right before React hydrates (React handles, and replays, every
 * press from then on), and the page answers the kept press once it is live.
 * No imports but types and the latest-wins helper (built into this script): it must stay a few
 * hundred bytes.
 */
import { createLatest, putLatest, takeLatest } from '../../particles/latest'
import type { Press } from '../../particles/startBurst'

/** A kept press: where it was, and the `id` of the element pressed ('' for one without). */
export type EarlyPress = Press & { readonly target: string }

const EVENTS = ['pointerdown', 'click'] as const

/**
 * The attribute on <html> (outside what React hydrates) that names the element whose press is
 * kept, so the page can show at once that the press was heard (styles.css).
 */
const KEPT_ATTRIBUTE = 'data-kept-press'

const kept = createLatest<EarlyPress>()

/** Keeps `press` as the latest one, to be answered once the page is live (the latest wins). */
export function keepPress(press: EarlyPress): void {
  putLatest(kept, press)
  document.documentElement.setAttribute(KEPT_ATTRIBUTE, press.target)
}

function keep(event: Event) {
  const target = event.target instanceof Element ? event.target.closest('[data-early-press]') : null
  if (!target || target.getAttribute('data-early-press') !== event.type) return
  const pointer = event as PointerEvent
  if (event.type === 'pointerdown' && pointer.pointerType === 'mouse' && pointer.button !== 0) {
    return
  }
  // A click made with the keyboard (Enter, Space) has no point: detail is 0. It bursts at the
  // centre, as it does on the live page.
  const hasPoint = event.type === 'pointerdown' || pointer.detail > 0
  keepPress({ x: pointer.clientX, y: pointer.clientY, hasPoint, target: target.id })
}

let isSubmitKept = false

/**
 * A form sent before the page is live (/create's button, or Return in one of its fields) would
 * go to the browser, which loads the same address again with every field empty: the words are
 * kept on the page instead, and the page sends the form once it is live.
 */
function keepSubmit(event: Event) {
  event.preventDefault()
  isSubmitKept = true
}

/** Return in a textarea of a form sends it on the live page (one line only): the same here. */
function keepReturn(event: KeyboardEvent) {
  const field = event.target
  if (event.key !== 'Enter' || event.isComposing) return
  if (field instanceof HTMLTextAreaElement && field.form) keepSubmit(event)
}

// The build's prerender imports this module too, where there is no document.
if (typeof document !== 'undefined') {
  for (const type of EVENTS) document.addEventListener(type, keep, { capture: true, passive: true })
  document.addEventListener('submit', keepSubmit, { capture: true })
  document.addEventListener('keydown', keepReturn, { capture: true })
}

/** React takes the page over now: presses are its own from here on. */
export function stopKeepingEarlyPresses(): void {
  for (const type of EVENTS) document.removeEventListener(type, keep, { capture: true })
  document.removeEventListener('submit', keepSubmit, { capture: true })
  document.removeEventListener('keydown', keepReturn, { capture: true })
}

/** Whether a form was sent before the page was live, once: later calls get false. */
export function takeEarlySubmit(): boolean {
  const wasKept = isSubmitKept
  isSubmitKept = false
  return wasKept
}

/** The latest press made before the page was live, once: later calls get null. */
export function takeEarlyPress(): EarlyPress | null {
  const press = takeLatest(kept)
  if (press) document.documentElement.removeAttribute(KEPT_ATTRIBUTE)
  return press
}
