import { describe, expect, test } from 'vitest'
import { OCCASION_PALETTES, paletteProperties } from '../../src/occasions/palettes'
import { OCCASIONS, type Occasion } from '../../src/occasions/occasions'
import {
  compositeOver,
  contrastRatio,
  parseColour,
  relativeLuminance,
  type Rgba,
} from '../support/contrast'

/** WCAG AA for text, and for a non-text mark such as the focus ring. */
const TEXT_MIN = 4.5
const MARK_MIN = 3
/** The hearts that make most of a page (the first four, 91% of them) against its background. */
const HEART_MIN = 1.5

// The link notice: white at 90% over the page, with accentDeep text.
const NOTICE = 'rgb(255 255 255 / 90%)'

/** Every pair a page shows, with what it must reach: [what, foreground, background, minimum]. */
function pairsOf(occasion: Occasion) {
  const { page, hearts } = OCCASION_PALETTES[occasion]
  const plate = compositeOver(page.plate, page.background)
  const notice = compositeOver(NOTICE, page.background)
  const pairs: [string, string, string | Rgba, number][] = [
    ['text on background', page.text, page.background, TEXT_MIN],
    ['text on glow', page.text, page.glow, TEXT_MIN],
    ['text on halo', page.text, page.halo, TEXT_MIN],
    ['line on halo', page.line, page.halo, TEXT_MIN],
    ['line on plate', page.line, plate, TEXT_MIN],
    ['onAccent on accent', page.onAccent, page.accent, TEXT_MIN],
    ['onAccent on accentDeep', page.onAccent, page.accentDeep, TEXT_MIN],
    ['accentDeep on white', page.accentDeep, '#ffffff', TEXT_MIN],
    ['accentDeep on the notice', page.accentDeep, notice, TEXT_MIN],
    ['focus on background', page.focus, page.background, MARK_MIN],
  ]
  // Today's pale pink heart (#ffbdd1) is 1.31:1 on its blush: `none` keeps it, the rest do better.
  if (occasion !== 'none') {
    for (let k = 0; k < 4; k++) {
      pairs.push([`heart ${k} on background`, hearts[k], page.background, HEART_MIN])
    }
  }
  return pairs
}

describe('the contrast helper', () => {
  test('measures the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#123456', '#123456')).toBe(1)
    expect(relativeLuminance('#ffffff')).toBe(1)
    expect(relativeLuminance('#000')).toBe(0)
  })

  test('composites an alpha colour over what it sits on', () => {
    expect(compositeOver('rgb(255 255 255 / 50%)', '#000000')).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    })
    expect(compositeOver('rgb(10 20 30 / 100%)', '#ffffff')).toEqual(parseColour('#0a141e'))
  })

  test('reads the palettes’ forms and refuses anything else', () => {
    expect(parseColour('#ff0080')).toEqual({ r: 255, g: 0, b: 128, a: 1 })
    expect(parseColour('#f08')).toEqual({ r: 255, g: 0, b: 136, a: 1 })
    expect(parseColour('rgb(255 247 249 / 94%)')).toEqual({ r: 255, g: 247, b: 249, a: 0.94 })
    for (const bad of ['#ff008', 'red', 'rgb(256 0 0 / 10%)', 'rgb(0 0 0 / 101%)', 'rgb(1,2,3)']) {
      expect(parseColour(bad), bad).toBeUndefined()
    }
  })
})

describe('the occasion palettes', () => {
  test('every occasion has a palette, and `none` is today’s, exactly', () => {
    expect(Object.keys(OCCASION_PALETTES).sort()).toEqual([...OCCASIONS].sort())
    expect(OCCASION_PALETTES.none).toEqual({
      scheme: 'light',
      page: {
        background: '#ffe4ec',
        glow: '#ffd3e0',
        halo: '#fff7f9',
        plate: 'rgb(255 247 249 / 94%)',
        haloGlow: 'rgb(255 247 249 / 85%)',
        text: '#3f0d1c',
        line: '#b0102d',
        accent: '#e11d48',
        accentDeep: '#9f1239',
        onAccent: '#fff',
        focus: '#1d4ed8',
      },
      hearts: ['#e31240', '#ff386b', '#ff78a3', '#ffbdd1', '#fff7f7', '#ffc757'],
    })
    expect(paletteProperties(OCCASION_PALETTES.none)).toContainEqual(['--accent-deep', '#9f1239'])
  })

  test('every colour is #rrggbb, but the plate and the halo’s glow, which are rgb(… / NN%)', () => {
    for (const occasion of OCCASIONS) {
      if (occasion === 'none') continue // today's onAccent is '#fff', and stays so
      const { page, hearts } = OCCASION_PALETTES[occasion]
      for (const [role, colour] of Object.entries(page)) {
        const form =
          role === 'plate' || role === 'haloGlow'
            ? /^rgb\(\d+ \d+ \d+ \/ \d+%\)$/
            : /^#[0-9a-f]{6}$/
        expect(colour, `${occasion}.${role}`).toMatch(form)
      }
      for (const colour of hearts) expect(colour, `${occasion} heart`).toMatch(/^#[0-9a-f]{6}$/)
    }
    for (const occasion of OCCASIONS) {
      const { page, hearts } = OCCASION_PALETTES[occasion]
      for (const colour of [...Object.values(page), ...hearts]) {
        expect(parseColour(colour), `${occasion}: ${colour}`).toBeDefined()
      }
      expect(hearts).toHaveLength(6)
    }
  })

  test.each(OCCASIONS)('%s: every pair it shows is legible', (occasion) => {
    for (const [what, foreground, background, minimum] of pairsOf(occasion)) {
      expect(contrastRatio(foreground, background), `${occasion}: ${what}`).toBeGreaterThanOrEqual(
        minimum,
      )
    }
  })

  test('a dark palette says so, and has a dark halo under light text', () => {
    for (const occasion of OCCASIONS) {
      const { scheme, page } = OCCASION_PALETTES[occasion]
      const isDark = relativeLuminance(page.background) < relativeLuminance(page.text)
      expect(scheme, occasion).toBe(isDark ? 'dark' : 'light')
      expect(relativeLuminance(page.halo) < relativeLuminance(page.line), occasion).toBe(isDark)
    }
    expect(OCCASION_PALETTES['mid-autumn'].scheme).toBe('dark')
  })

  test('Trung Thu’s night is the darkest page, a birthday’s cream the lightest', () => {
    const byLuminance = [...OCCASIONS].sort(
      (a, b) =>
        relativeLuminance(OCCASION_PALETTES[a].page.background) -
        relativeLuminance(OCCASION_PALETTES[b].page.background),
    )
    expect(byLuminance[0]).toBe('mid-autumn')
    expect(byLuminance[byLuminance.length - 1]).toBe('birthday')
  })

  test('no two occasions share a background, a love line, an accent or hearts', () => {
    for (const pick of [
      (occasion: Occasion) => OCCASION_PALETTES[occasion].page.background,
      (occasion: Occasion) => OCCASION_PALETTES[occasion].page.line,
      (occasion: Occasion) => OCCASION_PALETTES[occasion].page.accent,
      (occasion: Occasion) => OCCASION_PALETTES[occasion].hearts.join(),
    ]) {
      expect(new Set(OCCASIONS.map(pick)).size).toBe(OCCASIONS.length)
    }
  })
})
