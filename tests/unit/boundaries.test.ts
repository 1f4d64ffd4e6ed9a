import { readdirSync, readFileSync, statSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { isIdentifier, parseModule, textOf, walk, type SyntaxNode } from './syntaxTree'
import { EARLY_LINK_ENTRY, EARLY_PRESS_ENTRY, EARLY_SEALED_ENTRY } from '../../site/prerender'

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
      'latest.ts',
      'rng.ts',
      'sceneDriver.ts',
      'startBurst.ts',
      'time.ts',
    ]),
  )
  // The hand-off from a page to whoever draws is the stage's (src/stage/burstChannel.ts): the
  // simulation only keeps the latest press for its next frame.
  expect(FILES).not.toContain('burstChannel.ts')
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

// ---- The import graph of src: every module's relative imports, as modules under src ----

const SRC_DIR = new URL('../../src/', import.meta.url)

/** The module a relative specifier of `file` names, as a path under src ('' outside src). */
function moduleOf(file: string, specifier: string, files: ReadonlySet<string>): string {
  const target = new URL(specifier, new URL(file, SRC_DIR)).pathname
  if (!target.startsWith(SRC_DIR.pathname)) return ''
  const base = target.slice(SRC_DIR.pathname.length).replace(/\.js$/, '')
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => files.has(f))
  return found ?? base
}

const SRC_ENTRIES = readdirSync(SRC_DIR, { recursive: true, encoding: 'utf8' })
const ALL_SOURCES = SRC_ENTRIES.filter((file) => /\.tsx?$/.test(file))
const SOURCE_SET = new Set(ALL_SOURCES)
const IMPORTS = new Map(
  ALL_SOURCES.map((file) => [
    file,
    scan(file, readFileSync(new URL(file, SRC_DIR), 'utf8')).specifiers.filter((s) =>
      s.startsWith('.'),
    ),
  ]),
)

// ---- The layers: every folder of src has one, and imports point only down ----

/**
 * Where a layer sits: a module imports from its own layer or from a lower rank, never from a
 * higher one or sideways (another layer of its rank). `onlyFrom` makes a layer private to the
 * layers named: the WebGL scene and its 2D fallback are reached only through the stage, which
 * loads them in the worker's bundle (the oxlint `no-restricted-imports` rules say the same).
 */
type Layer = { readonly rank: number; readonly onlyFrom?: readonly string[] }

/**
 * Every folder of src, lowest first, as the code draws it (the folders' import graph, issue 53).
 * A subfolder is in its parent's layer unless it is named here (so `share/steps/` is the link's,
 * `pages/story/steps/` the pages'); a folder in no layer fails, so a new one must be placed.
 */
const LAYERS: Readonly<Record<string, Layer>> = {
  // The simulation, framework-free; the shaders' GLSL text.
  particles: { rank: 0 },
  shaders: { rank: 0 },
  // Leaves over the simulation: the tunes, the occasions (their palettes are the particles'), the
  // shared React bits (heart colours, calm, analytics).
  music: { rank: 1 },
  occasions: { rank: 1 },
  ui: { rank: 1 },
  // The catalogues (they name tunes and occasions); the scene and its 2D fallback.
  texts: { rank: 2 },
  scenes: { rank: 2, onlyFrom: ['stage', 'debug'] },
  fallback2d: { rank: 2, onlyFrom: ['stage'] },
  // The link (it reads the catalogues' lists, never a page or the build's settings); the dev
  // overlay, which inspects the scene's meshes and registers itself into it (devSceneTools.ts).
  share: { rank: 3 },
  // The lock (issue 55): the link's container sealed and opened; above the link it seals, below
  // the pages (/create and the sealed page) that load it.
  'share/lock': { rank: 3.5 },
  debug: { rank: 3 },
  // The build's settings (its own page, made from the link's rules); the stage that hosts the
  // scene.
  settings: { rank: 4 },
  stage: { rank: 4 },
  // The early scripts (a share page's words, a locked link's question, painted before the app)
  // with what they and the pages paint alike; the build (site/) reads them too.
  early: { rank: 4 },
  pages: { rank: 5 },
  // The router and the app's start.
  app: { rank: 6 },
}

/**
 * The imports that cross a layer upward, each with why (`file → specifier`, as written). An
 * exception no import takes any more fails too, so the list stays true.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {}

/** The layer a module or folder under src is in: its deepest named folder, or undefined. */
function layerOf(path: string): string | undefined {
  const folders = path.split('/').slice(0, -1)
  for (let depth = folders.length; depth > 0; depth--) {
    const name = folders.slice(0, depth).join('/')
    if (LAYERS[name]) return name
  }
  return undefined
}

