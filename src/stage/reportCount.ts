/**
 * Mirrors a live count on the canvas element (`data-hearts`, `data-burst`) for r3f devtools
 * users and browser tests. Callers write only when the count changes, never per frame.
 */
export function reportCount(canvas: HTMLCanvasElement, name: 'hearts' | 'burst', count: number) {
  canvas.dataset[name] = String(count)
}
