import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { isIdentifier, parseModule, textOf, walk, type SyntaxNode } from './syntaxTree'

const PARTICLES_DIR = new URL('../../src/particles/', import.meta.url)
const FILES = readdirSync(PARTICLES_DIR).filter((file) => file.endsWith('.ts'))
FILES.sort()

/** Browser globals, timers and clocks: none has a place in the simulation. */
const FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'performance',
  'requestAnimationFrame',
  'navigator',
  'globalThis',
  'setInterval',
  'setTimeout',
  'Date',
]

/** The string a module specifier node spells, or its source text when it is computed. */
function specifierOf(node: SyntaxNode, source: string): string {
  return node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : textOf(node, source)
}

type Scan = { errors: number; exports: number; specifiers: string[]; globals: string[] }

/**
 * What a module imports (static and dynamic imports, re-exports, require) and which of the
 * browser's globals its code reads, from its syntax tree.
 */
function scan(file: string, source: string): Scan {
  const { program, errors } = parseModule(file, source)
  const specifiers: string[] = []
  const globals = new Set<string>()
  let exports = 0
  walk(program, (node, parent, key) => {
    if (/^Export(?:Named|Default|All)Declaration$/.test(node.type)) exports++
    if (/^(?:Import|ExportNamed|ExportAll)Declaration$|^ImportExpression$/.test(node.type)) {
      if (node.source) specifiers.push(specifierOf(node.source as SyntaxNode, source))
    }
    if (node.type === 'CallExpression' && isIdentifier(node.callee, 'require')) {
      const [first] = node.arguments as SyntaxNode[]
      if (first) specifiers.push(specifierOf(first, source))
    }
    if (node.type === 'MemberExpression' && isIdentifier(node.object, 'Math')) {
      const property = node.property as SyntaxNode
      const name = node.computed ? property.value : property.name
      if (name === 'random') globals.add('Math.random')
    }
    if (node.type !== 'Identifier' || !FORBIDDEN_GLOBALS.includes(node.name as string)) return
    // `a.window` and `{ window: 1 }` name a property, not the global.
    const isPropertyName =
      (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
      (/^(?:Property|MethodDefinition|PropertyDefinition)$/.test(parent?.type ?? '') &&
        key === 'key' &&
        !parent?.computed)
    if (!isPropertyName) globals.add(node.name as string)
  })
  return { errors, exports, specifiers, globals: [...globals].sort() }
}

/** Specifiers that leave src/particles: anything but a sibling module. */
const foreignOf = (specifiers: string[]) => specifiers.filter((s) => !/^\.\/[\w.-]+$/.test(s))

test('the scan sees every kind of import and every forbidden global it looks for', () => {
  const sample = [
    "import { Vector3 } from 'three'",
    "import type { Props } from 'react'",
    "export { x } from '../scenes/x'",
    "export * from '@react-three/fiber'",
    "const lazy = import('react-dom')",
    "const old = require('three/addons')",
    "import { rng } from './rng'",
    'const a = window.innerWidth + document.body.clientWidth + navigator.maxTouchPoints',
    'const b = performance.now() + Date.now() + new Date().getTime() + Math.random()',
    "const c = Math['random']",
    'requestAnimationFrame(f); setTimeout(f); setInterval(f); globalThis.x = 1',
    'export const d = 1',
  ].join('\n')
  expect(scan('sample.ts', sample)).toEqual({
    errors: 0,
    exports: 3,
    specifiers: [
      'three',
      'react',
      '../scenes/x',
      '@react-three/fiber',
      'react-dom',
      'three/addons',
      './rng',
    ],
    globals: ['Date', 'Math.random', ...FORBIDDEN_GLOBALS.filter((g) => g !== 'Date')].sort(),
  })
  const harmless = [
    '// window, document and Math.random() in a comment',
    "const text = 'window document Date'",
    'type Clock = { window: number; now: () => Date }',
    'export function f(o: { window: number }, at: Date): number { return o.window }',
    'const box = { document: 1, performance: 2 }',
  ].join('\n')
  expect(scan('harmless.ts', harmless)).toEqual({
    errors: 0,
    exports: 1,
    specifiers: [],
    globals: [],
  })
})

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
  const result = scan(file, readFileSync(new URL(file, PARTICLES_DIR), 'utf8'))

  test('parses, and exports something', () => {
    expect(result.errors).toBe(0)
    expect(result.exports).toBeGreaterThan(0)
  })

  test('runs without React, three.js or @react-three: it imports only sibling particle modules', () => {
    expect(foreignOf(result.specifiers)).toEqual([])
  })

  test('needs no browser: no window, document, timers or clocks, and no Math.random', () => {
    expect(result.globals).toEqual([])
  })
})

// ---- The layers: app → pages → stage → scenes / fallback2d → particles / shaders ----

