// Prints one line with the totals of every test run that left a report:
// "N passed, M failed" (vitest's and Playwright's JSON reports in test-results/).
import { existsSync, readFileSync } from 'node:fs'

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
}

let passed = 0
let failed = 0
let skipped = 0

const unit = read('test-results/unit.json')
if (unit) {
  passed += unit.numPassedTests
  failed += unit.numFailedTests
  skipped += unit.numPendingTests + unit.numTodoTests
}

const e2e = read('test-results/e2e.json')
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky
  failed += e2e.stats.unexpected
  skipped += e2e.stats.skipped
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
