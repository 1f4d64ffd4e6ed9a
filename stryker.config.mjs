// @ts-check
// Mutation testing of the pure modules: `npm run test:mutation` (not part of `npm test`; it
// takes minutes). Results and accepted survivors: docs/TESTING.md.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  // vitest.config.ts collects tests/unit only, never the browser specs.
  vitest: { configFile: 'vitest.config.ts' },
  // The burst channel left src/particles for src/stage (issue 56); it stays pure and mutated.
  mutate: [
    'src/particles/**/*.ts',
    'src/stage/burstChannel.ts',
    'src/app/routeHandle.ts',
    'src/app/afterFirstPaint.ts',
  ],
  // Vitest's related mode runs only the test files that import a mutated module. Not
  // `testFiles`: with it Stryker 9.6 activates module-level (static) mutants too late to matter.
  // tests/unit/allocations.test.ts skips itself here (it would read the instrumented copies).
  coverageAnalysis: 'perTest',
  // Stryker rewrites the sandbox tsconfig's `extends` and `references` through the TypeScript 5
  // API, which TypeScript 7 does not have. Ours has neither, so it names no file to rewrite.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  // Two cores on the machines this project runs on.
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // Stryker's sandbox needs the sources and configs, not builds or screenshots.
  ignorePatterns: ['/dist', '/dist-*', '/test-results', '/docs', '/tools', '/public'],
  thresholds: { high: 95, low: 90, break: 90 },
}

// oxlint-disable-next-line import/no-default-export -- Stryker reads the config's default export.
export default config
