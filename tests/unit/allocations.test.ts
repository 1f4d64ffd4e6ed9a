import { readdirSync, readFileSync } from 'node:fs'
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, test } from 'vitest'
import { isIdentifier, parseModule, walk, type SyntaxNode } from './syntaxTree'
import { writeClampedBurstPose } from '../../src/particles/burstMotion'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import { CAMERA_FOV_DEG, HEART_CAPACITY } from '../../src/particles/constants'
import { writeHeartPose } from '../../src/particles/heartMotion'
import { createSeededRng } from '../../src/particles/rng'
import { createSceneDriver, driveScene, sendScenePress } from '../../src/particles/sceneDriver'

// Two checks. (1) A source scan: the bodies of every particle function except the `create*`
// allocators contain none of the constructs that allocate. (2) A heap measurement: minutes of
// frames leave the heap, after a full GC, where it was. A per-call "bytes allocated" measurement
// is not reliable in V8 (a double returned from a call that is not inlined is boxed, 16 B, in
// whatever tier the code happens to run), so the measurement checks what a user would notice:
// memory that grows while the page stays open.

const PARTICLES_DIR = new URL('../../src/particles/', import.meta.url)

// Under `npm run test:mutation` the sources beside this file are Stryker's instrumented copies,
// which allocate by design, and a heap measurement per mutant would take hours: both checks run
// in `npm test`, against the real sources.
const IS_MUTATION_RUN = process.env.STRYKER_MUTATOR_WORKER !== undefined

type FunctionSource = { file: string; name: string; body: SyntaxNode }

/** The module-level functions of a particle module, from its syntax tree. */
function functionsIn(file: string): FunctionSource[] {
  const { program } = parseModule(file, readFileSync(new URL(file, PARTICLES_DIR), 'utf8'))
  return topLevel(program).flatMap((statement) =>
    statement.type === 'FunctionDeclaration'
      ? [
          {
            file,
            name: String((statement.id as SyntaxNode).name),
            body: statement.body as SyntaxNode,
          },
        ]
      : [],
  )
}

/** A module's statements, with `export` unwrapped. */
function topLevel(program: SyntaxNode): SyntaxNode[] {
  return (program.body as SyntaxNode[]).map((statement) =>
    statement.type === 'ExportNamedDeclaration' && statement.declaration
      ? (statement.declaration as SyntaxNode)
      : statement,
  )
}

const ALLOCATING_METHODS = new Set([
  'map',
  'filter',
  'forEach',
  'reduce',
  'flatMap',
  'some',
  'every',
  'find',
  'slice',
  'subarray',
  'concat',
  'join',
  'split',
  'bind',
])
const ALLOCATING_HELPERS = new Set(['from', 'of', 'keys', 'values', 'entries', 'assign'])

/** What in `root` (a function body) allocates: each construct's name, once. */
function allocatingConstructs(root: SyntaxNode): string[] {
  const found = new Set<string>()
  walk(root, (node) => {
    const kind = {
      NewExpression: 'new',
      ArrayExpression: 'array literal',
      ObjectExpression: 'object literal',
      ArrowFunctionExpression: 'closure',
      FunctionExpression: 'nested function',
      FunctionDeclaration: 'nested function',
      SpreadElement: 'spread',
      TemplateLiteral: 'string',
      ForOfStatement: 'for...of',
    }[node.type]
    if (kind) found.add(kind)
    if (node.type === 'Literal' && typeof node.value === 'string') found.add('string')
    if (node.type === 'CallExpression' && (node.callee as SyntaxNode).type === 'MemberExpression') {
      const property = (node.callee as SyntaxNode).property as SyntaxNode
      if (ALLOCATING_METHODS.has(String(property.name))) found.add('allocating method')
    }
    if (node.type === 'MemberExpression') {
      const isHelperOwner =
        isIdentifier(node.object, 'Array') || isIdentifier(node.object, 'Object')
      const property = node.property as SyntaxNode
      if (isHelperOwner && ALLOCATING_HELPERS.has(String(property.name))) {
        found.add('Array/Object helper')
      }
    }
  })
  return [...found]
}

/** The body of `function sample() { code }`, for checking the scan on snippets. */
function bodyOf(code: string): SyntaxNode {
  const { program } = parseModule('sample.ts', `function sample() {\n${code}\n}`)
  return topLevel(program)[0].body as SyntaxNode
}

const FILES = readdirSync(PARTICLES_DIR).filter((file) => file.endsWith('.ts'))
const ALL_FUNCTIONS = FILES.flatMap(functionsIn)
/** `create*` functions are the allocators by design (pools, the seeded generator). */
const HOT_FUNCTIONS = ALL_FUNCTIONS.filter((f) => !f.name.startsWith('create'))

