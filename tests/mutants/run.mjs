// `npm run test:mutants [-- <name filter>...] [--keep] [--no-control]`: proof that the browser
// tests notice when a behaviour goes. For each mutant in tests/mutants/list.mjs it copies the
// working tree (tracked and untracked-not-ignored files, node_modules linked) to a scratch
// folder, applies the mutant's exact edits, builds that copy (site-build.mjs: Vite's JS API) and
// runs the tests the mutant names against the build, on a port of its own: Playwright's (a
// --grep in one project), or with `runner: 'engines'` the engine tests (tests/engines, Gecko and
// WebKit; the grep is vitest's -t pattern over "Engine window test" names), or with
// `runner: 'unit'` the unit tests of the mutant's `files` (vitest's -t pattern; no build). It prints
// a table, mutant -> the tests that failed (or SURVIVED), and exits non-zero if a mutant survives
// or cannot be applied. A control run first (the same tests, no edits) must pass, or kills mean
// nothing. Every copy is made from one snapshot of the tree taken at the start, so work saved in
// the tree during the run reaches neither the control nor any mutant. Filters are substrings of
// mutant names; --keep leaves the scratch copies; --no-control skips the control run. About an
// hour for all of them on 2 cores (the engine mutants about half), so it is not in `npm test`.
import { spawn, execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSite } from '../../scripts/shared.mjs'
import { mutants } from './list.mjs'
import { editProblems, reportTests } from './tree.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const OUT_DIR = 'dist-mutant'
const REPORT = 'test-results/e2e.json'
const ENGINES_REPORT = 'test-results/engines.json'
const UNIT_REPORT = 'test-results/unit-mutant.json'

const args = process.argv.slice(2)
const isKept = args.includes('--keep')
const hasControl = !args.includes('--no-control')
const filters = args.filter((arg) => !arg.startsWith('--'))
const selected = mutants.filter(
  (mutant) => filters.length === 0 || filters.some((filter) => mutant.name.includes(filter)),
)
if (selected.length === 0) {
  console.error(`No mutant matches ${filters.join(', ')}. Names: ${mutants.map((m) => m.name)}`)
  process.exit(2)
}

/** Files a clean clone plus the work in progress would have: tracked and new, not ignored. */
function listSourceFiles() {
  const output = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  // A tracked file deleted in the working tree is listed but gone.
  return [...new Set(output.split('\0'))].filter((file) => file && existsSync(join(ROOT, file)))
}

/** Copies `files` from `from` to `dir`. */
function copyFiles(from, dir, files) {
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    cpSync(join(from, file), join(dir, file))
  }
}

/** A copy of the snapshot in `base`, with node_modules linked, to build one mutant in. */
function makeScratchCopy(base, parent, name, files) {
  const dir = join(parent, name)
  copyFiles(base, dir, files)
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}

function applyEdits(dir, mutant) {
  for (const edit of mutant.edits) {
    const path = join(dir, edit.file)
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(edit.find, () => edit.replace),
    )
  }
}

/** Builds the copy in `dir` as `npm run build` would, into dir/dist-mutant. */
async function buildCopy(dir) {
  // In the copy's folder: vite.config reads the page maker's .env from the working directory,
  // and the copy has none, as a clean clone has none.
  await buildSite({ root: dir, outDir: OUT_DIR })
}

function isPortFree(port) {
  return new Promise((done) => {
    const server = createServer()
    server.once('error', () => done(false))
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)))
  })
}

let nextPort = Number(process.env.MUTANTS_PORT ?? 4700)
async function freePort() {
  while (!(await isPortFree(nextPort))) nextPort++
  return nextPort++
}

