// Where the scene runs and what reaches it: the main-thread switch, the build's scene bundle and
// worker names, code injected into the worker as it is served, and a worker made to fall silent.
import type { BrowserContext, Page } from '@playwright/test'

/**
 * Makes the page's thread draw the scene, as a browser without OffscreenCanvas does: the page
 * then never hands its canvas to a worker.
 */
export async function forceMainThreadScene(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen')
  })
}

/**
 * The scene bundle (three.js, R3F, the shaders): one file for the worker and the page's thread,
 * loaded only where WebGL can run.
 */
export const SCENE_CHUNK = /\/assets\/sceneBundle-[\w-]+\.js$/

/** The scene worker's script, as the build names it. */
export const SCENE_WORKER = /\/assets\/sceneWorker-[\w-]+\.js$/

/**
 * Runs `code` in the scene worker before its own module code, by rewriting the worker's script
 * as it is served: Playwright's init scripts reach pages, never workers.
 */
export async function injectIntoSceneWorker(page: Page, code: string) {
  await page.route(SCENE_WORKER, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: `${code}\n${await response.text()}` })
  })
}

/**
 * Makes the scene worker fall silent to the page, as a hung worker would: from the start
 * (`'start'`), or once it has said it holds the scene code (`'code'`). Done on the page's side,
 * in its Worker, so no routing turns the HTTP cache off.
 */
export async function silenceSceneWorker(page: Page, from: 'start' | 'code') {
  await page.addInitScript((after) => {
    const addListener = Worker.prototype.addEventListener
    Worker.prototype.addEventListener = function (
      this: Worker,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'message' || typeof listener !== 'function') {
        return addListener.call(this, type, listener, options)
      }
      let isSilent = after === 'start'
      const filtered = (event: Event) => {
        if (isSilent) return
        const { data } = event as MessageEvent<{ type: string; step?: string }>
        if (data.type === 'progress' && data.step === after) isSilent = true
        listener.call(this, event)
      }
      return addListener.call(this, type, filtered, options)
    }
  }, from)
}