describe.skipIf(IS_MUTATION_RUN)('source scan: per-frame particle code allocates nothing', () => {
  test('the scan covers the step, emit, pose and projection functions', () => {
    expect(HOT_FUNCTIONS.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'stepHearts',
        'spawnHeart',
        'removeHeart',
        'findOldestHeart',
        'writeHeartPose',
        'startBurstAt',
        'stepBurst',
        'clearBurst',
        'writeBurstPose',
        'writeClampedBurstPose',
        'burstWidthScale',
        'rebaseHeartClock',
        'burstExitAgeS',
        'burstFloorY',
        'projectNdcToPlane',
        'projectViewPointToPlane',
        'startBurst',
        'burstLifeS',
        'clampDt',
        'randomBetween',
        'driveScene',
        'sendScenePress',
        'putLatest',
        'takeLatest',
        'isSceneMoving',
        'setSceneView',
      ]),
    )
  })

  test('the scan recognises each allocating construct', () => {
    const samples = [
      'const a = new Float32Array(2)',
      'const a = [x, y]',
      'return []',
      'const o = { x: 1 }',
      'f({ x })',
      'const g = () => 1',
      'function inner() {}',
      'f(...args)',
      "const s = 'text'",
      'for (const v of values) sum += v',
      'values.forEach(f)',
      'out.subarray(0, 2)',
      'Array.from(values)',
    ]
    expect(samples.filter((sample) => allocatingConstructs(bodyOf(sample)).length === 0)).toEqual(
      [],
    )
    const harmless = 'if (a[i] > b) { out[0] = a[i] } else { c = -1 } // a [comment] => {}'
    expect(allocatingConstructs(bodyOf(harmless))).toEqual([])
  })

  test('particle modules define behaviour only as plain functions, which the scan sees', () => {
    const withClosures = FILES.filter((file) => {
      const { program } = parseModule(file, readFileSync(new URL(file, PARTICLES_DIR), 'utf8'))
      const outsideAllocators = topLevel(program).filter(
        (statement) =>
          statement.type !== 'FunctionDeclaration' ||
          !String((statement.id as SyntaxNode).name).startsWith('create'),
      )
      // Function types (`type Rng = () => number`) are types, which the walk leaves out.
      return outsideAllocators.some((statement) =>
        allocatingConstructs(
          statement.type === 'FunctionDeclaration' ? (statement.body as SyntaxNode) : statement,
        ).some((kind) => kind === 'closure' || kind === 'nested function'),
      )
    })
    expect(withClosures).toEqual([])
  })

  test.each(HOT_FUNCTIONS.map((f) => [`${f.file}: ${f.name}`, f.body]))(
    '%s creates no objects, arrays, closures or strings',
    (_, body) => {
      expect(allocatingConstructs(body as SyntaxNode)).toEqual([])
    },
  )
})

function exposeGc(): () => void {
  setFlagsFromString('--expose-gc')
  const gc: unknown = runInNewContext('gc')
  if (typeof gc !== 'function') throw new Error('cannot expose the garbage collector')
  return () => {
    gc()
  }
}

describe.skipIf(IS_MUTATION_RUN)('heap measurement', () => {
  test('a page left running with hearts and bursts does not grow its memory', () => {
    const gc = exposeGc()
    const width = 1280
    const height = 800
    const fovRad = (CAMERA_FOV_DEG * Math.PI) / 180
    const distance = pixelPerfectDistance(height, fovRad)
    const rng = createSeededRng(1)
    const pose = new Float32Array(8)
    const view = { width, height, cameraDistance: distance }
    const driver = createSceneDriver(true, HEART_CAPACITY, view)
    const { hearts, burst } = driver
    const request = { x: 0, y: 0, hasPoint: true }
    let frame = 0

    /** What the renderers do each 60 fps frame (Canvas 2D's poses), a click every two seconds. */
    const runFrames = (frames: number) => {
      for (let f = 0; f < frames; f++) {
        frame++
        if (frame % 120 === 0) {
          request.x = frame % width
          request.y = frame % height
          sendScenePress(driver, request)
        }
        driveScene(driver, 1 / 60, false, rng)
        for (let i = 0; i < hearts.count; i++) writeHeartPose(hearts, i, view, pose)
        for (let i = 0; i < burst.count; i++) writeClampedBurstPose(burst, i, distance, pose)
      }
    }

    // Warm up so the JIT has compiled everything, then take the best of three rounds of
    // 18000 frames (5 min each): a late recompile can add code once; a leak shows every round.
    runFrames(12000)
    let smallestGrowth = Infinity
    for (let round = 0; round < 3; round++) {
      gc()
      const before = getHeapStatistics().used_heap_size
      runFrames(18000)
      gc()
      smallestGrowth = Math.min(smallestGrowth, getHeapStatistics().used_heap_size - before)
    }
    // Keeping one number per heart spawned would be 1000 x at least 4 B a round; one per frame
    // 18000 x 4 B. After warm-up the measured noise is under 0.5 kB.
    expect(smallestGrowth).toBeLessThan(2 * 1024)
    expect(hearts.count).toBeGreaterThan(0)
    expect(burst.count).toBeGreaterThan(0)
  }, 60000)
})
