// Playwright's own builds of Firefox and WebKit, where a system has no Debian package for them
// (macOS: its WebKit stands in for WebKitGTK). Playwright drives only its patched builds, so this
// path never runs on Debian; scripts/browsers.mjs decides which path an engine takes.
import { chromium, firefox, webkit, type Page } from 'playwright-core'
import { routeFixtures } from '../../e2e/fixtures.mjs'
import {
  callText,
  type EnginePage,
  type EngineSession,
  type PageFunction,
  type WindowSize,
} from '../driver'

const TYPES = { chromium, firefox, webkit }

function wrapPage(page: Page, size: WindowSize): EnginePage {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return {
    async goto(url) {
      errors.length = 0
      await page.goto(url, { waitUntil: 'load' })
    },
    async evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A) {
      return (await page.evaluate(callText(fn, args))) as R
    },
    screenshot: () => page.screenshot(),
    async tap(x, y) {
      if (size.hasTouch) await page.touchscreen.tap(x, y)
      else await page.mouse.click(x, y)
    },
    press: (key) => page.keyboard.press(key),
    errors: async () => [...errors],
    close: () => page.context().close(),
  }
}

/** Playwright's own `name` browser (its executable at `executablePath`). */
export async function launchPlaywrightOwn(
  name: keyof typeof TYPES,
  executablePath: string,
): Promise<EngineSession> {
  const browser = await TYPES[name].launch({ executablePath, headless: true })
  return {
    version: `${name} ${browser.version()} (Playwright's build)`,
    driver: 'Playwright',
    async open(size) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: size.dpr,
        // Firefox has no isMobile; touch works on every engine.
        isMobile: size.hasTouch && name !== 'firefox',
        hasTouch: size.hasTouch,
      })
      // The offline network of tests/e2e: the fixture GIF for the GIF host, nothing else outside.
      await routeFixtures(context)
      return wrapPage(await context.newPage(), size)
    },
    close: () => browser.close(),
  }
}
