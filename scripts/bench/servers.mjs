// Builds the two sites the bench measures and serves them with `vite preview` on free ports.
import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const VITE = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url))

/** Where each site is built (both folders are ignored by git: `dist-*`). */
export const APP_OUT_DIR = 'dist-bench-app'
export const BENCH_OUT_DIR = 'dist-bench'
const BENCH_CONFIG = 'bench/vite.bench.config.ts'

function runVite(args) {
  const result = spawnSync(process.execPath, [VITE, ...args], { cwd: ROOT, encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`vite ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
  }
}

/** The production build of the app (not into dist/, which other tools use) and the bench site. */
export function buildSites() {
  // Hidden source maps: .map files beside the chunks (the bench names allocation sites with
  // them), no sourceMappingURL comment, so the JavaScript is byte for byte what ships.
  runVite([
    'build',
    '--outDir',
    APP_OUT_DIR,
    '--emptyOutDir',
    '--sourcemap',
    'hidden',
    '--logLevel',
    'warn',
  ])
  runVite(['build', '--config', BENCH_CONFIG, '--logLevel', 'warn'])
}

function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * Serves both builds with `vite preview` on the first free ports in [first, last]. Resolves
 * with { appUrl, benchUrl, stop }.
 */
export async function serveSites({ first = 4180, last = 4189 } = {}) {
  const ports = []
  for (let port = first; port <= last && ports.length < 2; port++) {
    if (await isPortFree(port)) ports.push(port)
  }
  if (ports.length < 2) throw new Error(`No two free ports in ${first}-${last}`)
  const common = ['preview', '--host', '127.0.0.1', '--strictPort', '--logLevel', 'warn']
  const children = [
    spawn(process.execPath, [VITE, ...common, '--outDir', APP_OUT_DIR, '--port', `${ports[0]}`], {
      cwd: ROOT,
      stdio: 'ignore',
    }),
    spawn(process.execPath, [VITE, ...common, '--config', BENCH_CONFIG, '--port', `${ports[1]}`], {
      cwd: ROOT,
      stdio: 'ignore',
    }),
  ]
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill()
  }
  const appUrl = `http://127.0.0.1:${ports[0]}`
  const benchUrl = `http://127.0.0.1:${ports[1]}`
  try {
    await Promise.all([waitForHttp(`${appUrl}/`, 30_000), waitForHttp(`${benchUrl}/`, 30_000)])
  } catch (error) {
    stop()
    throw error
  }
  return { appUrl, benchUrl, stop }
}
