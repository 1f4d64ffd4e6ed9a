import { defineConfig } from 'vitest/config'

// The engine tests (tests/engines): Gecko and WebKit beside Playwright's Chromium projects. One
// file, one browser at a time (2 cores, software WebGL); the JSON report feeds the CI totals.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/engines/**/*.engine.ts'],
    globalSetup: ['tests/engines/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/engines.json' },
  },
})
