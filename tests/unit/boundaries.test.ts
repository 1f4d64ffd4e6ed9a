import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const PARTICLES_DIR = new URL('../../src/particles/', import.meta.url)
const FILES = readdirSync(PARTICLES_DIR).filter((file) => file.endsWith('.ts'))
FILES.sort()

/** Source text without comments (doc comments may name what the code must not use). */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')
}

function importSpecifiers(code: string): string[] {
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]/g,
  ]
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]))
}

const FORBIDDEN_GLOBALS: [string, RegExp][] = [
  ['Math.random', /\bMath\s*\.\s*random\b/],
  ['window', /\bwindow\b/],
  ['document', /\bdocument\b/],
  ['performance', /\bperformance\b/],
  ['requestAnimationFrame', /\brequestAnimationFrame\b/],
  ['navigator', /\bnavigator\b/],
  ['globalThis', /\bglobalThis\b/],
  ['setInterval', /\bsetInterval\b/],
  ['setTimeout', /\bsetTimeout\b/],
  ['Date', /\bDate\b/],
]

test('the particle folder holds the whole simulation', () => {
  expect(FILES).toEqual(
    expect.arrayContaining([
      'burstMotion.ts',
      'burstPool.ts',
      'clickProjection.ts',
      'constants.ts',
      'heartMotion.ts',
      'heartPool.ts',
      'rng.ts',
      'time.ts',
    ]),
  )
})

describe.each(FILES)('src/particles/%s', (file) => {
  const source = readFileSync(new URL(file, PARTICLES_DIR), 'utf8')
  const code = stripComments(source)

  test('is real code once comments are stripped', () => {
    expect(code).toMatch(/\bexport\s+(?:function|const|type)\b/)
  })

  test('runs without React, three.js or @react-three: it imports only sibling particle modules', () => {
    const specifiers = importSpecifiers(code)
    const foreign = specifiers.filter((s) => !/^\.\/[\w.-]+$/.test(s))
    expect(foreign).toEqual([])
    const frameworks = specifiers.filter((s) =>
      /^(?:react|react-dom|three)(?:\/|$)|^@react-three\//.test(s),
    )
    expect(frameworks).toEqual([])
  })

  test('needs no browser: no window, document, timers or clocks, and no Math.random', () => {
    const used = FORBIDDEN_GLOBALS.filter(([, pattern]) => pattern.test(code)).map(([name]) => name)
    expect(used).toEqual([])
  })
})
