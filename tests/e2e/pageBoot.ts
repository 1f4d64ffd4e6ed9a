// The page before it is live: a hidden page, held responses (the entry script), React's
// hydration, the share pages' early script, and the early-press listener.
import { expect, type Locator, type Page } from '@playwright/test'

/** Makes the page report itself hidden, or visible again, as a phone lock or an app switch does. */
export async function setPageHidden(page: Page, isHidden: boolean) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    })
    document.dispatchEvent(new Event('visibilitychange'))
  }, isHidden)
}

/** The app's entry script, as the build names it. */
export const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/

/**
 * Every script file the page fetches (the entry and its chunks): held, the page has nothing but
 * its HTML, as on a slow network in the instant after the first paint.
 */
export const EVERY_SCRIPT = /\/assets\/[\w-]+\.js$/

/**
 * Holds back every response to `pattern` until the returned release is called: the page waits
 * for it as it would on a slow network. Then the request goes on to the routes set before (a
 * scene clock injected into the worker's script, say). (Routing turns the page's HTTP cache off.)
 */
export async function holdResponses(page: Page, pattern: RegExp) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.fallback()
  })
  return release
}

/**
 * Waits until React has hydrated `target` (its element carries React's fiber key, which only the
 * live app puts there): a form's handlers answer from then on, not only its HTML.
 */
export async function waitForHydration(target: Locator) {
  await expect
    .poll(() =>
      target.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ),
    )
    .toBe(true)
}

/**
 * Serves the share pages' HTML without their early script (src/early/earlyLink.ts): a made
 * link's page as it was before it painted its words itself, or where that script cannot run.
 */
export async function stripEarlyScript(page: Page) {
  await page.route(
    (url) => url.pathname.includes('/share/'),
    async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(/<script data-link-page[\s\S]*?<\/script>/, '')
      await route.fulfill({ response, body: html })
    },
  )
}

/**
 * Waits until the page keeps presses and sends made before it is live: the early-press script
 * (src/early/earlyPress.ts, inline in the head) has run and listens on the document. Read through the DevTools
 * protocol, as the page itself cannot list its listeners.
 */
export async function waitForEarlyPressListener(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' })
  await expect
    .poll(async () => {
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
        objectId: result.objectId!,
      })
      return listeners.filter((listener) => listener.useCapture).map((listener) => listener.type)
    })
    .toEqual(expect.arrayContaining(['pointerdown', 'click', 'submit', 'keydown']))
  await cdp.detach()
}
