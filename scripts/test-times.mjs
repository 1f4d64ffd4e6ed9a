// `npm run test:times [-- --write]`: where the browser tests' time goes, from Playwright's JSON
// report of the last run (test-results/e2e.json): the ten slowest files, each with its runs per
// project, and the run's wall time. Prints a Markdown table; --write also puts it into
// docs/TESTING.md between its `<!-- times:start -->` and `<!-- times:end -->` markers, with no
// date: the table is the last full run's, and a partial run (one file, a grep) refuses to write.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { format } from 'prettier'
import { reportTests } from './shared.mjs'

const REPORT = 'test-results/e2e.json'
const DOC = 'docs/TESTING.md'
const START = '<!-- times:start -->'
const END = '<!-- times:end -->'
const SLOWEST = 10

if (!existsSync(REPORT)) {
  console.error(`No ${REPORT}: run the browser tests first (npm run test:e2e).`)
  process.exit(1)
}
const report = JSON.parse(readFileSync(REPORT, 'utf8'))

/** Seconds spent in each file, per project, and the count of tests that ran. */
const files = new Map()
for (const suite of report.suites ?? []) {
  for (const test of reportTests({ suites: [suite] })) {
    const spent = files.get(suite.file) ?? { file: suite.file, phone: 0, desktop: 0, runs: 0 }
    const seconds = test.durations.reduce((sum, ms) => sum + ms, 0) / 1000
    spent[test.project] = (spent[test.project] ?? 0) + seconds
    if (test.status !== 'skipped') spent.runs += 1
    files.set(suite.file, spent)
  }
}

const total = (row) => row.phone + row.desktop
const rows = [...files.values()].toSorted((a, b) => total(b) - total(a))
const sum = rows.reduce((all, row) => all + total(row), 0)
const runs = rows.reduce((all, row) => all + row.runs, 0)
const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`
const cell = (seconds) => (seconds > 0 ? `${Math.round(seconds)} s` : '–')

const table = [
  '| File | Runs | Phone | Desktop | Share |',
  '| --- | --: | --: | --: | --: |',
  ...rows
    .slice(0, SLOWEST)
    .map(
      (row) =>
        `| \`${row.file}\` | ${row.runs} | ${cell(row.phone)} | ${cell(row.desktop)} | ` +
        `${Math.round((100 * total(row)) / sum)} % |`,
    ),
  `| All ${rows.length} files | ${runs} | ${cell(rows.reduce((t, r) => t + r.phone, 0))} | ` +
    `${cell(rows.reduce((t, r) => t + r.desktop, 0))} | ${minutes(sum)} in tests, ` +
    `${minutes(report.stats.duration / 1000)} wall |`,
].join('\n')

const markdown = await format(table, { parser: 'markdown' })
console.log(markdown)

if (process.argv.includes('--write')) {
  // A run of a few files would write a table of a few files as if it were the suite's.
  const isFullRun = rows.length >= 20 && rows.every((row) => row.runs > 0)
  if (!isFullRun) {
    console.error('Not a full run of both projects: docs/TESTING.md left as it is.')
    process.exit(1)
  }
  const doc = readFileSync(DOC, 'utf8')
  const [before, rest] = doc.split(START)
  if (rest === undefined || !rest.includes(END)) {
    console.error(`${DOC} has no ${START} … ${END} block.`)
    process.exit(1)
  }
  const after = rest.slice(rest.indexOf(END))
  writeFileSync(DOC, `${before}${START}\n\n${markdown}\n${after}`)
  console.log(`Written to ${DOC}.`)
}
