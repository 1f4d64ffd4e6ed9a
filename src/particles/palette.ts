/** Six hearts' colours as #rrggbb, picked by a particle's tint (HEART_PALETTE_EDGES). */
export type HeartColours = readonly [string, string, string, string, string, string]

/**
 * Today's hearts' colours: mostly reds and pinks, a little white and gold. A particle's `tint` in
 * [0, 1) picks one: tints below HEART_PALETTE_EDGES[k] (and above the previous edge) get colour k.
 * An occasion brings its own six (src/occasions/palettes.ts); the page's stylesheet carries the
 * page's as `--heart-0` to `--heart-5`, the scene reads them there (src/ui/heartColours.ts), the
 * Canvas 2D fallback fills with them and `heart.frag.glsl` receives them as defines
 * (createPaletteDefines).
 */
export const HEART_PALETTE: HeartColours = [
  '#e31240',
  '#ff386b',
  '#ff78a3',
  '#ffbdd1',
  '#fff7f7',
  '#ffc757',
]
export const HEART_PALETTE_EDGES = [0.32, 0.58, 0.8, 0.91, 0.96, 1] as const

/**
 * `colours` with every colour mixed `share` of the way toward white, as #rrggbb: what the
 * shader's mix(colour, vec3(1.0), share) gives, rounded to bytes. The back of a burst heart is
 * createLitPalette(BURST_BACK_LIGHT): lit, never darkened, so a heart turning over flashes light
 * as paper does (burst.vert.glsl passes BURST_BACK_LIGHT to the same mix).
 */
export function createLitPalette(colours: HeartColours, share: number): readonly string[] {
  return colours.map(
    (hex) =>
      `#${[1, 3, 5]
        .map((at) => parseInt(hex.slice(at, at + 2), 16))
        .map((channel) => Math.round(channel + (255 - channel) * share))
        .map((channel) => channel.toString(16).padStart(2, '0'))
        .join('')}`,
  )
}

/** Index into a palette for a tint in [0, 1). */
export function paletteIndex(tint: number): number {
  for (let k = 0; k < HEART_PALETTE_EDGES.length - 1; k++) {
    if (tint < HEART_PALETTE_EDGES[k]) return k
  }
  return HEART_PALETTE_EDGES.length - 1
}

/**
 * `colours` as GLSL defines for `heart.frag.glsl`, made once per material:
 * `HEART_PALETTE_k` is colour k as `vec3(r, g, b)`, each channel its hex byte / 255 with no
 * colour-space conversion (the canvas fills with the same bytes), and `HEART_PALETTE_EDGE_k`
 * the tint below which colour k is picked. The last colour takes every tint past the last of
 * those edges, as in paletteIndex, so its own edge (1) is not needed.
 */
export function createPaletteDefines(colours: HeartColours): Record<string, string> {
  // GLSL has no implicit int-to-float conversion: 1 must be written 1.0.
  const glslFloat = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value))
  const defines: Record<string, string> = {}
  for (let k = 0; k < colours.length; k++) {
    const hex = colours[k]
    const channels = [1, 3, 5].map((at) => glslFloat(parseInt(hex.slice(at, at + 2), 16) / 255))
    defines[`HEART_PALETTE_${k}`] = `vec3(${channels.join(', ')})`
  }
  for (let k = 0; k < HEART_PALETTE_EDGES.length - 1; k++) {
    defines[`HEART_PALETTE_EDGE_${k}`] = glslFloat(HEART_PALETTE_EDGES[k])
  }
  return defines
}
