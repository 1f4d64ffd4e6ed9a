// A production build with its own settings into its own folder, for tests and the audit:
// the default `npm run build` keeps writing dist/.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))
const ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * Runs `vite build --outDir <outDir>` with `env` over the current environment. Resolves with
 * { status, output } (output: stdout and stderr together); throws when the build fails and
 * `allowFailure` is not set.
 */
export function buildSite({ outDir, env = {}, allowFailure = false }) {
  const result = spawnSync(
    process.execPath,
    [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  )
  const output = `${result.stdout}${result.stderr}`
  if (result.status !== 0 && !allowFailure) {
    throw new Error(`vite build --outDir ${outDir} failed:\n${output}`)
  }
  return { status: result.status, output }
}
