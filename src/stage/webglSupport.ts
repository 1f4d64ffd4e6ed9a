/** The context three.js would ask for: the page shows through, no MSAA (the SDF edges are smooth). */
const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
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
 * The WebGL 2 context of `canvas`, or null when the device will not make one (blocked, no GPU
 * driver, too many contexts). Made here rather than by three.js, which logs an error and throws,
 * so that a device without WebGL goes quietly to the Canvas 2D fallback; and made once, on the
 * canvas that will use it, because a context costs hundreds of ms to set up in software.
 */
export function createWebGLContext(canvas: HTMLCanvasElement): WebGL2RenderingContext | null {
  try {
    return canvas.getContext('webgl2', CONTEXT_ATTRIBUTES)
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
