import { WEBGL_CONTEXT_ATTRIBUTES } from './webglContext'

/** Whether the browser has a WebGL 2 API at all (three.js needs WebGL 2). A cheap first check. */
export function hasWebGL2Api(): boolean {
  return typeof window.WebGL2RenderingContext === 'function'
}

/**
 * Whether the page can hand a canvas to a worker that draws WebGL 2 on it. Whether the worker
 * really gets a context is known only there: it says so before it downloads the scene.
 */
export function canDrawInWorker(): boolean {
  return (
    hasWebGL2Api() &&
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function'
  )
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
