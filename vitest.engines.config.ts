import { defineConfig } from 'vitest/config'

// The engine tests (tests/engines): Gecko and WebKit beside Playwright's Chromium projects. A
// file per engine, the two at once: driven over WebDriver, each engine leaves most of the 2
// cores idle (135 s one after the other, user + sys 100 s). The JSON report feeds the CI totals.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/engines/**/*.engine.ts'],
    globalSetup: ['tests/engines/globalSetup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/engines.json' },
  },
})
