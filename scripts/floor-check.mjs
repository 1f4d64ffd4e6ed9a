// The built site against the oldest browsers package.json's `browserslist` promises (the guide's
// "Browsers", docs/GUIDE.md): `node scripts/floor-check.mjs [outDir]` (dist unless given) checks
// - every JavaScript chunk, and every page's inline scripts, with es-check, eslint-plugin-compat
//   and a method check of our own (floorScripts.mjs, floorEngineData.mjs);
// - every stylesheet (inline in the prerendered pages) with doiuse and MDN's data
//   (floorStyles.mjs).
// A use the floor lacks fails unless it sits behind a check of its own: a CSS fallback the cascade
// keeps (an earlier declaration of the property, or an @supports block that tests that feature),
// or the check a GUARDED entry names, found round that very use (floorLists.mjs); or unless
// ENHANCEMENTS says what an engine without it shows instead. An entry that matches nothing fails
// too, so neither list can go stale. The checks are exported for tests/unit/floorCheck.test.ts.
import { Linter } from 'eslint'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { methodsNewerThan, newMethodRule, oldestEngines } from './floorEngineData.mjs'
import { ENHANCEMENTS, FLOOR, GUARDED, SCENE_CHUNKS, SCENE_FLOOR, UNFIXED } from './floorLists.mjs'
import { checkScript, inlineScripts } from './floorScripts.mjs'
import { checkStyles } from './floorStyles.mjs'

function listFiles(dir) {
  return readdirSync(dir, { recursive: true }).map((name) => join(dir, name))
}

/** The stylesheets of the built pages: each <style> block, once, and any .css file. */
function styleSheets(dist) {
  const sheets = new Map()
  for (const file of listFiles(dist)) {
    if (file.endsWith('.css')) sheets.set(readFileSync(file, 'utf8'), file)
    if (!file.endsWith('.html')) continue
    for (const [, css] of readFileSync(file, 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
      if (!sheets.has(css)) sheets.set(css, `${file} <style>`)
    }
  }
  return sheets
}

/**
 * A checker of scripts against the floor, or the scene's floor for a scene chunk (by its name):
 * `check({ file, label, source, isModule })` gives its findings (floorScripts.mjs).
 */
export function scriptChecker() {
  const linter = new Linter({ configType: 'flat', cwd: tmpdir() })
  const floorRule = newMethodRule(methodsNewerThan(oldestEngines(FLOOR)))
  const sceneRule = newMethodRule(methodsNewerThan(oldestEngines(SCENE_FLOOR)))
  return (script) => {
    const isScene = SCENE_CHUNKS.test(script.label.split('/').pop())
    const [query, rule] = isScene ? [SCENE_FLOOR, sceneRule] : [FLOOR, floorRule]
    return checkScript({ ...script, query, linter, rule })
  }
}

/** The findings of a page's inline scripts, each distinct script once, as `label`. */
export function checkInlineScripts(html, label, check, seen = new Set()) {
  const findings = []
  const folder = mkdtempSync(join(tmpdir(), 'floor-inline-'))
  try {
    for (const [index, { source, isModule }] of inlineScripts(html).entries()) {
      if (seen.has(source)) continue
      seen.add(source)
      // es-check reads files: the script is written out as one.
      const file = join(folder, `inline-${index}.js`)
      writeFileSync(file, source)
      findings.push(...check({ file, label: `${label} <script>`, source, isModule }))
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  return findings
}

/** Every finding in the built site at `dist`, and how many scripts were read. */
export async function checkSite(dist) {
  const check = scriptChecker()
  const findings = []
  const chunks = listFiles(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
  for (const file of chunks) {
    findings.push(...check({ file, label: file, source: readFileSync(file, 'utf8') }))
  }
  const pages = listFiles(dist).filter((file) => file.endsWith('.html'))
  const seen = new Set()
  for (const page of pages) {
    findings.push(...checkInlineScripts(readFileSync(page, 'utf8'), page, check, seen))
  }
  for (const [css, source] of styleSheets(dist)) {
    findings.push(...(await checkStyles(css, source, oldestEngines(FLOOR))))
  }
  return { findings, scripts: chunks.length + seen.size }
}

/** What a finding's file is called in the lists: `styles`, `inline`, or the chunk's name. */
function listedName(file) {
  if (file.endsWith('<style>')) return 'styles'
  if (file.endsWith('<script>')) return 'inline'
  return file.split('/').pop()
}

/** The entry of `list` that covers `finding`; a guard's (`isGuard`) only with its check round it. */
function entryFor(list, finding, used, isGuard) {
  const entry = list.find(
    (e) =>
      listedName(finding.file).startsWith(e.file) &&
      e.uses.includes(finding.use) &&
      (!e.near || e.near.test(finding.detail)) &&
      (!isGuard || finding.guardedBy(e)),
  )
  if (entry) used.add(entry)
  return entry
}

/**
 * The findings no entry covers (`failures`), those a known bug of UNFIXED covers (`unfixed`), and
 * the entries that covered none (`stale`).
 */
export function judge(
  findings,
  { guarded = GUARDED, enhancements = ENHANCEMENTS, unfixed = UNFIXED } = {},
) {
  const used = new Set()
  const uncovered = findings.filter(
    (finding) =>
      !entryFor(guarded, finding, used, true) && !entryFor(enhancements, finding, used, false),
  )
  const known = uncovered.filter((finding) => entryFor(unfixed, finding, used, false))
  const failures = uncovered.filter((finding) => !known.includes(finding))
  const stale = [...guarded, ...enhancements, ...unfixed].filter((entry) => !used.has(entry))
  return { failures, unfixed: known, stale }
}

async function main() {
  const dist = process.argv[2] ?? 'dist'
  const { findings, scripts } = await checkSite(dist)
  const { failures, unfixed, stale } = judge(findings)
  const line = ({ file, where, use, tool, detail }) =>
    `${relative('.', file)}${where} ${use} (${tool}): ${detail}`
  for (const finding of unfixed) {
    const { issue, bug } = entryFor(UNFIXED, finding, new Set(), false)
    console.warn(`known, issue ${issue}: ${line(finding)}; ${bug}`)
  }
  for (const finding of failures) console.error(line(finding))
  for (const entry of stale) {
    console.error(
      `floor-check lists ${entry.uses.join(', ')} in ${entry.file}*: no use matches (or its check is gone)`,
    )
  }
  const summary =
    `floor-check: ${scripts} scripts (scene chunks against "${SCENE_FLOOR}", the rest` +
    ` against "${FLOOR}"), ${findings.length - failures.length - unfixed.length} uses behind a` +
    ` check or left out on purpose, ${unfixed.length} known bugs`
  if (failures.length > 0 || stale.length > 0) {
    console.error(
      `${summary}; ${failures.length} uses the floor lacks, ${stale.length} stale entries`,
    )
    process.exitCode = 1
  } else {
    console.log(`${summary}: every other use is in the floor`)
  }
}

// Run as a command, not when a test imports the checks.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
