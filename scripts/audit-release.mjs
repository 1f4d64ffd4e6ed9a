// The last release for `npm run audit`: a commit built as the page is, to measure beside it.
// Which commit: `--baseline <ref>` when given, else the newest tag reachable from HEAD that is not
// HEAD itself (the previous release), else DEFAULT_BASELINE (the repository has no tags yet, and
// CI clones main with its whole history, so the commit is there); with `--no-release`
// (scripts/audit.mjs), none: the floor alone. Its source comes from `git archive` (read-only: no
// worktree registered in the shared repository) into node_modules/.cache/heartburst/audit-release/<commit>/, with a symlink
// to this checkout's node_modules: the release is built with today's dependencies, so a
// difference it shows is the code's. Source and build are kept there and reused while the commit
// and the port (which the build bakes into its addresses) are the same.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSite } from './site-build.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CACHE = join(ROOT, 'node_modules/.cache/heartburst/audit-release')

/**
 * The release when there is no tag: c179da6, the last commit whose audit was accepted (its
 * docs/AUDIT.md run, 1085ab9's gates, was the last before issue 41 changed the audit), and it
 * builds with today's dependencies. Move it forward when an audit is accepted again, or tag a
 * release: a tag wins.
 */
export const DEFAULT_BASELINE = 'c179da6'

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()

const commitOf = (ref) => git('rev-parse', '--verify', `${ref}^{commit}`)

/**
 * { ref, commit, isDefault } of the release to compare with: `baseline`, else the newest tag
 * before HEAD, else DEFAULT_BASELINE (isDefault).
 */
export function findRelease(baseline) {
  if (baseline) return { ref: baseline, commit: commitOf(baseline) }
  const head = git('rev-parse', 'HEAD')
  const tags = git('tag', '--merged', 'HEAD', '--sort=-creatordate').split('\n').filter(Boolean)
  for (const tag of tags) {
    const commit = commitOf(tag)
    if (commit !== head) return { ref: tag, commit }
  }
  return { ref: DEFAULT_BASELINE, commit: commitOf(DEFAULT_BASELINE), isDefault: true }
}

/** The release's source, once per commit. */
function extractSource(commit) {
  const source = join(CACHE, commit, 'source')
  const stamp = join(source, '.audit-extracted')
  if (existsSync(stamp)) return source
  rmSync(source, { recursive: true, force: true })
  mkdirSync(source, { recursive: true })
  const archive = spawnSync('git', ['archive', '--format=tar', commit], {
    cwd: ROOT,
    maxBuffer: 1 << 30,
  })
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`)
  execFileSync('tar', ['-x', '-C', source], { input: archive.stdout })
  symlinkSync(join(ROOT, 'node_modules'), join(source, 'node_modules'), 'dir')
  writeFileSync(stamp, `${commit}\n`)
  return source
}

/** Builds the release with `env` (its own origin's addresses); resolves with its folder. */
export async function buildRelease({ commit, env, name }) {
  const source = extractSource(commit)
  const outDir = resolve(CACHE, commit, name)
  const stamp = join(outDir, '.audit-built')
  if (existsSync(stamp)) return outDir
  await buildSite({ root: source, outDir, env })
  writeFileSync(stamp, `${JSON.stringify(env)}\n`)
  return outDir
}
