// How legible a line of text is in a screenshot: the WCAG contrast between its glyphs' own pixels
// and the pixels right around them, at its worst place. Plain JS, so that both the legibility
// test and `npm run compare:visual` (a Node script) use this one measure.

/** Relative luminance of an sRGB colour given as 0..255 channels (WCAG 2.x). */
export function luminance(red, green, blue) {
  const linear = (channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** WCAG contrast ratio of two luminances, 1..21. */
export function contrastRatio(a, b) {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/**
 * The glyphs of a line, from two screenshots of the same clip that differ only in the text's
 * colour (`plain` as the page draws it, `recoloured` with another fill): a pixel the fill change
 * moved at all is `touched` (glyph edges included); one it moved by at least `coreShare` of the
 * largest change is fully covered by a glyph (`core`). `ring` holds the surroundings: pixels
 * more than `inner` - 1 and at most `outer` device px from the nearest touched pixel.
 * @param {{ width: number, height: number, data: Uint8Array }} plain
 * @param {{ width: number, height: number, data: Uint8Array }} recoloured
 */
export function glyphMasks(plain, recoloured, { inner, outer, coreShare = 0.9 }) {
  const { width, height } = plain
  const change = new Float32Array(width * height)
  let largest = 0
  for (let p = 0; p < width * height; p++) {
    const i = p * 4
    change[p] =
      Math.abs(plain.data[i] - recoloured.data[i]) +
      Math.abs(plain.data[i + 1] - recoloured.data[i + 1]) +
      Math.abs(plain.data[i + 2] - recoloured.data[i + 2])
    largest = Math.max(largest, change[p])
  }
  const touched = new Uint8Array(width * height)
  const core = new Uint8Array(width * height)
  for (let p = 0; p < width * height; p++) {
    touched[p] = change[p] > 6 ? 1 : 0
    core[p] = largest > 0 && change[p] >= coreShare * largest ? 1 : 0
  }
  const near = dilate(touched, width, height, inner - 1)
  const far = dilate(touched, width, height, outer)
  const ring = new Uint8Array(width * height)
  for (let p = 0; p < width * height; p++) ring[p] = far[p] && !near[p] ? 1 : 0
  return { width, height, touched, core, ring }
}

/** `mask` grown by `radius` px in every direction (a disc: Euclidean distance). */
function dilate(mask, width, height, radius) {
  if (radius <= 0) return mask.slice()
  const offsets = []
  const reach = Math.floor(radius)
  for (let dy = -reach; dy <= reach; dy++) {
    for (let dx = -reach; dx <= reach; dx++) {
      if (dx * dx + dy * dy <= radius * radius) offsets.push([dx, dy])
    }
  }
  const out = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue
      // Only edge pixels grow the mask: an inner pixel's disc is covered by its neighbours'.
      const isInner =
        x > 0 &&
        y > 0 &&
        x < width - 1 &&
        y < height - 1 &&
        mask[y * width + x - 1] &&
        mask[y * width + x + 1] &&
        mask[(y - 1) * width + x] &&
        mask[(y + 1) * width + x]
      out[y * width + x] = 1
      if (isInner) continue
      for (const [dx, dy] of offsets) {
        const nx = x + dx
        const ny = y + dy
        if (nx >= 0 && ny >= 0 && nx < width && ny < height) out[ny * width + nx] = 1
      }
    }
  }
  return out
}

/**
 * The worst contrast in `shot` (same clip as the masks) between the line's glyphs and their
 * surroundings, over square tiles `tile` device px wide: in each tile with enough of both, the
 * glyph pixels' and the ring's luminance ranges, and the contrast of their two closest values
 * (1 when the ranges overlap). A heart drawn over a glyph lightens the glyph; one passing under
 * the text without a halo darkens the ring; both show here.
 * @returns {{ ratio: number, x: number, y: number }} the worst ratio and its tile's corner
 */
export function worstGlyphContrast(shot, masks, { tile, least = 6 }) {
  const { width, height, core, ring } = masks
  let worst = { ratio: Infinity, x: 0, y: 0 }
  for (let ty = 0; ty < height; ty += tile) {
    for (let tx = 0; tx < width; tx += tile) {
      let glyphs = 0
      let around = 0
      let glyphLow = Infinity
      let glyphHigh = -Infinity
      let ringLow = Infinity
      let ringHigh = -Infinity
      for (let y = ty; y < Math.min(height, ty + tile); y++) {
        for (let x = tx; x < Math.min(width, tx + tile); x++) {
          const p = y * width + x
          if (!core[p] && !ring[p]) continue
          const i = p * 4
          const l = luminance(shot.data[i], shot.data[i + 1], shot.data[i + 2])
          if (core[p]) {
            glyphs++
            glyphLow = Math.min(glyphLow, l)
            glyphHigh = Math.max(glyphHigh, l)
          } else {
            around++
            ringLow = Math.min(ringLow, l)
            ringHigh = Math.max(ringHigh, l)
          }
        }
      }
      if (glyphs < least || around < least) continue
      let ratio = 1
      if (ringLow > glyphHigh) ratio = contrastRatio(ringLow, glyphHigh)
      else if (glyphLow > ringHigh) ratio = contrastRatio(glyphLow, ringHigh)
      if (ratio < worst.ratio) worst = { ratio, x: tx, y: ty }
    }
  }
  return worst
}
