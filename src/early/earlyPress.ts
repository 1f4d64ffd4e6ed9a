/**
 * Presses on the prerendered page before the app has taken it over. The HTML paints the love line
 * and the buttons long before the entry script has run (about 1 s on slow 4G), and a press
 * meanwhile would do nothing. The build inlines this module in each page's head as a classic
 * script (earlyPressScript.ts, hashed in the CSP: site/vitePlugins.ts), so it listens before the
 * first paint, with no request of its own: it keeps the latest press on an element marked
 * `data-early-press` with the event that element bursts on (`pointerdown` or `click`). The entry
 * bundles the same file, a second copy that meets the first through one object on `window`
 * (whichever runs first makes it, and listens: the entry's does where nothing was inlined, as on
 * the dev server). It stops listening right before React hydrates (React handles, and replays,
 * every press from then on), and the page answers the kept press once it is live.
 * No imports but types and the latest-wins helper: it must stay a few hundred bytes.
 */
import { createLatest, putLatest, takeLatest, type Latest } from '../particles/latest'
import type { Press } from '../particles/startBurst'

/** A kept press: where it was, and the `id` of the element pressed ('' for one without). */
export type EarlyPress = Press & { readonly target: string }

/** What the listeners keep, one per document, shared by both copies of this module. */
type EarlyPresses = {
  readonly kept: Latest<EarlyPress>
  isSubmitKept: boolean
  /** Removes the listeners that made this object (the other copy's functions are not them). */
  readonly stopListening: () => void
}

declare global {
  interface Window {
    heartburstEarlyPresses?: EarlyPresses
  }
}

const EVENTS = ['pointerdown', 'click'] as const

/**
 * The attribute on <html> (outside what React hydrates) that names the element whose press is
 * kept, so the page can show at once that the press was heard (styles.css).
 */
const KEPT_ATTRIBUTE = 'data-kept-press'

/** The document's early presses: made, with its listeners, by the first copy that asks. */
function earlyPresses(): EarlyPresses {
  return (window.heartburstEarlyPresses ??= listen())
}

/** Keeps `press` as the latest one, to be answered once the page is live (the latest wins). */
export function keepPress(press: EarlyPress): void {
  putLatest(earlyPresses().kept, press)
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

/**
 * A form sent before the page is live (/create's button, or Return in one of its fields) would
 * go to the browser, which loads the same address again with every field empty: the words are
 * kept on the page instead, and the page sends the form once it is live.
 */
function keepSubmit(event: Event) {
  event.preventDefault()
  earlyPresses().isSubmitKept = true
}

/** Return in a textarea of a form sends it on the live page (one line only): the same here. */
function keepReturn(event: KeyboardEvent) {
  const field = event.target
  if (event.key !== 'Enter' || event.isComposing) return
  if (field instanceof HTMLTextAreaElement && field.form) keepSubmit(event)
}

function listen(): EarlyPresses {
  for (const type of EVENTS) document.addEventListener(type, keep, { capture: true, passive: true })
  document.addEventListener('submit', keepSubmit, { capture: true })
  document.addEventListener('keydown', keepReturn, { capture: true })
  return { kept: createLatest(), isSubmitKept: false, stopListening }
}

function stopListening() {
  for (const type of EVENTS) document.removeEventListener(type, keep, { capture: true })
  document.removeEventListener('submit', keepSubmit, { capture: true })
  document.removeEventListener('keydown', keepReturn, { capture: true })
}

/** Listens for the presses made before the page is live: once per document, whoever calls. */
export function listenForEarlyPresses(): void {
  earlyPresses()
}

// The build's prerender imports this module too, where there is no document.
if (typeof document !== 'undefined') listenForEarlyPresses()

/** React takes the page over now: presses are its own from here on. */
export function stopKeepingEarlyPresses(): void {
  earlyPresses().stopListening()
}

/** Whether a form was sent before the page was live, once: later calls get false. */
export function takeEarlySubmit(): boolean {
  const presses = earlyPresses()
  const wasKept = presses.isSubmitKept
  presses.isSubmitKept = false
  return wasKept
}

/** The latest press made before the page was live, once: later calls get null. */
export function takeEarlyPress(): EarlyPress | null {
  const press = takeLatest(earlyPresses().kept)
  if (press) document.documentElement.removeAttribute(KEPT_ATTRIBUTE)
  return press
}
