// WebGL faults a test injects: no WebGL anywhere or only in the scene worker, and a lost and
// restored context.
import type { Page } from '@playwright/test'
import { injectIntoSceneWorker } from './sceneWorker'
import { canvasOf } from './stage'

/**
 * Makes every WebGL context request fail, as on an old phone or a blocked GPU: on the page's
 * canvases and on the OffscreenCanvas a worker is handed.
 */
export async function disableWebGL(page: Page) {
  await disableWorkerWebGL(page)
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args) {
      return String(args[0]).includes('webgl') ? null : Reflect.apply(getContext, this, args)
    } as typeof getContext
  })
}

/**
 * Makes WebGL context requests fail in the scene worker only, as in a browser that draws WebGL
 * on the page but gives an OffscreenCanvas in a worker none (WebKitGTK 2.50, Safari before 17).
 */
export async function disableWorkerWebGL(page: Page) {
  await injectIntoSceneWorker(
    page,
    `{
      const getContext = OffscreenCanvas.prototype.getContext
      OffscreenCanvas.prototype.getContext = function (type, ...rest) {
        return String(type).includes('webgl') ? null : getContext.call(this, type, ...rest)
      }
    }`,
  )
}

/**
 * Loses `gl` and restores it, as a driver reset does; resolves once it is back. Hand it whole to
 * evaluate, in the realm that owns the context (the page or a scene worker), with a handle to it.
 */
export async function cycleContext(gl: WebGL2RenderingContext | null) {
  const extension = gl?.getExtension('WEBGL_lose_context')
  if (!gl || !extension) throw new Error('no WEBGL_lose_context')
  const canvas = gl.canvas as EventTarget
  const lost = new Promise((resolve) => canvas.addEventListener('webglcontextlost', resolve))
  extension.loseContext()
  await lost
  // Chromium restores only once the loss has been fully dispatched, a task later.
  await new Promise((resolve) => setTimeout(resolve, 200))
  const restored = new Promise((resolve) =>
    canvas.addEventListener('webglcontextrestored', resolve),
  )
  extension.restoreContext()
  await restored
}

/**
 * Loses the stage's WebGL context and restores it, as a driver reset does; resolves once it is
 * back. The page waits between the two on a timer, so a frozen clock must step meanwhile.
 */
export async function loseAndRestoreContext(page: Page) {
  const gl = await canvasOf(page).evaluateHandle((element: HTMLCanvasElement) =>
    element.getContext('webgl2'),
  )
  await page.evaluate(cycleContext, gl)
}