/** The command that runs a mutant's tests: Playwright's project, or the engine tests. */
function testCommand(mutant) {
  if (mutant.runner === 'unit') {
    const report = ['--reporter=json', `--outputFile.json=${UNIT_REPORT}`]
    return ['vitest', 'run', ...report, '-t', mutant.grep, ...(mutant.files ?? [])]
  }
  if (mutant.runner === 'engines') {
    return ['vitest', 'run', '-c', 'vitest.engines.config.ts', '-t', mutant.grep]
  }
  // 'both': the phone and the desktop projects.
  const projects = mutant.project === 'both' ? [] : ['--project', mutant.project]
  return ['playwright', 'test', '--grep', mutant.grep, ...projects]
}

/** Runs the mutant's tests in `dir`; resolves with their exit code. Output goes to `logPath`. */
async function runTests(dir, mutant, logPath) {
  const port = await freePort()
  const env = { ...process.env, CI: '1', E2E_DIST: OUT_DIR }
  env[mutant.runner === 'engines' ? 'ENGINES_PORT' : 'E2E_PORT'] = String(port)
  delete env.ENGINES
  const child = spawn('npx', testCommand(mutant), {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const chunks = []
  child.stdout.on('data', (chunk) => chunks.push(chunk))
  child.stderr.on('data', (chunk) => chunks.push(chunk))
  const code = await new Promise((done) => child.on('close', done))
  writeFileSync(logPath, Buffer.concat(chunks))
  return code
}

/** Every test in a vitest JSON report (the engines' or the units'), with Playwright's status names. */
function readVitestResults(dir, reportFile, suite) {
  const path = join(dir, reportFile)
  if (!existsSync(path)) return null
  const report = JSON.parse(readFileSync(path, 'utf8'))
  const status = { passed: 'expected', failed: 'unexpected' }
  const results = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `[${suite}] ${test.fullName}`,
      status: status[test.status] ?? 'skipped',
    })),
  )
  const errors = report.testResults
    .filter((file) => file.status === 'failed' && file.assertionResults.length === 0)
    .map((file) => ({ message: file.message }))
  return { results, errors }
}

/** Every test in a Playwright JSON report, as "[project] file › titles" with its status. */
function readResults(dir, mutant) {
  if (mutant.runner === 'engines') return readVitestResults(dir, ENGINES_REPORT, 'engines')
  if (mutant.runner === 'unit') return readVitestResults(dir, UNIT_REPORT, 'unit')
  const path = join(dir, REPORT)
  if (!existsSync(path)) return null
  const report = JSON.parse(readFileSync(path, 'utf8'))
  const results = reportTests(report).map((test) => ({
    name: `[${test.project}] ${test.titles.filter(Boolean).join(' › ')}`,
    status: test.status,
  }))
  return { results, errors: report.errors ?? [] }
}

function tail(path, lines = 40) {
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n') : ''
}

function seconds(ms) {
  return `${Math.round(ms / 1000)} s`
}

/** Builds and tests one mutant (or the control, with no edits); returns a table row. */
async function run(base, parent, files, mutant) {
  const started = Date.now()
  const dir = makeScratchCopy(base, parent, mutant.name, files)
  const problems = editProblems(dir, mutant)
  if (problems.length > 0) {
    return { name: mutant.name, outcome: 'CANNOT APPLY', detail: problems, started }
  }
  applyEdits(dir, mutant)
  try {
    // Unit tests read the source, not a build.
    if (mutant.runner !== 'unit') await buildCopy(dir)
  } catch (error) {
    return { name: mutant.name, outcome: 'BUILD FAILED', detail: [String(error)], started }
  }
  const logPath = join(parent, `${mutant.name}.log`)
  await runTests(dir, mutant, logPath)
  const report = readResults(dir, mutant)
  const ran = report?.results.filter((result) => result.status !== 'skipped') ?? []
  if (!report || report.errors.length > 0 || ran.length === 0) {
    const why = report?.errors.map((error) => error.message) ?? ['no report']
    const detail = ran.length === 0 ? ['no test matched or ran', ...why] : why
    return { name: mutant.name, outcome: 'RUN FAILED', detail, log: tail(logPath), started }
  }
  const failed = ran.filter((result) => result.status === 'unexpected').map((r) => r.name)
  if (!isKept) rmSync(dir, { recursive: true, force: true })
  return {
    name: mutant.name,
    outcome: failed.length > 0 ? 'killed' : 'SURVIVED',
    detail: failed.length > 0 ? failed : [`${ran.length} tests passed`],
    log: failed.length > 0 ? '' : tail(logPath, 15),
    ran: ran.length,
    passed: ran.filter((result) => result.status === 'expected').map((r) => r.name),
    started,
  }
}