const SRC_DIR = new URL('../../src/', import.meta.url)

/** What each folder must never import from, as oxlint's no-restricted-imports also says. */
const FORBIDDEN_LAYERS: Record<string, string[]> = {
  pages: ['app', 'scenes', 'fallback2d'],
  stage: ['app', 'pages'],
  scenes: ['app', 'pages', 'stage', 'fallback2d'],
  fallback2d: ['app', 'pages', 'stage', 'scenes'],
  ui: ['app', 'pages', 'stage', 'scenes', 'fallback2d'],
  particles: ['app', 'pages', 'stage', 'scenes', 'fallback2d', 'ui', 'config', 'share'],
  // The link reads their lists (languages, occasions, tunes); they never read the link.
  texts: ['share'],
  occasions: ['share'],
  music: ['share'],
}

function sourcesUnder(folder: string): string[] {
  return readdirSync(new URL(`${folder}/`, SRC_DIR), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`)
}

/** The src folder a relative specifier in `file` lands in ('' when it leaves src or is a package). */
function folderOf(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return ''
  const target = new URL(specifier, new URL(file, SRC_DIR)).pathname
  const root = SRC_DIR.pathname
  return target.startsWith(root) ? target.slice(root.length).split('/')[0] : ''
}

describe.each(Object.entries(FORBIDDEN_LAYERS))('src/%s', (folder, forbidden) => {
  test(`imports nothing from ${forbidden.join(', ')}`, () => {
    const crossings = sourcesUnder(folder).flatMap((file) =>
      scan(file, readFileSync(new URL(file, SRC_DIR), 'utf8'))
        .specifiers.filter((specifier) => forbidden.includes(folderOf(file, specifier)))
        .map((specifier) => `${file} → ${specifier}`),
    )
    expect(crossings).toEqual([])
  })
})

test('the layer check sees a crossing', () => {
  expect(folderOf('scenes/ClickBurst.tsx', '../stage/sceneLink')).toBe('stage')
  expect(folderOf('pages/create/QrCard.tsx', '../../app/routes')).toBe('app')
  expect(folderOf('scenes/ClickBurst.tsx', './HeartInstances')).toBe('scenes')
  expect(folderOf('scenes/ClickBurst.tsx', 'three')).toBe('')
})

// ---- The import graph: no circle (type-only imports count too), no arrow out of src ----

/** The module a relative specifier of `file` names, as a path under src ('' outside src). */
function moduleOf(file: string, specifier: string, files: ReadonlySet<string>): string {
  const target = new URL(specifier, new URL(file, SRC_DIR)).pathname
  if (!target.startsWith(SRC_DIR.pathname)) return ''
  const base = target.slice(SRC_DIR.pathname.length).replace(/\.js$/, '')
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => files.has(f))
  return found ?? base
}

/** Every circle in `graph`, each once, as the modules along it. */
function circlesIn(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const circles: string[][] = []
  const done = new Set<string>()
  const path: string[] = []
  const visit = (node: string) => {
    const at = path.indexOf(node)
    if (at >= 0) return void circles.push([...path.slice(at), node])
    if (done.has(node)) return
    path.push(node)
    for (const next of graph.get(node) ?? []) visit(next)
    path.pop()
    done.add(node)
  }
  for (const node of [...graph.keys()].sort()) visit(node)
  return circles
}

const ALL_SOURCES = readdirSync(SRC_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.tsx?$/.test(file),
)
const IMPORTS = new Map(
  ALL_SOURCES.map((file) => [
    file,
    scan(file, readFileSync(new URL(file, SRC_DIR), 'utf8')).specifiers.filter((s) =>
      s.startsWith('.'),
    ),
  ]),
)

test('no module of src imports itself back, even through types', () => {
  const files = new Set(ALL_SOURCES)
  const graph = new Map(
    [...IMPORTS].map(([file, specifiers]) => [
      file,
      specifiers.map((specifier) => moduleOf(file, specifier, files)).filter(Boolean),
    ]),
  )
  expect(circlesIn(graph)).toEqual([])
})

test('runtime code reaches nothing outside src (site/ is build code)', () => {
  const files = new Set(ALL_SOURCES)
  const outward = [...IMPORTS].flatMap(([file, specifiers]) =>
    specifiers.filter((s) => moduleOf(file, s, files) === '').map((s) => `${file} → ${s}`),
  )
  expect(outward).toEqual([])
})

test('the graph checks see a circle and an arrow out of src', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', ['a.ts']],
  ])
  expect(circlesIn(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']])
  const files = new Set(['settings/pages.ts', 'settings/sitePage.ts'])
  expect(moduleOf('settings/pages.ts', './sitePage.js', files)).toBe('settings/sitePage.ts')
  expect(moduleOf('settings/tagManager.ts', '../../site/csp.js', files)).toBe('')
})
