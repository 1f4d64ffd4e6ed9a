// Prints one line with the totals of every test run that left a report:
// "N passed, M failed" (vitest's JSON reports of the unit and engine tests, Playwright's of the
// Chromium tests, in test-results/).
import { existsSync, readFileSync } from 'node:fs'

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
}

let passed = 0
let failed = 0
let skipped = 0

for (const file of ['test-results/unit.json', 'test-results/engines.json']) {
  const vitest = read(file)
  if (!vitest) continue
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  skipped += vitest.numPendingTests + vitest.numTodoTests
  // A run that failed outside any test (a setup error, a file that did not load) still failed.
  if (!vitest.success && vitest.numFailedTests === 0)
    failed += Math.max(1, vitest.numFailedTestSuites)
}

const e2e = read('test-results/e2e.json')
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky
  failed += e2e.stats.unexpected
  skipped += e2e.stats.skipped
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
