import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import burstVert from '../../src/shaders/burst.vert.glsl?raw'
import heartFrag from '../../src/shaders/heart.frag.glsl?raw'
import heartVert from '../../src/shaders/heart.vert.glsl?raw'

const SHADERS: Record<string, string> = {
  'burst.vert.glsl': burstVert,
  'heart.frag.glsl': heartFrag,
  'heart.vert.glsl': heartVert,
}
const SCENES_DIR = new URL('../../src/scenes/', import.meta.url)
const SHADERS_DIR = new URL('../../src/shaders/', import.meta.url)

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

/** Names assigned in a shader (`vName = ...`), i.e. the varyings it writes. */
function writtenVaryings(glsl: string): string[] {
  return [...new Set([...stripComments(glsl).matchAll(/\b(v[A-Z]\w*)\s*=(?!=)/g)].map((m) => m[1]))]
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

type Material = { name: string; vertex: string; fragment: string; uniforms: Map<string, string> }

/** The materials declared in heartMaterials.ts, with their shader files and uniform types. */
function readMaterials(): Material[] {
  const source = stripComments(readFileSync(new URL('heartMaterials.ts', SCENES_DIR), 'utf8'))
  const files = new Map<string, string>()
  for (const [, variable, file] of source.matchAll(
    /import\s+(\w+)\s+from\s+'\.\.\/shaders\/([\w.]+)\?raw'/g,
  )) {
    files.set(variable, file)
  }
  const materials: Material[] = []
  const pattern =
    /export const (\w+) = shaderMaterial\(\s*\{([\s\S]*?)\n\s*\},\s*(\w+),\s*(\w+),?\s*\)/g
  for (const [, name, block, vertexVar, fragmentVar] of source.matchAll(pattern)) {
    const uniforms = new Map<string, string>()
    for (const [, key, value] of block.matchAll(/^\s*(\w+)\s*:\s*(.+?),?\s*$/gm)) {
      uniforms.set(key, typeOfDefault(value))
    }
    materials.push({
      name,
      vertex: files.get(vertexVar) ?? `unknown ${vertexVar}`,
      fragment: files.get(fragmentVar) ?? `unknown ${fragmentVar}`,
      uniforms,
    })
  }
  return materials
}

type Scene = { file: string; material: string; attributes: string[] }

/** Scenes that bind pool arrays to shader attributes, with the material they draw with. */
function readScenes(): Scene[] {
  const files = readdirSync(SCENES_DIR).filter((file) => file.endsWith('.tsx'))
  files.sort()
  return files
    .map((file) => {
      const source = stripComments(readFileSync(new URL(file, SCENES_DIR), 'utf8'))
      const attributes = [...source.matchAll(/bindInstanceAttribute\(\s*\w+\s*,\s*'(\w+)'/g)].map(
        (m) => m[1],
      )
      const elements = [...new Set([...source.matchAll(/<(\w+Material)\b/g)].map((m) => m[1]))]
      const material = elements.map((e) => e[0].toUpperCase() + e.slice(1)).join(', ')
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

describe.each(MATERIALS)('$name', ({ vertex, fragment, uniforms }) => {
  const vertexUniforms = declarations(SHADERS[vertex] ?? '', 'uniform')
  const fragmentUniforms = declarations(SHADERS[fragment] ?? '', 'uniform')

  test('every uniform it sets is declared in its vertex shader, with the matching type', () => {
    const mismatched = [...uniforms].filter(
      ([name, type]) => !vertexUniforms.some((d) => d.name === name && d.type === type),
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
