import { WEBGL_CONTEXT_ATTRIBUTES } from './webglContext'

/** Whether the browser has a WebGL 2 API at all (three.js needs WebGL 2). A cheap first check. */
export function hasWebGL2Api(): boolean {
  return typeof window.WebGL2RenderingContext === 'function'
}

/**
 * Whether the page can hand a canvas to a worker that draws WebGL 2 on it. Whether the worker
 * really gets a context is known only there: it says so before it downloads the scene, and this
 * browser remembers a no (rememberNoWorkerWebGL), so the next visit starts on the page's thread
 * at once instead of a few hundred ms later.
 */
export function canDrawInWorker(): boolean {
  return (
    hasWebGL2Api() &&
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function' &&
    readStored(NO_WORKER_WEBGL_KEY) !== navigator.userAgent
  )
}

// Keyed by the browser's user agent: an update that brings WebGL to workers is tried afresh.
const NO_WORKER_WEBGL_KEY = 'heartburst:no-worker-webgl'

/** The scene worker found no WebGL 2 context: this browser's next visits skip the worker. */
export function rememberNoWorkerWebGL(): void {
  try {
    localStorage.setItem(NO_WORKER_WEBGL_KEY, navigator.userAgent)
  } catch {
    // Storage off (private mode, a sandboxed frame): the next visit asks the worker again.
  }
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * The WebGL 2 context of `canvas`, or null when the device will not make one (blocked, no GPU
 * driver, too many contexts).
 */
export function createWebGLContext(canvas: HTMLCanvasElement): WebGL2RenderingContext | null {
  try {
    return canvas.getContext('webgl2', WEBGL_CONTEXT_ATTRIBUTES)
  } catch {
    return null
  }
}

/**
 * Frees a context the scene never took over (its chunk failed, or the page left first). A
 * removed canvas keeps its context until garbage collection, and Chromium caps live contexts
 * at 16, so it is lost on purpose.
 */
export function releaseWebGLContext(context: WebGL2RenderingContext): void {
  if (context.isContextLost()) return
  context.getExtension('WEBGL_lose_context')?.loseContext()
}
