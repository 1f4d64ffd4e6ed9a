import { defineConfig } from '@playwright/test'
import { testLaunchOptions } from './scripts/chromium.mjs'
import { DESKTOP, PHONE } from './scripts/devices.mjs'
import { PREVIEW_HOST, PREVIEW_PORT } from './scripts/previewAddress.mjs'

// E2E_PORT and E2E_DIST let a second build (a mutant, a parallel run) be served beside the
// default one without the runs reusing each other's server.
const PORT = Number(process.env.E2E_PORT ?? PREVIEW_PORT)
const DIST = process.env.E2E_DIST ?? 'dist'

// Where each test runs. Layout, touch, viewport, DPR and pixels can differ between a phone and
// a desktop, so those tests run on both projects; what no viewport can change runs once, on the
// phone. Whole files are listed here; a single test says it with a tag at the end of its title:
//   @once     no viewport changes it (or it sets its own device): phone only;
//   @phone    it needs the phone itself (touch, rotation): phone only;
//   @desktop  it needs a desktop (a window moved to a sharper screen), or one run is enough
//             and the desktop's is the one kept: desktop only;
//   @smoke    also in `npm run test:quick`'s smoke set (phone).
const ONCE_FILES = [
  // The prerendered HTML, and the builds with their own settings.
  'prerender.e2e.ts',
  'personalization.e2e.ts',
  'create-off.e2e.ts',
  // Link decoding and paths, routing and 404s, languages, a made link's first words.
  'shared-links.e2e.ts',
  'made-link-paint.e2e.ts',
  // A page that opens at its moment: clocks and zones, no matter of viewport.
  'opening.e2e.ts',
  'routing.e2e.ts',
  // The letter's face: fonts and their files are no matter of viewport.
  'letter-face.e2e.ts',
  'languages.e2e.ts',
  // CSP and security.
  'security.e2e.ts',
  // /create's form, its links and the replies they carry.
  'create.e2e.ts',
  'create-draft.e2e.ts',
  'create-languages.e2e.ts',
  'create-music.e2e.ts',
  'question-reply.e2e.ts',
  'question-early.e2e.ts',
  // The song's gate.
  'music.e2e.ts',
  'song-base-path.e2e.ts',
  // The floor's emulation, and faults that hand the page to another renderer.
  'oldest-engines.e2e.ts',
  'scene-faults.e2e.ts',
  'gif-faults.e2e.ts',
]
// One storm of 1000 taps is enough: the desktop's mouse.
const DESKTOP_FILES = ['click-storm.e2e.ts']

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // One browser per core. SwiftShader renders on the CPU, so no check here reads a frame rate:
  // the scene's clock is frozen or slowed (sceneClock.ts). The whole suite passed this way on a
  // clean clone; under other runs' load too, but for 4 of 397 timing-bound tests, which passed
  // again alone: watch for such failures when the machine is shared.
  workers: 2,
  // Tests, not files, are handed out to the workers: a file's tests run on both, so the run ends
  // with the two together, not with one worker alone through the rest of a long file. No test
  // leans on another's state (each has its own context); a file that builds a site of its own
  // in beforeAll (song-base-path) has one test.
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Its own output folder: Playwright empties it at start, and test-results/ also holds the
  // unit report that the CI totals read.
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://${PREVIEW_HOST}:${PORT}`,
    launchOptions: testLaunchOptions(),
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      use: PHONE,
      testIgnore: DESKTOP_FILES.map((file) => `**/${file}`),
      grepInvert: /@desktop\b/,
    },
    {
      name: 'desktop',
      use: DESKTOP,
      testIgnore: ONCE_FILES.map((file) => `**/${file}`),
      grepInvert: /@once\b|@phone\b/,
    },
  ],
  webServer: {
    command: `npx vite preview --host ${PREVIEW_HOST} --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://${PREVIEW_HOST}:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
