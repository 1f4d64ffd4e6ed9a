import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import * as constants from '../../src/particles/constants'
import { createPaletteDefines, HEART_PALETTE } from '../../src/particles/palette'
import burstVert from '../../src/shaders/burst.vert.glsl?raw'
import heartFrag from '../../src/shaders/heart.frag.glsl?raw'
import heartVert from '../../src/shaders/heart.vert.glsl?raw'
import { isIdentifier, parseModule, textOf, walk, type SyntaxNode } from './syntaxTree'

const SHADERS: Record<string, string> = {
  'burst.vert.glsl': burstVert,
  'heart.frag.glsl': heartFrag,
  'heart.vert.glsl': heartVert,
}
const SCENES_DIR = new URL('../../src/scenes/', import.meta.url)
const SHADERS_DIR = new URL('../../src/shaders/', import.meta.url)

const CONSTANTS: Record<string, unknown> = constants

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')
}

type Declaration = { kind: string; type: string; name: string }

/** The attribute, uniform and varying declarations of a shader. */
function declarations(glsl: string, kind: 'attribute' | 'uniform' | 'varying'): Declaration[] {
  const pattern = /\b(attribute|uniform|varying)\s+(?:(?:lowp|mediump|highp)\s+)?(\w+)\s+(\w+)\s*;/g
  return [...stripComments(glsl).matchAll(pattern)]
    .map(([, k, type, name]) => ({ kind: k, type, name }))
    .filter((d) => d.kind === kind)
}

/** The shader's code without comments and without its attribute/uniform/varying declarations. */
function body(glsl: string): string {
  return stripComments(glsl).replace(
    /\b(?:attribute|uniform|varying)\s+(?:(?:lowp|mediump|highp)\s+)?\w+\s+\w+\s*;/g,
    '',
  )
}

function uses(glsl: string, name: string): boolean {
  return new RegExp(`\\b${name}\\b`).test(body(glsl))
}

/** Names assigned in a shader (`vName = ...`), i.e. the varyings it writes. */
function writtenVaryings(glsl: string): string[] {
  return [...new Set([...stripComments(glsl).matchAll(/\b(v[A-Z]\w*)\s*=(?!=)/g)].map((m) => m[1]))]
}

