// How a mutant meets the tree: whether its edits still apply (each find exactly once), and the
// tests of a Playwright JSON report (a run's, or `--list`'s), as its grep sees them. The runner
// (run.mjs) and tests/unit/mutantFinds.test.ts share them, so `npm test` fails as soon as a
// change in src/ disarms a mutant, not an hour into the next mutant run.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Why each of `mutant`'s edits cannot be applied to the tree in `base` ([] when all can). */
export function editProblems(base, mutant) {
  const problems = []
  for (const edit of mutant.edits) {
    const path = join(base, edit.file)
    if (!existsSync(path)) {
      problems.push(`${edit.file} does not exist`)
      continue
    }
    const found = readFileSync(path, 'utf8').split(edit.find).length - 1
    if (found !== 1) problems.push(`${edit.file}: find occurs ${found} times: ${edit.find.trim()}`)
  }
  return problems
}

/**
 * Every test of a Playwright JSON report, one per project: its project, its titles (file,
 * describes, title), its tags (with their @), its status and each run's duration in ms.
 * @returns {{
 *   project: string, titles: string[], tags: string[], status: string, durations: number[]
 * }[]}
 */
export function reportTests(report) {
  const tests = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests.push({
          project: test.projectName,
          titles: [...titles, spec.title],
          tags: spec.tags.map((tag) => `@${tag}`),
          status: test.status,
          durations: test.results.map((result) => result.duration),
        })
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.title])
  return tests
}

/** The text Playwright matches `--grep` against: project, file, titles and tags, spaced. */
export function grepText(test) {
  return [test.project, ...test.titles, ...test.tags].join(' ')
}
