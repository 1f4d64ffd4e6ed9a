// The browsers the tests drive, in one list, and the decision of what to do when some are
// missing. `npm test` starts with scripts/ensure-browsers.mjs, which finds each one on this
// machine and acts on `decideBrowsers`; the engine harness (tests/engines) launches what the
// same lookup finds. .ci/run names no package: it runs `npm test`.

/**
 * @typedef {{
 *   name: string,
 *   engine: string,
 *   debianPackage: string,
 *   binaries: string[],
 *   playwright: string | null,
 *   why: string,
 * }} Browser
 */

/** @type {Browser[]} */
export const BROWSERS = [
  {
    name: 'chromium',
    engine: 'Chromium',
    debianPackage: 'chromium',
    binaries: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
    playwright: 'chromium',
    why: 'the Playwright tests (tests/e2e) run on Chromium',
  },
  {
    name: 'firefox',
    engine: 'Gecko',
    debianPackage: 'firefox-esr',
    binaries: ['/usr/bin/firefox-esr'],
    playwright: 'firefox',
    why: 'the engine tests (tests/engines) run on Gecko, over WebDriver BiDi',
  },
  {
    name: 'webkit',
    engine: 'WebKit',
    debianPackage: 'webkit2gtk-driver',
    // WebKitWebDriver drives MiniBrowser, which comes with its library (a dependency).
    binaries: ['/usr/bin/WebKitWebDriver'],
    playwright: 'webkit',
    why: 'the engine tests (tests/engines) run on WebKitGTK, over WebDriver',
  },
  {
    name: 'xvfb',
    engine: 'X display',
    debianPackage: 'xvfb',
    binaries: ['/usr/bin/Xvfb'],
    playwright: null,
    why: 'Gecko and WebKitGTK draw WebGL only in a window: a virtual X display gives them one',
  },
]

/** The browsers on a system whose own packages are used (Debian, Ubuntu). */
export const SYSTEM_BROWSERS = BROWSERS.map((browser) => browser.name)

/**
 * @typedef {{
 *   platform: string,
 *   isDebian: boolean,
 *   isRoot: boolean,
 *   isCI: boolean,
 *   found: Record<string, string | null>,
 *   playwrightFound: Record<string, string | null>,
 *   wanted?: string[],
 * }} Machine
 *
 * @typedef {{ kind: 'system' | 'playwright', path: string }} Use
 *
 * @typedef {{
 *   action: 'ready' | 'install' | 'stop',
 *   packages: string[],
 *   command: string | null,
 *   message: string,
 *   use: Record<string, Use>,
 * }} Decision
 */

const list = (names) => names.join(', ')

/**
 * What `npm test` does about the browsers, from what the machine has (pure: no lookups here).
 * - Everything found: 'ready', with the binary to use for each.
 * - Debian or Ubuntu: the missing packages are installed with apt-get as root ('install', the
 *   command to run); without root, 'stop' with the exact `sudo apt-get install` line.
 * - Elsewhere: Playwright's own build of a browser where it is installed (the X display is not
 *   needed then); otherwise 'stop' with `npx playwright install <browsers>`.
 * `wanted` narrows the list for a local run (ENGINES=chromium,firefox); with CI it must be the
 * whole list, so an engine can never be left out silently there.
 * @param {Machine} machine
 * @returns {Decision}
 */
export function decideBrowsers(machine) {
  const wanted = machine.wanted ?? SYSTEM_BROWSERS
  const unknown = wanted.filter((name) => !SYSTEM_BROWSERS.includes(name))
  if (unknown.length > 0) {
    return stop(`Unknown browser ${list(unknown)}: the list is ${list(SYSTEM_BROWSERS)}.`)
  }
  const left = SYSTEM_BROWSERS.filter((name) => !wanted.includes(name))
  if (machine.isCI && left.length > 0) {
    return stop(`With CI set every engine runs, but ENGINES leaves out ${list(left)}.`)
  }
  const browsers = BROWSERS.filter((browser) => wanted.includes(browser.name))
  /** @type {Record<string, Use>} */
  const use = {}
  for (const browser of browsers) {
    const path = machine.found[browser.name]
    if (path) use[browser.name] = { kind: 'system', path }
  }
  const missing = browsers.filter((browser) => !use[browser.name])
  if (missing.length === 0)
    return { action: 'ready', packages: [], command: null, message: '', use }

  if (machine.isDebian) {
    const packages = missing.map((browser) => browser.debianPackage)
    const reasons = missing.map((browser) => `${browser.debianPackage}: ${browser.why}`)
    if (machine.isRoot) {
      const command = `apt-get install -y ${packages.join(' ')}`
      const message = `Installing ${list(packages)} from Debian's packages for the browser tests (${reasons.join('; ')}).`
      return { action: 'install', packages, command, message, use }
    }
    const command = `sudo apt-get install -y ${packages.join(' ')}`
    const message = `The browser tests need ${list(packages)} (${reasons.join('; ')}). Install them with:\n  ${command}`
    return { action: 'stop', packages, command, message, use }
  }

  // Another system: Playwright's own builds, which need no X display of ours.
  const needed = missing.filter((browser) => browser.playwright !== null)
  const absent = []
  for (const browser of needed) {
    const path = machine.playwrightFound[browser.name]
    if (path) use[browser.name] = { kind: 'playwright', path }
    else absent.push(browser.playwright)
  }
  if (absent.length === 0) return { action: 'ready', packages: [], command: null, message: '', use }
  const command = `npx playwright install ${absent.join(' ')}`
  const where = machine.platform === 'linux' ? 'this Linux' : machine.platform
  const message = `The browser tests need ${list(absent)}, which ${where} has neither as a system package we know nor as Playwright's own build. Install Playwright's with:\n  ${command}`
  return { action: 'stop', packages: [], command, message, use }
}

/** @returns {Decision} */
function stop(message) {
  return { action: 'stop', packages: [], command: null, message, use: {} }
}
