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
