import { describe, expect, test } from 'vitest'
import { BROWSERS, decideBrowsers } from '../../scripts/shared.mjs'

const SYSTEM = {
  chromium: '/usr/bin/chromium',
  firefox: '/usr/bin/firefox-esr',
  webkit: '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/Xvfb',
}
const NONE = { chromium: null, firefox: null, webkit: null, xvfb: null }
const OWN = {
  chromium: '/home/a/.cache/ms-playwright/chromium-1/chrome',
  firefox: '/home/a/.cache/ms-playwright/firefox-1/firefox',
  webkit: '/home/a/.cache/ms-playwright/webkit-1/pw_run.sh',
  xvfb: null,
}
const debian = { platform: 'linux', isDebian: true, isRoot: true, isCI: false }
const mac = { platform: 'darwin', isDebian: false, isRoot: false, isCI: false }
const without = (...names: string[]) => ({
  ...SYSTEM,
  ...Object.fromEntries(names.map((name) => [name, null])),
})

describe('the list of browsers the tests drive', () => {
  test('names each Debian package once, with a binary to find it by', () => {
    const packages = BROWSERS.map((browser) => browser.debianPackage)
    expect(packages).toEqual(['chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb'])
    for (const browser of BROWSERS) expect(browser.binaries.length).toBeGreaterThan(0)
  })
})

describe('deciding what npm test does about missing browsers', () => {
  test('everything found: ready, each used from the system', () => {
    const decision = decideBrowsers({ ...debian, found: SYSTEM, playwrightFound: NONE })
    expect(decision.action).toBe('ready')
    expect(decision.use.webkit).toEqual({ kind: 'system', path: SYSTEM.webkit })
  })

  test('Debian as root: installs just the missing packages, saying what and why', () => {
    const found = without('firefox', 'xvfb')
    const decision = decideBrowsers({ ...debian, found, playwrightFound: NONE })
    expect(decision.action).toBe('install')
    expect(decision.packages).toEqual(['firefox-esr', 'xvfb'])
    expect(decision.command).toBe('apt-get install -y firefox-esr xvfb')
    expect(decision.message).toMatch(/^Installing firefox-esr, xvfb from Debian's packages/)
    expect(decision.message).toContain('Gecko')
  })

  test('Debian without root: stops with the exact sudo line', () => {
    const decision = decideBrowsers({
      ...debian,
      isRoot: false,
      found: without('chromium', 'webkit'),
      playwrightFound: OWN,
    })
    expect(decision.action).toBe('stop')
    expect(decision.command).toBe('sudo apt-get install -y chromium webkit2gtk-driver')
    expect(decision.message).toContain('sudo apt-get install -y chromium webkit2gtk-driver')
  })

  test("Debian prefers its packages to Playwright's builds", () => {
    const decision = decideBrowsers({ ...debian, found: without('webkit'), playwrightFound: OWN })
    expect(decision.action).toBe('install')
    expect(decision.packages).toEqual(['webkit2gtk-driver'])
  })

  test("macOS with Playwright's browsers: uses them, and needs no X display", () => {
    const decision = decideBrowsers({ ...mac, found: NONE, playwrightFound: OWN })
    expect(decision.action).toBe('ready')
    expect(decision.use.webkit).toEqual({ kind: 'playwright', path: OWN.webkit })
    expect(decision.use.xvfb).toBeUndefined()
  })

  test("macOS without Playwright's WebKit: stops with npx playwright install webkit", () => {
    const playwrightFound = { ...OWN, webkit: null }
    const decision = decideBrowsers({ ...mac, found: NONE, playwrightFound })
    expect(decision.action).toBe('stop')
    expect(decision.command).toBe('npx playwright install webkit')
  })

  test('another Linux with nothing: stops with the Playwright command for all three engines', () => {
    const decision = decideBrowsers({
      platform: 'linux',
      isDebian: false,
      isRoot: true,
      isCI: false,
      found: NONE,
      playwrightFound: NONE,
    })
    expect(decision.action).toBe('stop')
    expect(decision.command).toBe('npx playwright install chromium firefox webkit')
  })

  test('a local run may leave an engine out; with CI set that is a failure', () => {
    const machine = { ...debian, found: without('webkit'), playwrightFound: NONE }
    const wanted = ['chromium', 'firefox', 'xvfb']
    expect(decideBrowsers({ ...machine, wanted }).action).toBe('ready')
    const ci = decideBrowsers({ ...machine, isCI: true, wanted })
    expect(ci.action).toBe('stop')
    expect(ci.message).toContain('webkit')
  })

  test('with CI set a missing engine is installed or stops the run, never skipped', () => {
    const found = without('firefox')
    const asRoot = decideBrowsers({ ...debian, isCI: true, found, playwrightFound: NONE })
    expect(asRoot.action).toBe('install')
    const elsewhere = decideBrowsers({ ...mac, isCI: true, found: NONE, playwrightFound: NONE })
    expect(elsewhere.action).toBe('stop')
  })

  test('an unknown name in ENGINES stops with the list', () => {
    const decision = decideBrowsers({
      ...debian,
      found: SYSTEM,
      playwrightFound: NONE,
      wanted: ['safari'],
    })
    expect(decision.action).toBe('stop')
    expect(decision.message).toContain('chromium, firefox, webkit, xvfb')
  })
})