/**
 * Why `from` may not import `to` (modules under src), or undefined when it may: a module in no
 * layer, a higher or sideways layer, or a layer private to others.
 */
function crossingOf(from: string, to: string): string | undefined {
  const [source, target] = [layerOf(from), layerOf(to)]
  if (!source || !target) return `${source ? to : from} is in no layer`
  if (source === target) return undefined
  const [low, high] = [LAYERS[target], LAYERS[source]]
  if (low.rank > high.rank)
    return `${source} (${high.rank}) imports ${target} (${low.rank}), above it`
  if (low.rank === high.rank) return `${source} and ${target} are beside each other (${low.rank})`
  if (low.onlyFrom && !low.onlyFrom.includes(source)) {
    return `${target} is reached only from ${low.onlyFrom.join(', ')}`
  }
  return undefined
}

/** Every import across a layer that it may not make, as `file → specifier: why`. */
function crossingsIn(imports: ReadonlyMap<string, readonly string[]>, files: ReadonlySet<string>) {
  return [...imports].flatMap(([file, specifiers]) =>
    specifiers.flatMap((specifier) => {
      const target = moduleOf(file, specifier, files)
      const why = target === '' ? undefined : crossingOf(file, target)
      return why ? [`${file} → ${specifier}: ${why}`] : []
    }),
  )
}

const FOLDERS = SRC_ENTRIES.filter((entry) =>
  statSync(new URL(entry, SRC_DIR)).isDirectory(),
).sort()

test('every folder of src is in a layer, and every layer named is a folder', () => {
  expect(FOLDERS.filter((folder) => !layerOf(`${folder}/x.ts`))).toEqual([])
  expect(Object.keys(LAYERS).filter((name) => !FOLDERS.includes(name))).toEqual([])
})

test('no module imports from a layer above its own, beside it, or private to others', () => {
  const crossings = crossingsIn(IMPORTS, SOURCE_SET)
  const unexplained = crossings.filter((crossing) => !(crossing.split(':')[0] in EXCEPTIONS))
  expect(unexplained).toEqual([])
  const taken = new Set(crossings.map((crossing) => crossing.split(':')[0]))
  expect(Object.keys(EXCEPTIONS).filter((exception) => !taken.has(exception))).toEqual([])
})

test('the layer check sees an import up, beside, into a private layer, or from no layer', () => {
  const files = new Set([
    'particles/heartPool.ts',
    'scenes/ClickBurst.tsx',
    'share/format.ts',
    'share/steps/letter.ts',
    'pages/StoryPage.tsx',
    'pages/story/steps/LetterView.tsx',
    'pages/create/steps/LetterEditor.tsx',
    'texts/vi/site.ts',
    'stage/HeartStage.tsx',
    'fallback2d/Fallback.tsx',
    'extras/new.ts',
  ])
  const crossings = (imports: Record<string, string[]>) =>
    crossingsIn(new Map(Object.entries(imports)), files).map((line) => line.split(':')[0])
  expect(
    crossings({
      'particles/heartPool.ts': ['../scenes/ClickBurst'],
      'share/format.ts': ['../pages/StoryPage.js'],
      'share/steps/letter.ts': ['../../pages/story/steps/LetterView'],
      'texts/vi/site.ts': ['../../pages/StoryPage', '../../share/format'],
      'pages/StoryPage.tsx': ['../scenes/ClickBurst', './story/steps/LetterView'],
      'scenes/ClickBurst.tsx': ['../fallback2d/Fallback'],
      'extras/new.ts': ['../particles/heartPool'],
    }),
  ).toEqual([
    'particles/heartPool.ts → ../scenes/ClickBurst',
    'share/format.ts → ../pages/StoryPage.js',
    'share/steps/letter.ts → ../../pages/story/steps/LetterView',
    'texts/vi/site.ts → ../../pages/StoryPage',
    'texts/vi/site.ts → ../../share/format',
    'pages/StoryPage.tsx → ../scenes/ClickBurst',
    'scenes/ClickBurst.tsx → ../fallback2d/Fallback',
    'extras/new.ts → ../particles/heartPool',
  ])
  // Down, within a layer (a new subfolder inherits its parent's), and through the stage: fine.
  expect(
    crossings({
      'pages/create/steps/LetterEditor.tsx': ['../../../share/steps/letter', '../../StoryPage'],
      'share/steps/letter.ts': ['../format', '../../texts/vi/site'],
      'stage/HeartStage.tsx': ['../scenes/ClickBurst', '../fallback2d/Fallback'],
    }),
  ).toEqual([])
  expect(layerOf('pages/story/steps/LetterView.tsx')).toBe('pages')
  expect(layerOf('main.tsx')).toBeUndefined()
})