/** UPPER_CASE names a shader reads but does not define itself: they must come as defines. */
function definesRead(glsl: string): string[] {
  const code = stripComments(glsl)
  const own = new Set(
    [...code.matchAll(/#define\s+(\w+)|\bconst\s+\w+\s+(\w+)\s*=/g)].map((m) => m[1] ?? m[2]),
  )
  const read = [...code.matchAll(/\b[A-Z][A-Z0-9_]*\b/g)].map((m) => m[0])
  return [...new Set(read)].filter((name) => !own.has(name))
}

/** Every number written as a literal in a shader's code (not its comments). */
function literals(glsl: string): number[] {
  const pattern = /(?<![\w.])(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?(?![\w.])/g
  return [...stripComments(glsl).matchAll(pattern)].map((m) => Number(m[0]))
}

/** The numbers in a uniform default or a define value (`vec3(0.89, 0.07, 0.25)` has three). */
function numbersIn(value: string): number[] {
  if (/^[A-Z][A-Z0-9_]*$/.test(value)) {
    const constant = CONSTANTS[value]
    return typeof constant === 'number' ? [constant] : [Number.NaN]
  }
  return literals(value)
}

/** The GLSL type `name` is declared with, or 'undeclared'. */
function typeIn(declared: Declaration[], name: string): string {
  return declared.find((d) => d.name === name)?.type ?? 'undeclared'
}

function typeOfDefault(value: string): string {
  if (value.startsWith('new Vector2(')) return 'vec2'
  if (value.startsWith('new Vector3(') || value.startsWith('new Color(')) return 'vec3'
  if (value.startsWith('new Vector4(')) return 'vec4'
  return 'float'
}

type Uniform = { type: string; value: string }
type Material = {
  name: string
  vertex: string
  fragment: string
  uniforms: Map<string, Uniform>
  defines: Record<string, string>
}

/**
 * The defines every heart material gets: heartMaterial (HeartInstances.tsx) passes them as the
 * material's `defines` prop, and HeartScene.tsx makes them once with createPaletteDefines from
 * the page's heart colours; today's colours stand for any page's here (same names, same kind).
 */
function materialDefines(): Record<string, string> {
  const scene = readFileSync(new URL('HeartScene.tsx', SCENES_DIR), 'utf8')
  const instances = readFileSync(new URL('HeartInstances.tsx', SCENES_DIR), 'utf8')
  if (!/createPaletteDefines\(hearts\)/.test(scene) || !/^\s+defines,$/m.test(instances)) {
    throw new Error('The heart materials no longer take their defines from createPaletteDefines')
  }
  return createPaletteDefines(HEART_PALETTE)
}

/** The materials declared in heartMaterials.ts, with their shader files, uniforms and defines. */
function readMaterials(): Material[] {
  const source = readFileSync(new URL('heartMaterials.ts', SCENES_DIR), 'utf8')
  const { program } = parseModule('heartMaterials.ts', source)
  const files = new Map<string, string>()
  const materials: Material[] = []
  // The constants come in as one namespace (`constants.HEART_LIFE_S`): a value is its name.
  let constantsPrefix = ''
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration') {
      const path = String((node.source as SyntaxNode).value)
      const from = /^\.\.\/shaders\/([\w.]+)\?raw$/.exec(path)
      const [first] = node.specifiers as SyntaxNode[]
      if (from && first?.type === 'ImportDefaultSpecifier') {
        files.set(String((first.local as SyntaxNode).name), from[1])
      }
      if (path === '../particles/constants' && first?.type === 'ImportNamespaceSpecifier') {
        constantsPrefix = `${String((first.local as SyntaxNode).name)}.`
      }
    }
    if (node.type !== 'VariableDeclarator') return
    const init = node.init as SyntaxNode | null
    if (init?.type !== 'CallExpression' || !isIdentifier(init.callee, 'shaderMaterial')) return
    const [defaults, vertex, fragment] = init.arguments as SyntaxNode[]
    const uniforms = new Map<string, Uniform>()
    for (const property of defaults.properties as SyntaxNode[]) {
      const key = String((property.key as SyntaxNode).name)
      const written = textOf(property.value as SyntaxNode, source)
      const value = constantsPrefix ? written.replace(constantsPrefix, '') : written
      uniforms.set(key, { type: typeOfDefault(value), value })
    }
    const fileOf = (variable: SyntaxNode) => {
      const name = String(variable.name)
      return files.get(name) ?? `unknown ${name}`
    }
    materials.push({
      name: String((node.id as SyntaxNode).name),
      vertex: fileOf(vertex),
      fragment: fileOf(fragment),
      uniforms,
      defines: materialDefines(),
    })
  })
  return materials
}

type Scene = { file: string; material: string; attributes: string[] }

/** Scenes that bind pool arrays to shader attributes, with the material they draw with. */
const identifierName = (node: unknown) =>
  (node as SyntaxNode | null)?.type === 'Identifier' ? String((node as SyntaxNode).name) : ''

function readScenes(): Scene[] {
  const files = readdirSync(SCENES_DIR).filter((file) => file.endsWith('.tsx'))
  files.sort()
  return files
    .map((file) => {
      const source = readFileSync(new URL(file, SCENES_DIR), 'utf8')
      const attributes: string[] = []
      const elements = new Set<string>()
      walk(parseModule(file, source).program, (node) => {
        // `const X_ATTRIBUTES = [['aName', 'poolField'], ...] as const`, bound with
        // useInstanceAttributes: the first of each pair is the shader's attribute.
        if (node.type === 'VariableDeclarator' && identifierName(node.id).endsWith('_ATTRIBUTES')) {
          let list = node.init as SyntaxNode
          if (list.type === 'TSAsExpression') list = list.expression as SyntaxNode
          for (const pair of (list.elements ?? []) as SyntaxNode[]) {
            const name = (pair.elements as SyntaxNode[] | undefined)?.[0]
            if (name?.type === 'Literal') attributes.push(String(name.value))
          }
        }
        if (node.type === 'JSXOpeningElement') {
          const tag = node.name as SyntaxNode
          if (tag.type === 'JSXIdentifier' && String(tag.name).endsWith('Material')) {
            elements.add(String(tag.name))
          }
        }
      })
      const material = [...elements].map((e) => e[0].toUpperCase() + e.slice(1)).join(', ')
      return { file, material, attributes }
    })
    .filter((scene) => scene.attributes.length > 0)
}

