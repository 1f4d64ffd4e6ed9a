// `npm test`'s first step: finds every browser of scripts/browsers.mjs on this machine and, where
// one is missing, installs it (Debian or Ubuntu as root) or stops at once with the command that
// would (see decideBrowsers). Seconds, before minutes of type checks and builds.
//
//   node scripts/ensure-browsers.mjs            act on the decision
//   node scripts/ensure-browsers.mjs --dry-run  print it only (exit 1 where it would stop)
//
// BROWSERS_MISSING=firefox,xvfb makes the lookup treat those as absent (to see the install and
// stop paths without removing packages); ENGINES=chromium,firefox narrows the list locally.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { createRequire } from 'node:module'
import { BROWSERS, decideBrowsers } from './browsers.mjs'

// playwright-core takes seconds to load: only a probe that asks for its own browsers loads it, so
// the modules that import this one (through scripts/shared.mjs, unit tests included) stay quick.
const playwrightBrowser = (name) => createRequire(import.meta.url)('playwright-core')[name]

/** Names listed in an environment variable (comma separated), or undefined when unset. */
function namesIn(variable) {
  const value = process.env[variable]
  return value ? value.split(',').map((name) => name.trim()) : undefined
}

function isDebianLike() {
  if (existsSync('/etc/debian_version')) return true
  if (!existsSync('/etc/os-release')) return false
  const release = readFileSync('/etc/os-release', 'utf8')
  return /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(release)
}

/**
 * What this machine has: the facts decideBrowsers decides on.
 * @returns {import('./browsers.mjs').Machine}
 */
export function probeMachine() {
  const absent = namesIn('BROWSERS_MISSING') ?? []
  const found = {}
  const playwrightFound = {}
  for (const browser of BROWSERS) {
    const isAbsent = absent.includes(browser.name)
    found[browser.name] = isAbsent ? null : (browser.binaries.find((p) => existsSync(p)) ?? null)
    const own = browser.playwright && playwrightBrowser(browser.playwright).executablePath()
    playwrightFound[browser.name] = !isAbsent && own && existsSync(own) ? own : null
  }
  return {
    platform: process.platform,
    isDebian: process.platform === 'linux' && isDebianLike(),
    isRoot: process.getuid?.() === 0,
    isCI: Boolean(process.env.CI) && process.env.CI !== 'false',
    found,
    playwrightFound,
    wanted: namesIn('ENGINES'),
  }
}

function install(decision) {
  console.log(decision.message)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const run = (args) =>
    execFileSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] })
  run(['update', '-qq'])
  run(['install', '-y', '-qq', ...decision.packages])
}

function main() {
  const isDryRun = process.argv.includes('--dry-run')
  const decision = decideBrowsers(probeMachine())
  if (isDryRun) {
    console.log(JSON.stringify(decision, null, 2))
    process.exit(decision.action === 'stop' ? 1 : 0)
  }
  if (decision.action === 'stop') {
    console.error(decision.message)
    process.exit(1)
  }
  if (decision.action === 'install') {
    try {
      install(decision)
    } catch (error) {
      console.error(`apt-get could not install ${decision.packages.join(' ')}: ${error.message}`)
      process.exit(1)
    }
    // Found now, or apt-get installed something else than the list says.
    const installed = BROWSERS.filter((b) => decision.packages.includes(b.debianPackage))
    const still = installed.filter((b) => !b.binaries.some((path) => existsSync(path)))
    if (still.length > 0) {
      console.error(`Still missing after apt-get: ${still.map((b) => b.binaries[0]).join(', ')}`)
      process.exit(1)
    }
    return
  }
  const names = Object.entries(decision.use).map(([name, use]) => `${name} (${use.kind})`)
  console.log(`Browsers for the tests: ${names.join(', ')}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
