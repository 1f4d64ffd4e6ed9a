// Whether and how this browser draws WebGL 2, on the page's thread or in the scene worker (which
// imports only the context's attributes).

/**
 * The WebGL 2 context three.js would ask for: the page shows through, no MSAA (the SDF edges are
 * smooth). Made by us, on the page's thread or in the worker, rather than by three.js, which logs
 * an error and throws, so that a device without WebGL goes quietly to the next renderer; and
 * made once, on the canvas that will use it, because a context costs hundreds of ms to set up in
 * software.
 */
export const WEBGL_CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true,
  antialias: false,
  depth: true,
  stencil: false,
  premultipliedAlpha: true,
  preserveDrawingBuffer: false,
  powerPreference: 'default',
}

/** Whether the browser has a WebGL 2 API at all (three.js needs WebGL 2). A cheap first check. */
export function hasWebGL2Api(): boolean {
  return typeof window.WebGL2RenderingContext === 'function'
}

/**
 * Whether the scene bundle can run here at all, before anyone downloads it (193 kB gz): three.js
 * needs WebGL 2, and r18x builds its WebGL renderer with `new WeakRef` and
 * `new FinalizationRegistry` (WebGLGeometries, WebGLTextures). Firefox 78 has WebGL 2 but neither
 * of those (they came in Firefox 79 and Safari 14.1): there it would fetch the bundle only to
 * fail, so Canvas 2D draws at once instead.
 */
export function canRunScene(): boolean {
  return (
    hasWebGL2Api() && typeof WeakRef === 'function' && typeof FinalizationRegistry === 'function'
  )
}

/**
 * Whether the page can hand a canvas to a worker that draws WebGL 2 on it. Whether the worker
 * really runs, and gets a context, is known only once it is tried: this browser remembers a no
 * (rememberNoWorkerWebGL, rememberNoModuleWorker), so the next visit starts on the page's thread
 * at once instead of after a failed worker.
 */
export function canDrawInWorker(): boolean {
  return (
    hasWebGL2Api() &&
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function' &&
    !hasRememberedNoWorker()
  )
}

// Each no is stored under the browser's user agent: an update that brings what was missing is
// tried afresh.
const NO_WORKER_WEBGL_KEY = 'heartburst:no-worker-webgl'
const NO_MODULE_WORKER_KEY = 'heartburst:no-module-worker'

// Read once a page load: a no learnt on this visit changes the next one, not this one's choices.
let isNoRemembered: boolean | undefined

function hasRememberedNoWorker(): boolean {
  isNoRemembered ??= [NO_WORKER_WEBGL_KEY, NO_MODULE_WORKER_KEY].some(
    (key) => readStored(key) === navigator.userAgent,
  )
  return isNoRemembered
}

/** The scene worker found no WebGL 2 context: this browser's next visits skip the worker. */
export function rememberNoWorkerWebGL(): void {
  store(NO_WORKER_WEBGL_KEY, navigator.userAgent)
}

/**
 * This browser will not run the scene worker as a module worker (Firefox 111-113 refuses it as it
 * loads; Chrome 79 and older threw as it was made): its next visits skip the worker.
 */
export function rememberNoModuleWorker(): void {
  store(NO_MODULE_WORKER_KEY, navigator.userAgent)
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
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