// ---- No circle (type-only imports count too), no arrow out of src ----

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

test('no module of src imports itself back, even through types', () => {
  const graph = new Map(
    [...IMPORTS].map(([file, specifiers]) => [
      file,
      specifiers.map((specifier) => moduleOf(file, specifier, SOURCE_SET)).filter(Boolean),
    ]),
  )
  expect(circlesIn(graph)).toEqual([])
})

test('runtime code reaches nothing outside src (site/ is build code)', () => {
  const outward = [...IMPORTS].flatMap(([file, specifiers]) =>
    specifiers.filter((s) => moduleOf(file, s, SOURCE_SET) === '').map((s) => `${file} → ${s}`),
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

// ---- The arrows that ran the wrong way (issue 56), each kept from coming back ----

const SITE_DIR = new URL('../../site/', import.meta.url)
const SITE_FILES = readdirSync(SITE_DIR).filter((file) => file.endsWith('.ts'))

/**
 * What the build's code (site/) may read of src: the early scripts' data and entries, the build's
 * settings, the link's rules, the catalogues and the occasions' palettes; never a page, the app or
 * the scene.
 */
const SITE_READS = new Set(['early', 'settings', 'share', 'share/lock', 'texts', 'occasions'])

/**
 * Every file of src a module of site/ takes in: its imports, and the files it reads by address
 * (`new URL('../src/…', import.meta.url)`). The entries it builds, named by path from the root
 * ('src/app/prerender.tsx'), are the app's own and not counted.
 */
function srcFilesOf(file: string): string[] {
  const source = readFileSync(new URL(file, SITE_DIR), 'utf8')
  const read = [...source.matchAll(/new URL\(\s*'\.\.\/(src\/[^']+)'/g)].map(([, path]) => path)
  const imported = scan(file, source).specifiers.filter((specifier) =>
    specifier.startsWith('../src/'),
  )
  return [...imported.map((specifier) => specifier.slice('../'.length)), ...read]
}

test('the build (site/) takes in the early scripts, the settings and the link, never a page', () => {
  const reads = SITE_FILES.flatMap((file) => srcFilesOf(file).map((path) => [file, path]))
  expect(reads.map(([, path]) => path)).toEqual(
    expect.arrayContaining([
      'src/early/earlyLink.js',
      'src/early/earlySealed.js',
      'src/early/earlyStory.js',
      'src/early/textInput.css',
      'src/early/lockForm.css',
    ]),
  )
  const strays = reads.filter(([, path]) => !SITE_READS.has(layerOf(path.slice(4)) ?? ''))
  expect(strays.map(([file, path]) => `${file} → ${path}`)).toEqual([])
  // What it builds as the early scripts is theirs too.
  expect(EARLY_LINK_ENTRY).toMatch(/^src\/early\//)
  expect(EARLY_SEALED_ENTRY).toMatch(/^src\/early\//)
  expect(EARLY_PRESS_ENTRY).toMatch(/^src\/early\//)
})

/** The modules that read a fragment: the link's decoder, its inflater, the opened locked links. */
const FRAGMENT_READERS = [
  'share/format.ts',
  'share/inflateLink.ts',
  'share/openedLinks.ts',
  'share/lock/sealedLink.ts',
]

/** Every module `file` reaches through its imports, itself included. */
function reachOf(file: string): Set<string> {
  const reached = new Set<string>()
  const visit = (module: string) => {
    if (reached.has(module)) return
    reached.add(module)
    for (const specifier of IMPORTS.get(module) ?? []) {
      visit(moduleOf(module, specifier, SOURCE_SET))
    }
  }
  visit(file)
  return reached
}

test("the build's settings read no link: settings/ reaches no fragment reader", () => {
  expect(FRAGMENT_READERS.filter((reader) => !SOURCE_SET.has(reader))).toEqual([])
  const readers = ALL_SOURCES.filter((file) => file.startsWith('settings/')).flatMap((file) =>
    FRAGMENT_READERS.filter((reader) => reachOf(file).has(reader)).map((r) => `${file} → ${r}`),
  )
  expect(readers).toEqual([])
})

test('the scene never imports the dev tools: they register themselves (scenes/devSceneTools.ts)', () => {
  const toDebug = ALL_SOURCES.filter((file) => file.startsWith('scenes/')).flatMap((file) =>
    [...reachOf(file)].filter((module) => module.startsWith('debug/')).map((m) => `${file} → ${m}`),
  )
  expect(toDebug).toEqual([])
  expect(Object.keys(EXCEPTIONS)).toEqual([])
})
