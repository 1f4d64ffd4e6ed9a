// The engine tests' server: the production build as tests/e2e serves it (vite preview, through
// site-build.mjs's previewSite), behind a small proxy that adds what classic WebDriver cannot
// (it has no init script): a same-origin script first in every HTML page (prelude.ts: the error
// trap from the app's first line on, and a slowed scene clock when the address asks), and the
// same clock in front of the scene worker's script when the page asks for it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { previewSite } from '../../scripts/shared.mjs'
import { CLOCK_COOKIE, CLOCK_PARAM, pagePrelude, slowClock } from './prelude'

const PRELUDE_PATH = '/__engines/prelude.js'
const PRELUDE = `(${pagePrelude})(${JSON.stringify(CLOCK_PARAM)}, ${JSON.stringify(CLOCK_COOKIE)}, ${slowClock})\n`
const SCENE_WORKER = /^\/assets\/sceneWorker-[\w-]+\.js$/
/**
 * Request headers not passed on: the proxy may edit a body, so it asks for the whole of it,
 * uncompressed, every time.
 */
const REQUEST_HEADERS_DROPPED = new Set([
  'host',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'range',
])
/** Headers that describe the upstream's transfer, not the body this proxy sends. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
])

/** The page with the prelude as its first script: before the app's entry and its CSP. */
function withPrelude(html: string): string {
  const head = /<head[^>]*>/i.exec(html)
  if (!head) throw new Error('an HTML page without <head>: nowhere to put the prelude first')
  const at = head.index + head[0].length
  return `${html.slice(0, at)}<script src="${PRELUDE_PATH}"></script>${html.slice(at)}`
}

function readCookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of request.headers.cookie?.split(';') ?? []) {
    const [key, value] = part.trim().split('=')
    if (key === name) return value
  }
  return undefined
}

async function proxy(upstream: string, request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', upstream).pathname
  if (path === PRELUDE_PATH) {
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
    response.end(PRELUDE)
    return
  }
  const headers = new Headers()
  for (const [key, value] of Object.entries(request.headers)) {
    if (!REQUEST_HEADERS_DROPPED.has(key) && typeof value === 'string') headers.set(key, value)
  }
  const answer = await fetch(upstream + request.url, {
    method: request.method,
    headers,
    redirect: 'manual',
  })
  const out: Record<string, string> = {}
  answer.headers.forEach((value, key) => {
    if (!TRANSFER_HEADERS.has(key)) out[key] = value
  })
  let body = Buffer.from(await answer.arrayBuffer())
  if ((answer.headers.get('content-type') ?? '').includes('text/html')) {
    body = Buffer.from(withPrelude(body.toString('utf8')))
    out['cache-control'] = 'no-store'
  } else if (SCENE_WORKER.test(path)) {
    // Every visit asks again: whether its clock is slowed is the visiting page's choice.
    const factor = Number(readCookie(request, CLOCK_COOKIE))
    if (factor > 1) body = Buffer.concat([Buffer.from(`(${slowClock})(${factor});\n`), body])
    out['cache-control'] = 'no-store'
  }
  response.writeHead(answer.status, out).end(request.method === 'HEAD' ? undefined : body)
}

/**
 * Serves the build in `outDir`: vite preview on `port` (or the next free one), and in front of
 * it the proxy, on a port the system picks. Resolves with the proxy's origin and a close.
 */
export async function serveBuild(outDir: string, port: number) {
  const preview = await previewSite({ outDir, port, strictPort: false })
  const server = createServer((request, response) => {
    proxy(preview.url, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502)
      response.end(String(error))
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port: proxyPort } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    async close() {
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
      await preview.close()
    },
  }
}
