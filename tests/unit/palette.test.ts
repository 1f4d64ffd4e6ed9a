import { describe, expect, test } from 'vitest'
import { HEART_PALETTE, HEART_PALETTE_EDGES, paletteIndex } from '../../src/particles/palette'
import heartFrag from '../../src/shaders/heart.frag.glsl?raw'

describe('heart palette', () => {
  test('tints pick each colour in its share of [0, 1)', () => {
    expect(paletteIndex(0)).toBe(0)
    let lower = 0
    for (let k = 0; k < HEART_PALETTE_EDGES.length; k++) {
      expect(paletteIndex(lower)).toBe(k)
      expect(paletteIndex(HEART_PALETTE_EDGES[k] - 1e-6)).toBe(k)
      lower = HEART_PALETTE_EDGES[k]
    }
  })

  test('mostly reds and pinks: white and gold together are under a tenth of the hearts', () => {
    const rare = HEART_PALETTE_EDGES.at(-1)! - HEART_PALETTE_EDGES.at(-3)!
    expect(rare).toBeLessThan(0.1)
  })

  test('the Canvas 2D colours and edges are the ones the shader draws with', () => {
    const rows = [
      ...heartFrag.matchAll(
        /if \(t < ([\d.]+)\) return vec3\(([^)]*)\)|return vec3\(([^)]*)\);\n\}/g,
      ),
    ]
    expect(rows).toHaveLength(HEART_PALETTE.length)
    rows.forEach((row, k) => {
      // The last colour is the shader's fall-through: its edge is 1.
      expect(Number(row[1] ?? 1)).toBeCloseTo(HEART_PALETTE_EDGES[k], 6)
      const glsl = (row[2] ?? row[3]).split(',').map((channel) => Number(channel) * 255)
      const hex = HEART_PALETTE[k]
      const css = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
      glsl.forEach((channel, c) => expect(Math.abs(channel - css[c])).toBeLessThanOrEqual(1.5))
    })
  })
})
