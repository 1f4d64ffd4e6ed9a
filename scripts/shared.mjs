// The one door between scripts/ and tests/. Nothing in tests/ imports from scripts/, and nothing
// in scripts/ imports from tests/, but through this module: what crosses is listed here, with
// who takes it, so the two folders' dependency on each other is read in one place. The top-level
// configs (playwright.config.ts, vitest*.config.ts) and tools/ may import scripts/ directly.
// Add a name here rather than a new import across the line. Data files are no imports:
// scripts/audit.mjs copies tests/fixtures/love.gif.

// scripts/ -> tests/: the devices every browser run emulates, how Chromium starts, and the
// build, server and browser probes the browser tests drive.
export { PHONE, DESKTOP } from './devices.mjs' // tests/e2e, tests/engines
export { testLaunchOptions } from './chromium.mjs' // tests/e2e/music.e2e.ts
export { buildSite, previewSite } from './site-build.mjs' // tests/e2e, mutants, unit, engines
export { startSiteServer } from './site-server.mjs' // tests/e2e (a built site under a base path)
export { BROWSERS, decideBrowsers } from './browsers.mjs' // tests/unit, tests/engines
export { probeMachine } from './ensure-browsers.mjs' // tests/engines
export {
  madeLinkFragment,
  madePhotoFragment,
  madeQuestionFragment,
  madeStoryFragment,
} from './made-link.mjs' // tests/unit

// tests/ -> scripts/: the offline network and the glyph contrast the e2e tests measure with,
// which the screenshot and visual-compare scripts measure with too.
export { routeFixtures } from '../tests/e2e/fixtures.mjs' // scripts/screenshots, compare-visual
export { glyphMasks, worstGlyphContrast } from '../tests/e2e/glyphContrast.mjs' // compare-visual
export { reportTests } from '../tests/mutants/tree.mjs' // scripts/test-times (a report's tests)

/**
 * The burst figures of tests/support (TypeScript), as a file path for Vite's runnerImport:
 * scripts/compare-visual.mjs reads what reads as a heart from there.
 */
export const BURST_FIGURES_MODULE = new URL('../tests/support/burstFigures.ts', import.meta.url)
  .pathname
