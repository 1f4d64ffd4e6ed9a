// Gecko: Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core (no browser
// download: executablePath). Under our X display it has WebGL through Mesa; headless it has none.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launch, type Page } from 'puppeteer-core'
import type { EnginePage, EngineSession, PageFunction, WindowSize } from '../driver'

function wrapPage(page: Page, size: WindowSize): EnginePage {
  const errors: string[] = []
  const pending: Array<Promise<unknown>> = []
  page.on('pageerror', (error) => errors.push(String((error as Error).message ?? error)))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // An Error object logged is a handle: its text is "JSHandle@error", so read it in the page.
    const [first] = message.args()
    const where = message.location().url ?? ''
    errors.push(`${message.text()} ${where}`.trim())
    const details = first
      ?.evaluate((value) => (value instanceof Error ? `${value.message}\n${value.stack}` : ''))
      .then(
        (text) => text && errors.push(text),
        () => {},
      )
    if (details) pending.push(details)
  })
  return {
    async goto(url) {
      // The page left behind first: what it logs while it unloads (an aborted chunk load, say)
      // is not the next page's error.
      await page.goto('about:blank')
      await Promise.all(pending)
      errors.length = 0
      await page.goto(url, { waitUntil: 'load' })
    },
    async evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A) {
      return (await page.evaluate(fn as (...a: unknown[]) => R, ...args)) as R
    },
    async screenshot() {
      return Buffer.from(await page.screenshot({ type: 'png' }))
    },
    async tap(x, y) {
      if (size.hasTouch) await page.touchscreen.tap(x, y)
      else await page.mouse.click(x, y)
    },
    async press(key) {
      await page.keyboard.press(key === 'Space' ? ' ' : key)
    },
    async errors() {
      await Promise.all(pending)
      return [...errors]
    },
    async close() {
      await page.close()
    },
  }
}

/**
 * A home folder whose `.asoundrc` makes ALSA's default device the null one (alsa-lib, which
 * Firefox brings, has it built in): a sound device for a machine that has none.
 */
function silentSoundHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'heartburst-gecko-home-'))
  writeFileSync(join(home, '.asoundrc'), 'pcm.!default {\n  type null\n}\n')
  return home
}

/** Starts Firefox at `executablePath` on X display `display`. */
export async function launchFirefoxBidi(
  executablePath: string,
  display: string,
): Promise<EngineSession> {
  const browser = await launch({
    browser: 'firefox',
    executablePath,
    // Headed, on our virtual display: headless Gecko has no WebGL here.
    headless: false,
    env: { ...process.env, DISPLAY: display, HOME: silentSoundHome() },
    extraPrefsFirefox: {
      // Gecko fails a media element with no sound device to play to (a machine without a sound
      // card or a sound server: CI): ALSA's null device, which takes the samples and drops them.
      'media.cubeb.backend': 'alsa',
      // No updates, telemetry or first-run pages reaching for a network there is not.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'browser.shell.checkDefaultBrowser': false,
    },
  })
  return {
    version: await browser.version(),
    driver: 'puppeteer-core over WebDriver BiDi',
    async open(size) {
      const page = await browser.newPage()
      await page.setViewport({
        width: size.width,
        height: size.height,
        deviceScaleFactor: size.dpr,
        isMobile: size.hasTouch,
        hasTouch: size.hasTouch,
      })
      return wrapPage(page, size)
    },
    async close() {
      await browser.close()
    },
  }
}
