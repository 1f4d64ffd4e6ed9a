// Playwright's test as every e2e file uses it (offline network, console capture, the scene path
// and GIF fault options, second contexts), its expect, and the build under test.
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test'
import { formatLoveTitle } from '../../src/settings/pages'
import { routeFixtures } from './fixtures.mjs'
import { forceMainThreadScene } from './sceneWorker'
import { buildSettings } from './siteWatch'

/** Where the WebGL scene runs: in its worker (the production default) or on the page's thread. */
export type ScenePath = 'worker' | 'main'

/** A fault on the GIF host: what `routeFixtures` serves for every external .gif. */
export type GifFault = NonNullable<Parameters<typeof routeFixtures>[1]>

type Options = { scenePath: ScenePath; gifFault: GifFault }
type Fixtures = {
  consoleErrors: string[]
  consoleLogs: string[]
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
}

/**
 * What every context a test opens gets, the default one and any second one alike: the offline
 * network (with the test's GIF fault), the test's scene path, and its pages' console errors and
 * logs collected in the test's lists.
 */
async function prepareContext(
  context: BrowserContext,
  setup: Options & Pick<Fixtures, 'consoleErrors' | 'consoleLogs'>,
) {
  await routeFixtures(context, setup.gifFault)
  if (setup.scenePath === 'main') await forceMainThreadScene(context)
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') setup.consoleErrors.push(message.text())
      if (message.type() === 'log') setup.consoleLogs.push(message.text())
    })
    page.on('pageerror', (error) => setup.consoleErrors.push(error.message))
  })
}

/**
 * Playwright's test with the offline network (fixture GIF) and console capture on every page,
 * and two options:
 * - `scenePath`: `test.use({ scenePath: 'main' })` runs a file's tests with the scene on the
 *   page's thread;
 * - `gifFault`: `test.use({ gifFault: { gifAbort: true } })` (or `gifDelayMs`, `gifStatus`)
 *   makes the GIF host fail that way.
 * Devices are Playwright's own options: `test.use({ ...PHONE, deviceScaleFactor: 3 })`.
 *
 * `newContext(options)` opens a second context, for what one browser cannot be at once (a
 * recipient's phone, a crawler with no script): the project's device with `options` over it,
 * prepared as the default context is, and closed when the test ends, whatever happens.
 */
export const test = base.extend<Options & Fixtures>({
  scenePath: ['worker', { option: true }],
  gifFault: [{}, { option: true }],
  consoleErrors: async ({}, use) => {
    await use([])
  },
  consoleLogs: async ({}, use) => {
    await use([])
  },
  context: async ({ context, scenePath, gifFault, consoleErrors, consoleLogs }, use) => {
    await prepareContext(context, { scenePath, gifFault, consoleErrors, consoleLogs })
    await use(context)
  },
  newContext: async ({ browser, scenePath, gifFault, consoleErrors, consoleLogs }, use) => {
    const opened: BrowserContext[] = []
    await use(async (options = {}) => {
      // Inside a test, browser.newContext starts from the project's `use` options (device,
      // baseURL) and the test's test.use overrides, as the default context does.
      const context = await browser.newContext(options)
      opened.push(context)
      await prepareContext(context, { scenePath, gifFault, consoleErrors, consoleLogs })
      return context
    })
    await Promise.all(opened.map((context) => context.close()))
  },
})

export { expect }

/** The settings the build under test was made with (a page maker's .env included). */
export const site = buildSettings()

/** The title the love pages must carry for that build. */
export function loveTitle(): string {
  return formatLoveTitle(site.recipientName, site)
}
