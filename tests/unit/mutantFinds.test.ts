import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { mutants } from '../mutants/list.mjs'
import { editProblems, grepText, reportTests } from '../mutants/tree.mjs'

// The browser mutants (npm run test:mutants) run for an hour, outside `npm test`; what keeps
// them armed runs here in seconds: each edit still applies to the tree as it is, and each
// Playwright mutant's grep still names tests in the projects it runs.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

test('every unit mutant names test files that exist', () => {
  const missing = mutants
    .filter((mutant) => mutant.runner === 'unit')
    .flatMap((mutant) => (mutant.files?.length ? mutant.files : ['(no files)']))
    .filter((file) => !existsSync(new URL(`../../${file}`, import.meta.url)))
  expect(missing).toEqual([])
})

describe('every browser mutant still applies to the tree', () => {
  test.each(mutants.map((mutant) => [mutant.name, mutant] as const))('%s', (_name, mutant) => {
    expect(editProblems(ROOT, mutant)).toEqual([])
  })
})

test('every Playwright mutant names tests that run in its projects', () => {
  // `--list` loads the config and every spec file: the projects' own testIgnore and grepInvert
  // decide what is listed, as they decide what a mutant run would run.
  const listing = execFileSync('npx', ['playwright', 'test', '--list', '--reporter=json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const tests = reportTests(JSON.parse(listing))
  expect(tests.length).toBeGreaterThan(100)
  const unnamed = mutants
    .filter((mutant) => mutant.runner !== 'engines' && mutant.runner !== 'unit')
    .filter((mutant) => {
      // Playwright reads a --grep as a case-insensitive pattern.
      const pattern = new RegExp(mutant.grep, 'i')
      return !tests.some(
        (listed) =>
          (mutant.project === 'both' || listed.project === mutant.project) &&
          pattern.test(grepText(listed)),
      )
    })
    .map((mutant) => `${mutant.name}: no ${mutant.project} test matches ${mutant.grep}`)
  expect(unnamed).toEqual([])
}, 120_000)
