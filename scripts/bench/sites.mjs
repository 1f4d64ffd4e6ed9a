// Names an allocation site (a V8 call frame in a built chunk) by its original source: the app is
// built with hidden source maps for this. source-map-js comes with Vite; without it, sites keep
// their minified names.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

let SourceMapConsumer = null
try {
  ;({ SourceMapConsumer } = await import('source-map-js'))
} catch {
  SourceMapConsumer = null
}

/** Returns describe(callFrame) → 'name (package/file:line)' for chunks of `outDir`. */
export function siteNamer(outDir) {
  const consumers = new Map()
  const consumerFor = (file) => {
    if (!SourceMapConsumer) return null
    if (!consumers.has(file)) {
      const path = join(outDir, 'assets', `${file}.map`)
      consumers.set(
        file,
        existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null,
      )
    }
    return consumers.get(file)
  }
  return ({ functionName, url, lineNumber, columnNumber }) => {
    const file = url.split('/').pop()
    const fallback = `${functionName || '(anonymous)'}${file ? ` (${file})` : ' (native)'}`
    const consumer = file.endsWith('.js') ? consumerFor(file) : null
    if (!consumer) return fallback
    const original = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
    if (!original.source) return fallback
    const source = original.source.replace(/^.*node_modules\//, '').replace(/^.*?\/src\//, 'src/')
    return `${original.name ?? functionName ?? '(anonymous)'} (${source}:${original.line})`
  }
}
