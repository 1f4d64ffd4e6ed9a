/**
 * A locked link's question in the first paint. /share/sealed/'s HTML is prerendered without the
 * fragment, and the app that reads it starts only after the first paint: this classic script,
 * built on its own and inlined right after the app's root (site/vitePlugins.ts, site/pageHtml.ts),
 * reads the link's clear header (sealedScreen.ts: no crypto, no page codec) and writes into the
 * prerendered view what LockedPage.tsx's first render shows: the question's form (LockForm.tsx's
 * markup), or the notice of a cut link, a bad one, or an address without WebCrypto. It speaks the
 * browser's language, and names nobody in the title. A form sent before the app is live is kept
 * (the app sends it once live); what is typed stays in the field, which the app takes over as is.
 */
import { LINK_READ } from '../share/earlyContent'
import { browserLanguageOf, type Language } from '../texts/languages'
import type { LockTexts, SiteTexts } from '../texts/types'
import type { OpeningWords } from './countdown'
import { showCountdown } from './earlyCountdown'
import { KEPT_SUBMIT, LOCK_BUTTON_ID, LOCK_FIELD_ID, LOCK_LIVE } from './lockIds'
import { hasWebCrypto, sealedScreenOf, type SealedScreen } from './sealedScreen'

/** What the page's words are in one language: the lock's, the title and the bad-link notice. */
export type SealedWords = LockTexts &
  Pick<SiteTexts, 'invalidLink'> & {
    readonly title: string
    /** The countdown's words but the one said as it opens, which only the app says. */
    readonly opening: OpeningWords
  }

/** What the build tells the script, in its element's `data-sealed-page`: both languages' words. */
export type SealedPageData = { readonly words: Readonly<Record<Language, SealedWords>> }

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const node = document.createElement(tag)
  node.className = className
  node.textContent = text
  return node
}

/** LockForm.tsx's markup, idle, for `question`. */
function lockFormOf(question: string, words: SealedWords): HTMLFormElement {
  const form = element('form', 'lock-form')
  form.setAttribute('aria-busy', 'false')
  const label = element('label', 'lock-label', words.answerLabel)
  label.htmlFor = LOCK_FIELD_ID
  const field = element('input', 'text-input')
  field.id = LOCK_FIELD_ID
  field.name = 'answer'
  field.type = 'text'
  field.autocomplete = 'off'
  field.setAttribute('autocapitalize', 'none')
  field.spellcheck = false
  field.enterKeyHint = 'go'
  field.required = true
  const button = element('button', 'heart-button', words.open)
  button.id = LOCK_BUTTON_ID
  button.type = 'submit'
  const status = element('p', 'lock-status')
  status.setAttribute('role', 'status')
  form.append(element('p', 'lock-lead', words.lead), element('h1', 'lock-question', question))
  form.append(label, field, button, status)
  return form
}

/** What LockedPage.tsx shows for `screen` at `nowMs`, written into the prerendered (empty) overlay. */
function paintSealedScreen(
  overlay: Element,
  screen: SealedScreen,
  words: SealedWords,
  nowMs: number,
): void {
  if (screen.kind === 'unread') return
  if (screen.kind === 'waiting') {
    // OpeningNote.tsx's countdown; the question comes at the moment, with the app.
    showCountdown(overlay, screen.opensAt, nowMs, words.opening)
    return
  }
  if (screen.kind === 'form') {
    overlay.append(lockFormOf(screen.link.question, words))
    return
  }
  const texts = { cut: words.cut, invalid: words.invalidLink, insecure: words.insecure }
  const notice = element('p', 'link-notice lock-notice', texts[screen.kind])
  notice.setAttribute('role', 'status')
  overlay.append(notice)
}

/**
 * A form sent before the page is live goes to no one (the early-press script keeps it only until
 * the app starts, not while the page's own chunk loads): it is kept here, shown as heard
 * (lockForm.css), and the page sends it once live (LockedPage.tsx), when this stops.
 */
function keepUnansweredSubmit(event: Event) {
  const html = document.documentElement
  if (html.hasAttribute(LOCK_LIVE)) return
  event.preventDefault()
  html.setAttribute(KEPT_SUBMIT, LOCK_BUTTON_ID)
}

const script = document.currentScript
const root = document.getElementById('root')
const overlay = root?.querySelector('.overlay')
if (script?.dataset.sealedPage && root && overlay) {
  const data = JSON.parse(script.dataset.sealedPage) as SealedPageData
  const language = browserLanguageOf(navigator.language)
  const words = data.words[language]
  document.documentElement.lang = language
  document.title = words.title
  const now = Date.now()
  paintSealedScreen(overlay, sealedScreenOf(location.hash, hasWebCrypto(), now), words, now)
  // The time painted, for the minute the app hydrates with (minuteClock.ts).
  root.setAttribute(LINK_READ, String(now))
  addEventListener('submit', keepUnansweredSubmit, true)
}