const began = Date.now()
const parent = mkdtempSync(join(tmpdir(), 'heartburst-mutants-'))
const files = listSourceFiles()
const rows = []
// Others may save files in the tree while the run goes on: the control and every mutant are
// copied from this one snapshot, so all of them test the same source.
const base = join(parent, 'snapshot')
copyFiles(ROOT, base, files)

// Fail loudly before any build if the source has moved away from a mutant.
for (const mutant of selected) {
  for (const problem of editProblems(base, mutant)) console.error(`${mutant.name}: ${problem}`)
}

// The control: each project's selected tests on the unchanged tree. They must all pass.
if (hasControl) {
  const suiteOf = (mutant) => (mutant.runner === 'engines' ? 'engines' : mutant.project)
  const filesOf = (same) => [...new Set(same.flatMap((mutant) => mutant.files ?? []))]
  for (const suite of new Set(selected.map(suiteOf))) {
    const same = selected.filter((mutant) => suiteOf(mutant) === suite)
    console.log(`control (${suite}): the selected tests on the unchanged tree`)
    const row = await run(base, parent, files, {
      name: `control-${suite}`,
      edits: [],
      grep: [...new Set(same.map((m) => m.grep))].join('|'),
      project: same[0].project,
      runner: same[0].runner,
      files: filesOf(same),
    })
    // With nothing removed, "SURVIVED" means every test passed.
    const hasPassed = row.outcome === 'SURVIVED'
    console.log(`  ${hasPassed ? 'passed' : 'FAILED'} in ${seconds(Date.now() - row.started)}`)
    if (!hasPassed) {
      console.error('The control run did not pass, so no kill would mean anything:')
      for (const line of row.detail) console.error(`  ${line}`)
      if (row.log) console.error(row.log)
      console.error(`Scratch copies and logs: ${parent}`)
      process.exit(1)
    }
  }
}

for (const [index, mutant] of selected.entries()) {
  console.log(`[${index + 1}/${selected.length}] ${mutant.name}: ${mutant.removes}`)
  const row = await run(base, parent, files, mutant)
  row.seconds = Math.round((Date.now() - row.started) / 1000)
  // How many of the named tests noticed: a named test that still passes is worth knowing of.
  const share = row.ran
    ? ` (${row.outcome === 'killed' ? row.detail.length : 0} of ${row.ran} failed)`
    : ''
  console.log(`  ${row.outcome}${share} in ${row.seconds} s`)
  if (row.outcome === 'killed') for (const name of row.passed) console.log(`    passed: ${name}`)
  rows.push(row)
}

const width = Math.max(...rows.map((row) => row.name.length), 'mutant'.length)
console.log(`\n${'mutant'.padEnd(width)}  result        tests that failed`)
for (const row of rows) {
  const [first, ...rest] = row.detail
  console.log(`${row.name.padEnd(width)}  ${row.outcome.padEnd(12)}  ${first ?? ''}`)
  for (const line of rest) console.log(`${''.padEnd(width)}  ${''.padEnd(12)}  ${line}`)
}
const bad = rows.filter((row) => row.outcome !== 'killed')
for (const row of bad) if (row.log) console.log(`\n--- ${row.name} ---\n${row.log}`)
console.log(
  `\n${rows.length - bad.length} of ${rows.length} mutants killed in ${seconds(Date.now() - began)}`,
)
if (isKept) console.log(`Scratch copies and logs: ${parent}`)
else rmSync(parent, { recursive: true, force: true })
process.exit(bad.length > 0 ? 1 : 0)
