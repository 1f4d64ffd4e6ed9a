import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

// Engine-specific defects of the style sheets, read from their text: the engines the browser
// tests drive all have dynamic viewport units and paint-order on text, so only this sees the gaps.
// The app's sheet, and the typed fields' own (/create's and the lock's).
const css = ['app/styles.css', 'early/textInput.css']
  .map((file) => readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'))
  .join('\n')

/** Each rule's selector and body, @-rule bodies flattened with their condition kept. */
function rules(text: string) {
  const found: Array<{ selector: string; body: string; condition: string }> = []
  const pattern = /(@supports[^{]+)\{((?:[^{}]*\{[^}]*\})*)\s*\}|([^{}@]+)\{([^}]*)\}/g
  for (const match of text.replaceAll(/\/\*[\s\S]*?\*\//g, '').matchAll(pattern)) {
    if (match[1]) {
      for (const inner of match[2].matchAll(/([^{}]+)\{([^}]*)\}/g)) {
        found.push({ selector: inner[1].trim(), body: inner[2], condition: match[1].trim() })
      }
    } else found.push({ selector: match[3].trim(), body: match[4], condition: '' })
  }
  return found
}

describe('the style sheet on other engines', () => {
  test('every 100dvh has a 100vh before it, for engines without dynamic viewport units', () => {
    const uses = rules(css).filter((rule) => rule.body.includes('100dvh'))
    expect(uses.length).toBeGreaterThan(0)
    for (const rule of uses) {
      expect(rule.body, rule.selector).toMatch(/min-height:\s*100vh;\s*min-height:\s*100dvh/)
    }
  })

  test('the halo stroke is set only where paint-order reaches HTML text', () => {
    const strokes = rules(css).filter((rule) => rule.body.includes('-webkit-text-stroke'))
    expect(strokes.map((rule) => rule.condition)).toEqual([
      '@supports (color: light-dark(#000, #fff))',
    ])
    const lines = rules(css).filter((rule) => rule.selector === '.love-line' && !rule.condition)
    expect(lines.map((rule) => rule.body).join(''), 'the plate elsewhere').toMatch(
      /background: var\(--plate\)/,
    )
  })

  test('form fields have text of 16 px or more (iOS zooms into smaller ones)', () => {
    const fields = rules(css).filter((rule) => /input|textarea|select/.test(rule.selector))
    expect(fields.length).toBeGreaterThan(0)
    for (const rule of fields) {
      for (const size of rule.body.matchAll(/font-size:\s*([\d.]+)(rem|px)/g)) {
        const px = Number(size[1]) * (size[2] === 'rem' ? 16 : 1)
        expect(px, rule.selector).toBeGreaterThanOrEqual(16)
      }
    }
  })
})
