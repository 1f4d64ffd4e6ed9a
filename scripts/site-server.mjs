// A static file server that answers like GitHub Pages: a file is served as is, a folder
// without its trailing slash is redirected (301) to it, a folder with one serves its
// index.html, and anything else gets 404.html with a 404 status. Text is gzipped, as on Pages.
// With `redirectFolders: false` it serves /love from love/index.html directly, as Netlify does.
// Used by the e2e tests of sub-path builds and by `npm run audit`.
// Usage: node scripts/site-server.mjs <folder> <port> [basePath]
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
}

function isFile(path) {
  return existsSync(path) && statSync(path).isFile()
}

function send(request, response, status, path) {
  const type = TYPES[extname(path)] ?? 'application/octet-stream'
  let body = readFileSync(path)
  const headers = { 'Content-Type': type, 'Cache-Control': 'max-age=600' }
  const isText = /^(text|application\/(xml|json))|svg/.test(type)
  if (isText && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    body = gzipSync(body)
    headers['Content-Encoding'] = 'gzip'
  }
  response.writeHead(status, { ...headers, 'Content-Length': body.length })
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** Serves `root` at http://host:port{basePath}; resolves with the server once it listens. */
export function startSiteServer({
  root,
  port,
  basePath = '/',
  host = '127.0.0.1',
  redirectFolders = true,
}) {
  const folder = resolve(root)
  const notFound = join(folder, '404.html')
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`)
    const pathname = decodeURIComponent(url.pathname)
    const isInside = pathname.startsWith(basePath)
    const path = normalize(join(folder, pathname.slice(basePath.length)))
    if (!isInside || !(path === folder || path.startsWith(folder + sep))) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    if (isFile(path)) return send(request, response, 200, path)
    if (isFile(join(path, 'index.html'))) {
      if (pathname.endsWith('/') || !redirectFolders) {
        return send(request, response, 200, join(path, 'index.html'))
      }
      response.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end()
      return
    }
    if (isFile(notFound)) return send(request, response, 404, notFound)
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolvePromise(server))
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root = 'dist', port = '4175', basePath = '/'] = process.argv.slice(2)
  await startSiteServer({ root, port: Number(port), basePath })
  console.log(`Serving ${root} at http://127.0.0.1:${port}${basePath}`)
}
