// The browser side of `npm run audit`: one Chromium (the e2e tests' binary and flags) for every
// Lighthouse run, the https host of the made links' GIF, one run and what the audit reads of it.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:https'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js'
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromiumLaunchOptions } from './chromium.mjs'

/** A curated GIF's real address, as /create puts it in a made link. */
export const MADE_GIF = 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif'
/** The hosts of the curated GIFs (src/share/curated.ts): a made link's, and /create's picker. */
const GIF_HOSTS = ['media.giphy.com', 'media.tenor.com']
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const FIXTURE_GIF = new URL('../tests/fixtures/love.gif', import.meta.url)

/**
 * Chromium with a debugging port for Lighthouse to drive, which finds the made links' GIF host
 * on the local https server (startGifServer).
 */
export async function launchChromium({ debuggingPort, gifPort }) {
  const options = chromiumLaunchOptions()
  const executablePath = process.env.CHROME_PATH ?? options.executablePath
  const rules = GIF_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${gifPort}`).join(', ')
  const args = [
    ...options.args,
    `--remote-debugging-port=${debuggingPort}`,
    `--host-resolver-rules=${rules}`,
    '--ignore-certificate-errors',
  ]
  return chromium.launch({ ...options, executablePath, args })
}

/** An https server that answers every .gif with the fixture, under a throwaway certificate. */
export function startGifServer({ port, folder }) {
  const key = `${folder}/gif-host.key`
  const cert = `${folder}/gif-host.crt`
  const subject = `/CN=${new URL(MADE_GIF).hostname}`
  const certificate = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1']
  execFileSync('openssl', [...certificate, '-subj', subject, '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  })
  const gif = readFileSync(FIXTURE_GIF)
  const server = createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (request, response) => {
      if (!request.url?.endsWith('.gif')) return void response.writeHead(404).end()
      response.writeHead(200, { 'Content-Type': 'image/gif', 'Cache-Control': 'max-age=86400' })
      response.end(gif)
    },
  )
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

/**
 * One Lighthouse run of `categories`, retried once if the page's target goes away mid-run (it
 * happens). Resolves with its report and its CPU blocking time (cpuBlockingTime). The CPU
 * multiplier stays the form factor's: calibrating it from each run's own benchmark index made
 * the runs less steady here, not more (docs/AUDIT.md, the notes).
 */
export async function runLighthouse({ url, formFactor, debuggingPort, categories }) {
  const flags = { port: debuggingPort, output: 'json', logLevel: 'error' }
  const config = formFactor === 'desktop' ? desktopConfig : undefined
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, { ...flags, onlyCategories: categories }, config)
      if (!result) throw new Error('Lighthouse returned no result')
      const multiplier = result.lhr.configSettings.throttling.cpuSlowdownMultiplier
      return { lhr: result.lhr, cpu: cpuBlockingTime(result.artifacts.Trace, multiplier) }
    } catch (error) {
      if (attempt >= 2) throw error
      console.warn(`Lighthouse failed on ${url} (${formFactor}), once more: ${error}`)
    }
  }
}

/**
 * Total blocking time counted in CPU time, ms: over every top-level task of the page's main
 * thread in the run's trace, its thread time (`tdur`, the time it was on a core) times the CPU
 * multiplier, less 50 ms, where positive. Lighthouse's TBT uses each task's wall time, which on a
 * shared machine holds the time the thread waited for a core: there one run's TBT moves by
 * seconds (docs/AUDIT.md), while the same code's thread time moves by a few ms. The whole load
 * counts, before the first paint too: a task there is as much the page's as one after.
 */
export function cpuBlockingTime(trace, multiplier) {
  const processed = TraceProcessor.processTrace(trace)
  const { traceEnd, timeOrigin } = processed.timestamps
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    traceEnd,
    timeOrigin,
  )
  let blocking = 0
  for (const task of tasks) {
    if (task.parent) continue
    const cpuMs = (task.event.tdur ?? task.event.dur ?? 0) / 1000
    blocking += Math.max(0, cpuMs * multiplier - 50)
  }
  return blocking
}

/** A run's metrics (ms), its scores 0..100, and the scored audits outside performance it misses. */
export function readRun({ lhr, cpu }) {
  const scores = {}
  const misses = []
  for (const id of Object.keys(lhr.categories)) {
    const category = lhr.categories[id]
    scores[id] = Math.round((category.score ?? 0) * 100)
    if (id === 'performance') continue
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        misses.push(`${id}: ${ref.id} (${audit.title})`)
      }
    }
  }
  const metrics = {
    score: scores.performance,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cpu,
    benchmark: lhr.environment.benchmarkIndex,
  }
  return { scores, metrics, misses }
}

/**
 * Whether the floor page at `url` draws its first frame: it speaks the worker's start message by
 * hand (scripts/audit-floor-page.js), so a change to that message must not leave a floor that
 * draws nothing, and looks cheaper than the design.
 */
export async function checkFloorDraws(browser, url) {
  const page = await browser.newPage()
  try {
    await page.goto(url)
    await page.waitForFunction(() => document.documentElement.dataset.auditFloor, null, {
      timeout: 60_000,
    })
    const state = await page.evaluate(() => document.documentElement.dataset.auditFloor)
    if (state !== 'ready') throw new Error(`The floor page ${url} did not draw (${state}).`)
  } finally {
    await page.close()
  }
}
