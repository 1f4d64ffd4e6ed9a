import type { BurstRequest } from '../particles/fireBurst'
import type { CountName } from '../scenes/countReport'

/** A fresh canvas in the stage: one per renderer mount, as an R3F root cannot be reused. */
export function addStageCanvas(host: HTMLElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.className = 'stage-canvas'
  host.appendChild(canvas)
  return canvas
}

/** The page's tap, from client coordinates to the stage's own (the scene sees no DOM). */
export function toStageRequest(host: HTMLElement, request: BurstRequest): BurstRequest {
  const rect = host.getBoundingClientRect()
  return { x: request.x - rect.left, y: request.y - rect.top, hasPoint: request.hasPoint }
}

/** Mirrors a live count on the canvas (`data-hearts`, `data-burst`) for devtools and tests. */
export function showCount(canvas: HTMLCanvasElement, name: CountName, count: number) {
  canvas.dataset[name] = String(count)
}