const MATERIALS = readMaterials()
const SCENES = readScenes()
const materialNamed = (name: string) => MATERIALS.find((m) => m.name === name)

describe('which shaders the scenes draw with', () => {
  test('floating hearts use heart.vert.glsl and the burst uses burst.vert.glsl, both with heart.frag.glsl', () => {
    expect(MATERIALS.map(({ name, vertex, fragment }) => ({ name, vertex, fragment }))).toEqual([
      { name: 'FloatingHeartMaterial', vertex: 'heart.vert.glsl', fragment: 'heart.frag.glsl' },
      { name: 'BurstHeartMaterial', vertex: 'burst.vert.glsl', fragment: 'heart.frag.glsl' },
    ])
    expect(SCENES.map(({ file, material }) => ({ file, material }))).toEqual([
      { file: 'ClickBurst.tsx', material: 'BurstHeartMaterial' },
      { file: 'FloatingHearts.tsx', material: 'FloatingHeartMaterial' },
    ])
  })

  test('every shader file is covered by these checks', () => {
    const files = readdirSync(SHADERS_DIR).filter((file) => file.endsWith('.glsl'))
    expect(new Set(files)).toEqual(new Set(Object.keys(SHADERS)))
  })
})

describe.each(SCENES)('$file', ({ file, material, attributes }) => {
  const vertexFile = materialNamed(material)?.vertex ?? 'missing'
  const declared = declarations(SHADERS[vertexFile] ?? '', 'attribute')

  test('every attribute it binds is declared as `attribute float` in its vertex shader', () => {
    const floats = new Set(declared.filter((d) => d.type === 'float').map((d) => d.name))
    expect(attributes.filter((name) => !floats.has(name))).toEqual([])
  })

  test('every attribute its vertex shader reads is bound (an unbound one would read as 0)', () => {
    const unbound = declared.map((d) => d.name).filter((name) => !attributes.includes(name))
    expect({ file, vertexFile, unbound }).toEqual({ file, vertexFile, unbound: [] })
  })
})

describe.each(MATERIALS)('$name', ({ vertex, fragment, uniforms, defines }) => {
  const vertexUniforms = declarations(SHADERS[vertex] ?? '', 'uniform')
  const fragmentUniforms = declarations(SHADERS[fragment] ?? '', 'uniform')
  const files = [vertex, fragment]

  test('every uniform it sets is declared in its vertex shader, with the matching type', () => {
    const mismatched = [...uniforms].filter(
      ([name, { type }]) => !vertexUniforms.some((d) => d.name === name && d.type === type),
    )
    expect(uniforms.size).toBeGreaterThan(0)
    expect(mismatched).toEqual([])
  })

  test('every uniform its shaders declare gets a value from the material', () => {
    const missing = [...vertexUniforms, ...fragmentUniforms]
      .map((d) => d.name)
      .filter((name) => !uniforms.has(name))
    expect(missing).toEqual([])
  })

  test('every uniform it sets is read by its shaders (a literal in its place would go unseen)', () => {
    const unread = [...uniforms.keys()].filter(
      (name) => !files.some((file) => uses(SHADERS[file], name)),
    )
    expect(unread).toEqual([])
  })

  test('its number uniforms are constants of src/particles, or 0 for those set at run time', () => {
    const typed = [...uniforms]
      .filter(([, { type, value }]) => type === 'float' && value !== '0')
      .filter(([, { value }]) => typeof CONSTANTS[value] !== 'number')
      .map(([name, { value }]) => `${name}: ${value}`)
    expect(typed).toEqual([])
  })

  test('every define its shaders read comes from the material, and every one it sets is read', () => {
    const read = new Set(files.flatMap((file) => definesRead(SHADERS[file])))
    expect([...read].filter((name) => !(name in defines))).toEqual([])
    expect(Object.keys(defines).filter((name) => !read.has(name))).toEqual([])
    expect(Object.keys(defines).length).toBeGreaterThan(0)
  })

  test('no shader spells out a number the material passes it (0, 0.5 and 1 are structure)', () => {
    const structural = new Set([0, 0.5, 1])
    const copies: string[] = []
    const check = (name: string, value: string, receivers: string[]) => {
      for (const n of numbersIn(value)) {
        if (structural.has(n)) continue
        for (const file of receivers) {
          if (literals(SHADERS[file]).includes(n)) copies.push(`${file}: ${n} (${name})`)
        }
      }
    }
    for (const [name, { value }] of uniforms) {
      check(
        name,
        value,
        files.filter((file) => declarations(SHADERS[file], 'uniform').some((d) => d.name === name)),
      )
    }
    for (const [name, value] of Object.entries(defines)) {
      check(
        name,
        value,
        files.filter((file) => uses(SHADERS[file], name)),
      )
    }
    expect(copies).toEqual([])
  })

  test('every varying its vertex shader writes reaches heart.frag.glsl, with the same type', () => {
    const written = writtenVaryings(SHADERS[vertex])
    const inVertex = declarations(SHADERS[vertex], 'varying')
    const inFragment = declarations(SHADERS[fragment], 'varying')
    expect(written.length).toBeGreaterThan(0)
    const mismatched = written.filter(
      (name) =>
        typeIn(inVertex, name) === 'undeclared' ||
        typeIn(inFragment, name) !== typeIn(inVertex, name),
    )
    expect(mismatched).toEqual([])
  })

  test('every varying the fragment shader reads is written by the vertex shader', () => {
    const written = writtenVaryings(SHADERS[vertex])
    const unwritten = declarations(SHADERS[fragment], 'varying')
      .map((d) => d.name)
      .filter((name) => !written.includes(name))
    expect(unwritten).toEqual([])
  })
})

