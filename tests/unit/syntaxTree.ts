// Our TypeScript as a syntax tree, for the tests that check what the source says (what a module
// imports, which globals it reads, which shaders a material takes): Vite's own parser (oxc)
// rather than regular expressions, so comments, strings and formatting cannot fool them.
import { parseSync } from 'vite'

/** An ESTree node (TS-ESTree for TypeScript, with JSX), loosely typed. */
export type SyntaxNode = { type: string; start: number; end: number; [key: string]: unknown }

/** Keys that hold types, not code: a `Date` annotation reads no clock. */
const TYPE_KEYS = new Set(['typeAnnotation', 'returnType', 'typeParameters', 'typeArguments'])
const TYPE_DECLARATIONS = new Set([
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
  'TSModuleDeclaration',
])

/** The module's tree and how many syntax errors the parser met (the language from `file`). */
export function parseModule(file: string, source: string) {
  const { program, errors } = parseSync(file, source)
  return { program: program as unknown as SyntaxNode, errors: errors.length }
}

/**
 * Calls `visit(node, parent, key)` for every node of code under `root`, parents first. Types
 * (annotations, type aliases, interfaces, `declare module`) are left out.
 */
export function walk(
  root: SyntaxNode,
  visit: (node: SyntaxNode, parent: SyntaxNode | null, key: string) => void,
) {
  const step = (value: unknown, parent: SyntaxNode | null, key: string) => {
    if (Array.isArray(value)) {
      for (const item of value) step(item, parent, key)
      return
    }
    if (!value || typeof value !== 'object') return
    const node = value as SyntaxNode
    if (typeof node.type !== 'string' || TYPE_DECLARATIONS.has(node.type)) return
    visit(node, parent, key)
    for (const [childKey, child] of Object.entries(node)) {
      if (!TYPE_KEYS.has(childKey)) step(child, node, childKey)
    }
  }
  step(root, null, '')
}

/** Whether `node` is the identifier `name`. */
export function isIdentifier(node: unknown, name: string): boolean {
  const candidate = node as SyntaxNode | undefined
  return candidate?.type === 'Identifier' && candidate.name === name
}

/** The source text of `node`. */
export function textOf(node: SyntaxNode, source: string): string {
  return source.slice(node.start, node.end)
}
