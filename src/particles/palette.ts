/**
 * The hearts' colours: mostly reds and pinks, a little white and gold. A particle's `tint` in
 * [0, 1) picks one: tints below HEART_PALETTE_EDGES[k] (and above the previous edge) get colour k.
 * `heart.frag.glsl` holds the same table as GLSL; change both together.
 */
export const HEART_PALETTE = [
  '#e31240',
  '#ff386b',
  '#ff78a3',
  '#ffbdd1',
  '#fff7f7',
  '#ffc757',
] as const
export const HEART_PALETTE_EDGES = [0.32, 0.58, 0.8, 0.91, 0.96, 1] as const

/** Index into HEART_PALETTE for a tint in [0, 1). */
export function paletteIndex(tint: number): number {
  for (let k = 0; k < HEART_PALETTE_EDGES.length - 1; k++) {
    if (tint < HEART_PALETTE_EDGES[k]) return k
  }
  return HEART_PALETTE_EDGES.length - 1
}
