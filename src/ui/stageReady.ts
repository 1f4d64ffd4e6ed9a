/**
 * The stage's first frame is on screen: `data-ready` on the stage element and a bubbling
 * `heartburst:ready` event from it, the public hooks tests and embedders wait on. Every path
 * calls it once it has drawn that frame: the WebGL hosts (stage/stageHost.ts) and Canvas 2D.
 */
export function markStageReady(host: HTMLElement) {
  host.dataset.ready = 'true'
  host.dispatchEvent(new CustomEvent('heartburst:ready', { bubbles: true }))
}
