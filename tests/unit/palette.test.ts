import { describe, expect, test } from 'vitest'
import { BURST_BACK_LIGHT } from '../../src/particles/constants'
import {
  createLitPalette,
  createPaletteDefines,
  HEART_PALETTE,
  HEART_PALETTE_EDGES,
  paletteIndex,
} from '../../src/particles/palette'
import { createSeededRng } from '../../src/particles/rng'
import heartFrag from '../../src/shaders/heart.frag.glsl?raw'

/** The 0..255 channels of a CSS hex colour. */
function bytesOf(hex: string): number[] {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
}

/** The body of the fragment shader's palette function, without comments. */
function glslPaletteBody(): string {
  const code = heartFrag.replace(/\/\/.*$/gm, '')
  return /vec3 palette\(float t\) \{([\s\S]*?)\n\}/.exec(code)?.[1] ?? ''
}

/**
 * The colour the fragment shader picks for `tint`: its `if (t < EDGE) return COLOUR;` chain run
 * with the material's defines substituted, as the GLSL compiler would.
 */
function glslColour(tint: number, defines: Record<string, string>, body: string): string {
  for (const line of body.split('\n')) {
    const branch = /if \(t < (\w+)\) return (\w+);/.exec(line)
    if (branch) {
      if (tint < Number(defines[branch[1]])) return defines[branch[2]]
      continue
    }
    const last = /return (\w+);/.exec(line)
    if (last) return defines[last[1]]
  }
  return 'no colour'
}

/** A `vec3(r, g, b)` define as 0..255 channels. */
function bytesOfVec3(glsl: string): number[] {
  const channels = /^vec3\(([^)]*)\)$/.exec(glsl)?.[1].split(',') ?? []
  return channels.map((channel) => Number(channel) * 255)
}

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

  test('the edges rise to 1, one per colour', () => {
    expect(HEART_PALETTE_EDGES).toHaveLength(HEART_PALETTE.length)
    expect(HEART_PALETTE_EDGES.at(-1)).toBe(1)
    for (let k = 1; k < HEART_PALETTE_EDGES.length; k++) {
      expect(HEART_PALETTE_EDGES[k]).toBeGreaterThan(HEART_PALETTE_EDGES[k - 1])
    }
  })
})

describe('the palette reaches the shader as defines', () => {
  test('each colour is its hex bytes / 255, written as a GLSL vec3 of floats', () => {
    const defines = createPaletteDefines(HEART_PALETTE)
    for (let k = 0; k < HEART_PALETTE.length; k++) {
      const glsl = defines[`HEART_PALETTE_${k}`]
      // Every channel has a decimal point: GLSL will not take 1 where a float is due.
      expect(glsl).toMatch(/^vec3\(\d*\.\d+, \d*\.\d+, \d*\.\d+\)$/)
      const expected = bytesOf(HEART_PALETTE[k])
      bytesOfVec3(glsl).forEach((channel, c) => expect(channel).toBeCloseTo(expected[c], 6))
    }
  })

  test('each edge but the last is a GLSL float; the last colour needs none', () => {
    const defines = createPaletteDefines(HEART_PALETTE)
    for (let k = 0; k < HEART_PALETTE_EDGES.length - 1; k++) {
      const glsl = defines[`HEART_PALETTE_EDGE_${k}`]
      expect(glsl).toMatch(/^\d*\.\d+$/)
      expect(Number(glsl)).toBe(HEART_PALETTE_EDGES[k])
    }
    expect(Object.keys(defines)).toHaveLength(HEART_PALETTE.length * 2 - 1)
  })

  test('the shader picks the same colour as the Canvas 2D fallback for every tint', () => {
    const defines = createPaletteDefines(HEART_PALETTE)
    const rng = createSeededRng(1)
    const tints = [0, ...HEART_PALETTE_EDGES.slice(0, -1), 0.999999]
    for (let i = 0; i < 2000; i++) tints.push(rng())
    for (const edge of HEART_PALETTE_EDGES) tints.push(edge - 1e-6)
    const body = glslPaletteBody()
    const differing = tints.filter(
      (tint) =>
        bytesOfVec3(glslColour(tint, defines, body))
          .map(Math.round)
          .join() !== bytesOf(HEART_PALETTE[paletteIndex(tint)]).join(),
    )
    expect(differing).toEqual([])
  })

  test('the shader keeps no copy of the table: its palette function has no number in it', () => {
    const body = glslPaletteBody()
    expect(body).toContain('HEART_PALETTE_0')
    expect(body.match(/\d*\.\d+|\b\d+\b/g)).toBeNull()
  })
})

describe('the lit back of a burst heart', () => {
  test('each back colour is its front mixed 35% toward white: lighter, never darker', () => {
    expect(BURST_BACK_LIGHT).toBe(0.35)
    const backs = createLitPalette(HEART_PALETTE, BURST_BACK_LIGHT)
    expect(backs).toHaveLength(HEART_PALETTE.length)
    HEART_PALETTE.forEach((front, k) => {
      const back = bytesOf(backs[k])
      bytesOf(front).forEach((channel, c) => {
        expect(back[c]).toBe(Math.round(channel + (255 - channel) * 0.35))
        expect(back[c]).toBeGreaterThanOrEqual(channel)
      })
    })
    expect(backs[0]).toBe('#ed6583')
    expect(createLitPalette(HEART_PALETTE, 0.01)[0]).toBe('#e31442')
    expect(backs.every((hex) => /^#[0-9a-f]{6}$/.test(hex))).toBe(true)
  })

  test('a lit palette at 0 is the palette, at 1 all white', () => {
    expect(createLitPalette(HEART_PALETTE, 0)).toEqual([...HEART_PALETTE])
    expect(createLitPalette(HEART_PALETTE, 1).every((hex) => hex === '#ffffff')).toBe(true)
  })
})