describe('the burst shader and its TypeScript mirror share their numbers', () => {
  const burst = materialNamed('BurstHeartMaterial')
  const valueOf = (uniform: string) => burst?.uniforms.get(uniform)?.value

  test('the motion, tumble, drawn aspect, back light and near clamp are uniforms of constants', () => {
    const names = [
      'uDrag',
      'uGravity',
      'uSpeedPx',
      'uDepthPx',
      'uTumblePhase',
      'uTumbleRate',
      'uTumbleSnap',
      'uMinFlip',
      'uAspectMin',
      'uAspectMax',
      'uBackLight',
      'uNearest',
    ]
    expect(Object.fromEntries(names.map((name) => [name, valueOf(name)]))).toEqual({
      uDrag: 'BURST_DRAG_PER_S',
      uGravity: 'BURST_GRAVITY_PX_S2',
      uSpeedPx: 'BURST_SPEED_PX_S',
      uDepthPx: 'BURST_DEPTH_SPEED_PX_S',
      uTumblePhase: 'BURST_TUMBLE_PHASE_PER_RAD',
      uTumbleRate: 'BURST_TUMBLE_SPIN_RATIO',
      uTumbleSnap: 'BURST_TUMBLE_SNAP',
      uMinFlip: 'BURST_MIN_FLIP',
      uAspectMin: 'BURST_ASPECT_MIN',
      uAspectMax: 'BURST_ASPECT_MAX',
      uBackLight: 'BURST_BACK_LIGHT',
      uNearest: 'BURST_NEAREST_SHARE',
    })
  })

  test('the vertex shader has none of the motion, tumble, aspect or light numbers as literals', () => {
    const numbers = new Set([3, 1.3, 0.1, 0.25, 440, 300, 750, 5 / 3, 0.35, 1 / 60, 60])
    const found = literals(burstVert).filter((n) => numbers.has(n))
    expect(found).toEqual([])
  })
})

test.each(Object.keys(SHADERS))(
  '%s prefixes its own names (a, u, v) and never shadows a three.js built-in',
  (file) => {
    const prefixes = { attribute: 'a', uniform: 'u', varying: 'v' } as const
    const badNames: string[] = []
    for (const kind of ['attribute', 'uniform', 'varying'] as const) {
      for (const { name } of declarations(SHADERS[file], kind)) {
        if (!new RegExp(`^${prefixes[kind]}[A-Z]`).test(name)) badNames.push(`${kind} ${name}`)
      }
    }
    expect(badNames).toEqual([])
  },
)
