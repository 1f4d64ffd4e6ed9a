import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'
import { DESKTOP, PHONE } from './scripts/devices.mjs'
import { PREVIEW_HOST, PREVIEW_PORT } from './scripts/previewAddress.mjs'

// E2E_PORT and E2E_DIST let a second build (a mutant, a parallel run) be served beside the
// default one without the runs reusing each other's server.
const PORT = Number(process.env.E2E_PORT ?? PREVIEW_PORT)
const DIST = process.env.E2E_DIST ?? 'dist'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // SwiftShader renders on the CPU: one browser at a time keeps frames honest on 2 cores.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Its own output folder: Playwright empties it at start, and test-results/ also holds the
  // unit report that the CI totals read.
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://${PREVIEW_HOST}:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: PHONE },
    { name: 'desktop', use: DESKTOP },
  ],
  webServer: {
    command: `npx vite preview --host ${PREVIEW_HOST} --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://${PREVIEW_HOST}:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
