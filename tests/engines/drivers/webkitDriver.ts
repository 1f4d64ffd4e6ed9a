// WebKit: Debian's WebKitWebDriver (webkit2gtk-driver) driving MiniBrowser in automation mode,
// through a small client of the W3C WebDriver protocol (fetch; no dependency). Each window is
// its own driver and MiniBrowser: GDK_SCALE, which gives the phone its 2 device pixels per CSS
// px, is read once per process.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createServer } from 'node:net'
import {
  callText,
  type EnginePage,
  type EngineSession,
  type PageFunction,
  type WindowSize,
} from '../driver'
import { readErrorTrap } from '../prelude'

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

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>

/** A client of one WebDriver server: the value of each command, or an error with its message. */
function client(origin: string): Call {
  return async (method, path, body) => {
    const init: RequestInit = { method, headers: { 'content-type': 'application/json' } }
    if (body !== undefined) init.body = JSON.stringify(body)
    const response = await fetch(origin + path, init)
    const json = (await response.json()) as { value: unknown }
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(json.value)}`)
    return json.value
  }
}

async function startDriver(webDriver: string, env: NodeJS.ProcessEnv) {
  const port = await freePort()
  const child = spawn(webDriver, [`--port=${port}`], { env, stdio: 'ignore' })
  const call = client(`http://127.0.0.1:${port}`)
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const ready = await call('GET', '/status').then(
      () => true,
      () => false,
    )
    if (ready) return { child, call }
    await new Promise((done) => setTimeout(done, 50))
  }
  child.kill()
  throw new Error(`${webDriver} did not answer on port ${port}`)
}

const KEYS = { Enter: '\uE007', Space: ' ' } as const

function wrapSession(call: Call, id: string, size: WindowSize, child: ChildProcess): EnginePage {
  const at = (path: string) => `/session/${id}${path}`
  const evaluate = async <A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A) =>
    (await call('POST', at('/execute/sync'), {
      script: `return ${callText(fn, args)}`,
      args: [],
    })) as R
  const pointer = size.hasTouch ? 'touch' : 'mouse'
  return {
    async goto(url) {
      await call('POST', at('/url'), { url })
    },
    evaluate,
    async screenshot() {
      return Buffer.from((await call('GET', at('/screenshot'))) as string, 'base64')
    },
    async tap(x, y) {
      const actions = [
        { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ]
      const source = { type: 'pointer', id: 'finger', parameters: { pointerType: pointer } }
      await call('POST', at('/actions'), { actions: [{ ...source, actions }] })
      await call('DELETE', at('/actions'))
    },
    async press(key) {
      const value = KEYS[key]
      const actions = [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ]
      await call('POST', at('/actions'), { actions: [{ type: 'key', id: 'keys', actions }] })
    },
    // Classic WebDriver has no event for a page's errors: the trap the server's prelude put
    // first in the page has kept them since its first line.
    async errors() {
      const trapped = await evaluate(readErrorTrap)
      return trapped ?? ['no error trap in the page: it was not served with the prelude']
    },
    async close() {
      await call('DELETE', at('')).catch(() => {})
      child.kill()
    },
  }
}

/** Sizes the window so that its viewport is `size` (MiniBrowser adds a toolbar around it). */
async function fitWindow(page: EnginePage, call: Call, id: string, size: WindowSize) {
  let width = size.width
  let height = size.height
  for (let attempt = 0; attempt < 2; attempt++) {
    await call('POST', `/session/${id}/window/rect`, { width, height })
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
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary, args: ['--automation'] },
  }
  const sessions: EnginePage[] = []
  let version = 'WebKitGTK'
  const open = async (size: WindowSize) => {
    const env = { ...process.env, DISPLAY: display, GDK_SCALE: String(size.dpr) }
    const { child, call } = await startDriver(webDriver, env)
    const session = (await call('POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    })) as { sessionId: string; capabilities: { browserVersion: string } }
    version = `WebKitGTK ${session.capabilities.browserVersion}`
    const page = wrapSession(call, session.sessionId, size, child)
    await fitWindow(page, call, session.sessionId, size)
    sessions.push(page)
    return page
  }
  // The version comes with the first window's session.
  return {
    get version() {
      return version
    },
    driver: 'WebKitWebDriver (W3C WebDriver) + MiniBrowser',
    open,
    async close() {
      await Promise.all(sessions.map((page) => page.close()))
    },
  }
}
