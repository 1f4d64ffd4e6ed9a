// WebKit: Debian's WebKitWebDriver (webkit2gtk-driver) driving MiniBrowser in automation mode,
// through selenium-webdriver over classic WebDriver (WebKitWebDriver's BiDi is partial). Each
// window is its own driver and MiniBrowser: GDK_SCALE, which gives the phone its 2 device pixels
// per CSS px, is read once per process.
import { existsSync, readdirSync } from 'node:fs'
import { Capabilities, Key, WebDriver } from 'selenium-webdriver'
import { Executor, HttpClient, type Request } from 'selenium-webdriver/http'
import { Command, Name } from 'selenium-webdriver/lib/command'
import { DriverService } from 'selenium-webdriver/remote'
import { callText, type EnginePage, type EngineSession, type WindowSize } from '../driver'
import { readErrorTrap } from '../prelude'

/** A page function's longest run: openScene waits up to 25 s for a first frame. */
const SCRIPT_TIMEOUT_MS = 30_000
const PAGE_LOAD_TIMEOUT_MS = 30_000
/**
 * Any one request, a new session (MiniBrowser's start) included. Longer than a script or a page
 * load may take, so it only catches a driver that stopped answering: selenium's HttpClient has
 * no timeout of its own, and without one a hung driver hangs the run.
 */
const REQUEST_TIMEOUT_MS = SCRIPT_TIMEOUT_MS + 10_000
const DRIVER_START_TIMEOUT_MS = 10_000

/** Where Debian puts MiniBrowser: /usr/lib/<arch>/webkit2gtk-4.x/MiniBrowser. */
export function findMiniBrowser(): string | undefined {
  for (const arch of readdirSync('/usr/lib')) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const path = `/usr/lib/${arch}/${api}/MiniBrowser`
      if (existsSync(path)) return path
    }
  }
  return undefined
}

/** `promise`, or an error naming `what` once `ms` have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what}: no answer in ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Selenium's HTTP client to `url`, each request bounded by `ms`. */
function timedExecutor(url: string, ms: number): Executor {
  const http = new HttpClient(url)
  const send = (request: Request) =>
    // The request's first line (method, path) names the command that hung.
    within(http.send(request), ms, `WebKitWebDriver ${request.toString().split('\n', 1)[0]}`)
  return new Executor({ send })
}

/**
 * WebKitWebDriver on a free port, started from its known path by selenium's DriverService (a
 * bare service: the browser-specific builders are the ones that run selenium-manager).
 */
async function startDriver(webDriver: string, env: NodeJS.ProcessEnv) {
  const service = new DriverService.Builder(webDriver)
    .setHostname('127.0.0.1')
    .setEnvironment(env as Record<string, string>)
    .build()
  // start() polls /status with untimed requests: a driver that accepts and never answers would
  // keep it waiting.
  const url = await within(service.start(), DRIVER_START_TIMEOUT_MS, `${webDriver} start`).catch(
    (error: unknown) => service.kill().then(() => Promise.reject(error)),
  )
  return { service, executor: timedExecutor(url, REQUEST_TIMEOUT_MS) }
}

const KEYS = { Enter: Key.ENTER, Space: ' ' } as const

function wrapDriver(driver: WebDriver, size: WindowSize, service: DriverService): EnginePage {
  const evaluate: EnginePage['evaluate'] = (fn, ...args) =>
    driver.executeScript(`return ${callText(fn, args)}`)
  const pointerType = size.hasTouch ? 'touch' : 'mouse'
  return {
    goto: (url) => driver.get(url),
    evaluate,
    async screenshot() {
      return Buffer.from(await driver.takeScreenshot(), 'base64')
    },
    async tap(x, y) {
      // Selenium's typed Actions have a mouse only: the finger is sent as the W3C sequence.
      const finger = {
        type: 'pointer',
        id: 'finger',
        parameters: { pointerType },
        actions: [
          { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      }
      await driver.execute(new Command(Name.ACTIONS).setParameter('actions', [finger]))
      await driver.actions().clear()
    },
    async press(key) {
      await driver.actions().keyDown(KEYS[key]).keyUp(KEYS[key]).perform()
    },
    // Classic WebDriver has no event for a page's errors: the trap the server's prelude put
    // first in the page has kept them since its first line.
    async errors() {
      const trapped = await evaluate(readErrorTrap)
      return trapped ?? ['no error trap in the page: it was not served with the prelude']
    },
    async close() {
      await driver.quit().catch(() => {})
      await service.kill()
    },
  }
}

/** Sizes the window so that its viewport is `size` (MiniBrowser adds a toolbar around it). */
async function fitWindow(driver: WebDriver, page: EnginePage, size: WindowSize) {
  let width = size.width
  let height = size.height
  for (let attempt = 0; attempt < 2; attempt++) {
    await driver.manage().window().setRect({ width, height })
    const inner = await page.evaluate(() => [window.innerWidth, window.innerHeight])
    width += size.width - inner[0]
    height += size.height - inner[1]
  }
}

/** WebKitGTK through `webDriver` (WebKitWebDriver) on X display `display`. */
export async function launchWebKitDriver(
  webDriver: string,
  display: string,
): Promise<EngineSession> {
  const binary = findMiniBrowser()
  if (!binary) throw new Error('MiniBrowser (libwebkit2gtk) is not installed')
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary, args: ['--automation'] },
    timeouts: { script: SCRIPT_TIMEOUT_MS, pageLoad: PAGE_LOAD_TIMEOUT_MS, implicit: 0 },
  })
  const pages: EnginePage[] = []
  let version = 'WebKitGTK'
  const open = async (size: WindowSize) => {
    const env = { ...process.env, DISPLAY: display, GDK_SCALE: String(size.dpr) }
    const { service, executor } = await startDriver(webDriver, env)
    const driver = WebDriver.createSession(executor, capabilities)
    const page = wrapDriver(driver, size, service)
    try {
      const session = await driver.getCapabilities()
      version = `WebKitGTK ${session.getBrowserVersion()}`
      await fitWindow(driver, page, size)
    } catch (error) {
      await page.close()
      throw error
    }
    pages.push(page)
    return page
  }
  // The version comes with the first window's session.
  return {
    get version() {
      return version
    },
    driver: 'WebKitWebDriver (W3C WebDriver, selenium-webdriver) + MiniBrowser',
    open,
    async close() {
      await Promise.all(pages.map((page) => page.close()))
    },
  }
}
