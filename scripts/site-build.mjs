// Production builds with their own settings into their own folders, and a preview server for
// one, through Vite's JS API (no child process, no polling): for tests, the audit, the bench,
// the mutants and the visual comparison. The default `npm run build` keeps writing dist/.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, createLogger, preview } from 'vite'
import { PREVIEW_HOST } from './previewAddress.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * Variables Vite itself sets while it resolves a config (NODE_ENV to the mode's default), kept
 * from leaking out of the build that set them.
 */
const VITE_SET = ['NODE_ENV', 'VITE_USER_NODE_ENV']

// One build or server start at a time: vite.config.ts reads the settings from process.env and
// the .env files of the working directory, so two at once would see each other's.
let queue = Promise.resolve()

/** Runs `task` with `env` over process.env, in `cwd`; then puts both back as they were. */
function isolated(env, cwd, task) {
  const run = async () => {
    const keys = [...new Set([...Object.keys(env), ...VITE_SET])]
    const saved = keys.map((key) => [key, process.env[key]])
    const previousCwd = process.cwd()
    Object.assign(process.env, env)
    if (resolve(cwd) !== previousCwd) process.chdir(cwd)
    try {
      return await task()
    } finally {
      if (process.cwd() !== previousCwd) process.chdir(previousCwd)
      for (const [key, value] of saved) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    }
  }
  const result = queue.then(run, run)
  queue = result.catch(() => {})
  return result
}

/** A logger that keeps Vite's warnings and errors in `lines` instead of printing them. */
function collectingLogger(lines) {
  const keep = (message) => lines.push(message)
  const sink = { log: () => {}, warn: keep, error: keep }
  return createLogger('warn', { allowClearScreen: false, console: sink })
}

/**
 * Builds the app in `root` (this repository unless given) as `vite build --outDir <outDir>`
 * does, with `env` over the current environment for this build only. Resolves with
 * { status, output }: 0 or 1, and Vite's warnings and errors as text. Rejects when the build
 * fails and `allowFailure` is not set.
 */
export async function buildSite({ outDir, env = {}, root = ROOT, allowFailure = false }) {
  const lines = []
  const inline = {
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'warn',
    customLogger: collectingLogger(lines),
    build: { outDir, emptyOutDir: true },
  }
  try {
    await isolated(env, root, () => build(inline))
    return { status: 0, output: lines.join('\n') }
  } catch (error) {
    const output = [...lines, String(error?.stack ?? error)].join('\n')
    if (!allowFailure) {
      throw new Error(`vite build --outDir ${outDir} failed:\n${output}`, { cause: error })
    }
    return { status: 1, output }
  }
}

/**
 * Serves a build of this repository as `vite preview` does, on `port` (the next free one when
 * `strictPort` is false). Resolves once it listens, with { url, close }: `url` is the origin,
 * without a trailing slash.
 */
export async function previewSite({ outDir, port, strictPort = true }) {
  const server = await isolated({}, process.cwd(), () =>
    preview({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir },
      preview: { host: PREVIEW_HOST, port, strictPort, open: false },
    }),
  )
  const url = server.resolvedUrls?.local[0]
  if (!url) {
    await server.close()
    throw new Error(`vite preview of ${outDir} reported no address`)
  }
  return { url: url.replace(/\/$/, ''), close: () => server.close() }
}
