// JavaScript sizes of a production build, gzipped with node:zlib at its default level (6, the
// figure Vite prints): first load is what index.html references (entry scripts and
// modulepreloads), total is every .js file of the build.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

function listFiles(dir) {
  const files = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) files.push(...listFiles(path))
    else files.push(path)
  }
  return files
}

const gzipBytes = (path) => gzipSync(readFileSync(path)).length

/** { firstLoad, total, chunks: [{ file, raw, gz, isFirstLoad }], sceneChunk } for `outDir`. */
export function measureBundle(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const referenced = new Set()
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)) {
    referenced.add(match[1].split('/').pop())
  }
  const chunks = listFiles(outDir)
    .filter((path) => path.endsWith('.js'))
    .map((path) => {
      const file = relative(outDir, path)
      const name = file.split('/').pop()
      return {
        file,
        raw: statSync(path).size,
        gz: gzipBytes(path),
        isFirstLoad: referenced.has(name),
      }
    })
    .sort((a, b) => b.gz - a.gz)
  const sum = (list) => list.reduce((total, chunk) => total + chunk.gz, 0)
  const lazy = chunks.filter((chunk) => !chunk.isFirstLoad)
  return {
    firstLoad: sum(chunks.filter((chunk) => chunk.isFirstLoad)),
    total: sum(chunks),
    chunks,
    // The biggest lazily loaded chunk is the one with three.js in it.
    sceneChunk: lazy.length > 0 ? lazy[0].file.split('/').pop() : null,
  }
}

/** Gzipped size of one bench page's JavaScript (its entry chunk and the chunks it imports). */
export function measurePageScripts(outDir, page) {
  const html = readFileSync(join(outDir, `${page}.html`), 'utf8')
  let total = 0
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)) {
    total += gzipBytes(join(outDir, match[1]))
  }
  return total
}
