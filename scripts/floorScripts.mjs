// The floor check's scripts (scripts/floor-check.mjs): each chunk and each page's inline script
// through es-check (syntax, and ES built-ins per browser from MDN's data), eslint-plugin-compat
// (web APIs: structuredClone, OffscreenCanvas, ...) and the method check (floorEngineData.mjs),
// each use with its place in the syntax tree, so that a guard is judged where the use is.
import { runChecks } from 'es-check'
import compat from 'eslint-plugin-compat'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { globalReads, isFeatureTest, isGuarded } from './floorGuards.mjs'

/**
 * The inline scripts of a page's HTML that a browser runs: [{ source, isModule }] (an empty
 * element with a `src` is a chunk, checked as one; JSON and other data blocks never run). A
 * script element ends at the first `</script`, as the HTML tokenizer ends it; a quoted attribute
 * may hold a `>`.
 */
export function inlineScripts(html) {
  const scripts = []
  const elements = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi
  for (const [, attributes, source] of html.matchAll(elements)) {
    const [, , double, single, bare] =
      /\stype\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes) ?? []
    const type = (double ?? single ?? bare ?? '').trim().toLowerCase()
    const isModule = type === 'module'
    const isClassic = type === '' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type)
    if ((isModule || isClassic) && source.trim() !== '') scripts.push({ source, isModule })
  }
  return scripts
}

/**
 * The uses in the script at `file` (on disk; `label` names it in reports) that `query` lacks:
 * [{ file: label, where, use, tool, detail, guardedBy(entry) }], `guardedBy` telling whether the
 * use sits behind the check a GUARDED entry names (floorLists.mjs).
 */
export function checkScript({ file, label = file, source, query, linter, rule, isModule = true }) {
  const findings = []
  const placeless = []
  // es-check parses at the ES version the query maps to (syntax), then checks each ES feature
  // it finds against every engine of the query; it names features, not places.
  const result = runChecks([
    {
      files: [file],
      module: isModule,
      checkBrowser: true,
      checkFeatures: true,
      browserslistQuery: query,
    },
  ])
  for (const { err } of result.errors) {
    const uses = err.features ?? [`syntax: ${err.message}`]
    for (const use of uses) {
      const lacking = err.browserDetails?.[use]?.map((b) => `${b.name} ${b.version}`).join(', ')
      placeless.push({ use, tool: 'es-check', detail: lacking ?? err.message })
    }
  }
  const messages = linter.verify(
    source,
    {
      plugins: { compat, floor: { rules: { methods: rule } } },
      languageOptions: { ecmaVersion: 'latest', sourceType: isModule ? 'module' : 'script' },
      // Compat's ES API check is off by default: on, it names `[].at()` and the like too.
      settings: { browsers: [query], lintAllEsApis: true },
      rules: { 'compat/compat': 'error', 'floor/methods': 'error' },
      // Compat adds the targets of the browserslist config it finds from the file's folder to
      // `browsers`: a name outside the project keeps the scene's query narrower than the floor.
    },
    join(tmpdir(), 'floor-check.js'),
  )
  const sourceCode = linter.getSourceCode()
  const placed = (node, finding) => ({
    file: label,
    where: `:${node.loc.start.line}:${node.loc.start.column + 1}`,
    ...finding,
    guardedBy: (entry) => Boolean(entry.typeof) && isGuarded(sourceCode, node, entry.typeof),
  })
  const nodeAt = (line, column) =>
    sourceCode.getNodeByRangeIndex(sourceCode.getIndexFromLoc({ line, column: column - 1 }))
  for (const { ruleId, message, line, column } of messages) {
    if (ruleId === 'floor/methods') {
      const [use, detail] = message.split(' | ')
      findings.push(placed(nodeAt(line, column), { use, tool: 'method check', detail }))
    } else if (ruleId === 'compat/compat') {
      // "Intl.Segmenter() is not supported in Safari 14, ..."
      const [, use, detail] = /^(\S+?)(?:\(\))? (is not supported in .*)$/.exec(message) ?? []
      const node = nodeAt(line, column)
      // `typeof Intl.Segmenter` is the test, not a use: it never throws.
      if (use && isFeatureTest(node, use)) continue
      const finding = { use: use ?? message, tool: 'eslint-plugin-compat', detail: detail ?? '' }
      findings.push(placed(node, finding))
    } else {
      findings.push(unplaced(label, { use: 'parse', tool: 'eslint', detail: message }))
    }
  }
  // A feature es-check names is placed at each read of it, so each is judged on its own; one
  // with no read to point at (syntax, a method) stays unplaced and no guard covers it.
  for (const finding of placeless) {
    const reads =
      sourceCode && !finding.use.startsWith('syntax') ? globalReads(sourceCode, finding.use) : []
    if (reads.length === 0) findings.push(unplaced(label, finding))
    for (const node of reads) findings.push(placed(node, finding))
  }
  return findings
}

function unplaced(file, finding) {
  return { file, where: '', ...finding, guardedBy: () => false }
}
