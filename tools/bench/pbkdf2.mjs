// `npm run bench:pbkdf2`: how many PBKDF2-SHA-256 iterations a second a locked link's key costs
// (issue 55, docs/LINK-V5.md "The locked link"), and the count /create may write. It measures
// WebCrypto's `deriveBits` (a 256-bit key, one block: what `deriveKey` to AES-GCM-256 costs) in
// Node and in the three test browsers: Chromium through Playwright (scripts/chromium.mjs), Gecko
// and WebKitGTK through the engine tests' drivers (tests/engines, loaded through Vite, which
// reads their TypeScript), each on a blank page served from 127.0.0.1 (a secure context). Then it
// scales each rate by a reference low-end phone's published SHA-256 speed against this machine's
// (both OpenSSL hashing large buffers: lelegard/shabench's method) and takes the largest count,
// in steps of 10,000, that Chromium (Android's engine) derives within 1.5 s there, never above
// 600,000 (OWASP's figure) nor below the decoder's 100,000. It writes the block between the pbkdf2 markers of docs/PERFORMANCE.md.
// Options: --runs N (7 derivations an engine, the median kept) --iterations N (300000 a run)
// --engines chromium,firefox,webkit (all) --no-write.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { createServer as createViteServer } from 'vite'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { probeMachine } from '../../scripts/shared.mjs'
import { median } from './cdpMetrics.mjs'
import { writeReportBlock } from './reportBlock.mjs'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    iterations: { type: 'string', default: '300000' },
    engines: { type: 'string', default: 'chromium,firefox,webkit' },
    'no-write': { type: 'boolean', default: false },
  },
})
const RUNS = Number(args.runs)
const ITERATIONS = Number(args.iterations)
const REPORT = new URL('../../docs/PERFORMANCE.md', import.meta.url)
const START = '<!-- bench:pbkdf2 -->'
const END = '<!-- /bench:pbkdf2 -->'
/** How long the reference phone may derive the key. */
const BUDGET_S = 1.5
/** OWASP's PBKDF2-HMAC-SHA256 count (Password Storage Cheat Sheet): never more. */
const COUNT_MAX = 600_000
/** The decoder's lowest count (src/share/lock/sealedLink.ts): a count below it cannot be made. */
const COUNT_MIN = 100_000
const STEP = 10_000
/**
 * The reference low-end phone's CPU: a Raspberry Pi 3's Cortex-A53 at 1.2 GHz, the core of the
 * cheapest Android phones, without the ARMv8 SHA-2 instructions (OPENSSL_armcap=0x0), as the
 * oldest of them lack them. OpenSSL 3.5.1 hashing a 64 MiB buffer: 574,977,610 bits a second.
 * lelegard/shabench, results/arm-rpi3-cortex-a53-linux.txt (commit d9c2f50).
 */
const REFERENCE = {
  name: 'Raspberry Pi 3 (Cortex-A53, 1.2 GHz, no SHA-2 instructions)',
  source: 'lelegard/shabench results/arm-rpi3-cortex-a53-linux.txt',
  sha256BitsPerS: 574_977_610,
}

/** x86's SHA extensions, masked for OpenSSL and BoringSSL (bit 29 of CPUID 7's EBX). */
const NO_SHA_NI = { OPENSSL_ia32cap: ':~0x20000000' }
const hasShaNi = () => {
  try {
    return /\bsha_ni\b/.test(readFileSync('/proc/cpuinfo', 'utf8'))
  } catch {
    return false
  }
}

/**
 * This machine's SHA-256 in bits a second over large buffers, as shabench measures it: the
 * system's `openssl speed` on 64 KiB blocks where there is one, else Node's OpenSSL on 64 MiB.
 */
function localSha256BitsPerS(env = {}) {
  try {
    const output = execFileSync(
      'openssl',
      ['speed', '-seconds', '3', '-bytes', '65536', '-evp', 'sha256'],
      { env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    )
    const thousands = Number(/sha256\s+([\d.]+)k/i.exec(output)?.[1])
    if (thousands > 0) return { bits: thousands * 8000, how: '`openssl speed -evp sha256`, 64 KiB blocks' }
  } catch {
    // No openssl command: Node's own.
  }
  const data = Buffer.alloc(64 * 1024 * 1024, 7)
  createHash('sha256').update(data).digest()
  const started = performance.now()
  const rounds = 6
  for (let round = 0; round < rounds; round++) createHash('sha256').update(data).digest()
  const bits = (rounds * data.length * 8) / ((performance.now() - started) / 1000)
  return { bits, how: "Node's OpenSSL, a 64 MiB buffer" }
}

/**
 * The page function every engine runs: `runs` derivations of `iterations`, each timed. It closes
 * over nothing (the engine drivers send it as text).
 */
async function deriveTimes(iterations, runs) {
  const { subtle } = globalThis.crypto
  const answer = new TextEncoder().encode('dalat')
  const key = await subtle.importKey('raw', answer, 'PBKDF2', false, ['deriveBits'])
  // A salt of its own each derivation: Gecko's NSS keeps the last PBKDF2 result, and gives it
  // back at once for the same password, salt and count.
  const derive = (count, run) => {
    const salt = new Uint8Array(16).fill(run + 1)
    return subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: count }, key, 256)
  }
  // One short derivation first: the engine's crypto is loaded and warm.
  await derive(1000, 255)
  const times = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    await derive(iterations, run)
    times.push(performance.now() - started)
  }
  return times
}

/** A blank page on 127.0.0.1: a secure context, so `crypto.subtle` is there. */
function serveBlank() {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><title>pbkdf2</title>')
  })
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }),
    ),
  )
}

async function measureChromium(url, env = {}) {
  const options = chromiumLaunchOptions()
  const browser = await chromium.launch({ ...options, env: { ...process.env, ...env } })
  try {
    const page = await browser.newPage()
    await page.goto(url)
    const times = await page.evaluate(`(${deriveTimes})(${ITERATIONS}, ${RUNS})`)
    return { version: `Chromium ${browser.version()}`, times }
  } finally {
    await browser.close()
  }
}

/** Gecko or WebKitGTK through the engine tests' own drivers (TypeScript, loaded by Vite). */
async function measureEngines(names, url) {
  const vite = await createViteServer({
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  })
  const results = []
  let display
  try {
    const { ENGINES, startEngine } = await vite.ssrLoadModule('/tests/engines/engines.ts')
    const { WINDOWS } = await vite.ssrLoadModule('/tests/engines/driver.ts')
    const { startXvfb } = await vite.ssrLoadModule('/tests/engines/xvfb.ts')
    const xvfb = probeMachine().found.xvfb
    display = process.platform === 'linux' && xvfb ? await startXvfb(xvfb) : undefined
    for (const engine of ENGINES.filter((each) => names.includes(each.name))) {
      const { session } = await startEngine(engine, display?.display ?? '')
      try {
        const page = await session.open(WINDOWS.find((size) => size.name === 'desktop'))
        await page.goto(url)
        // deriveTimes closes over nothing: the drivers send it to the page as text.
        const times = await page.evaluate(deriveTimes, ITERATIONS, RUNS)
        results.push({ engine: engine.name, version: session.version, times })
        await page.close()
      } finally {
        await session.close()
      }
    }
  } finally {
    display?.stop()
    await vite.close()
  }
  return results
}

const rateOf = (times) => Math.round(ITERATIONS / (median(times) / 1000))
const fmt = (value) => Math.round(value).toLocaleString('en-US')

const began = new Date()
const load = loadavg()[0]
const wanted = args.engines.split(',').map((name) => name.trim())
const local = localSha256BitsPerS()
const scale = REFERENCE.sha256BitsPerS / local.bits
const blank = await serveBlank()
const rows = []
let check
try {
  const nodeTimes = await deriveTimes(ITERATIONS, RUNS)
  const node = `Node ${process.versions.node} (OpenSSL ${process.versions.openssl})`
  rows.push({ engine: 'node', version: node, times: nodeTimes })
  if (wanted.includes('chromium')) {
    rows.push({ engine: 'chromium', ...(await measureChromium(blank.url)) })
  }
  const others = wanted.filter((name) => name === 'firefox' || name === 'webkit')
  if (others.length > 0) rows.push(...(await measureEngines(others, blank.url)))
  // The cross-check: Chromium's BoringSSL and OpenSSL both without the SHA instructions, as the
  // reference has none, scaled by the two plain SHA-256 speeds.
  if (wanted.includes('chromium') && hasShaNi()) {
    const plain = localSha256BitsPerS(NO_SHA_NI)
    const { times } = await measureChromium(blank.url, NO_SHA_NI)
    check = { bits: plain.bits, rate: rateOf(times) }
    check.referenceRate = (check.rate * REFERENCE.sha256BitsPerS) / plain.bits
  }
} finally {
  blank.close()
}

for (const row of rows) {
  row.rate = rateOf(row.times)
  row.referenceRate = row.rate * scale
}
const secondsAt = (count, rate) => (count / rate).toFixed(2)
// Chromium's figure decides: a low-end phone is an Android one, whose browsers and in-app web
// views (Chrome, Samsung Internet, Zalo's and Facebook's) are Chromium. Without it, the slowest.
const browsers = rows.filter((row) => row.engine !== 'node')
const slowest = browsers.reduce((low, row) => (row.rate < low.rate ? row : low), browsers[0])
const basis = browsers.find((row) => row.engine === 'chromium') ?? slowest
const fits = Math.floor((basis.referenceRate * BUDGET_S) / STEP) * STEP
const count = Math.max(COUNT_MIN, Math.min(COUNT_MAX, fits))
const why =
  fits > COUNT_MAX
    ? ' (OWASP\u2019s figure: never above it)'
    : fits < COUNT_MIN
      ? ' (the decoder\u2019s lowest: a count below it cannot be made)'
      : ''

const table = [
  '| Engine | here (iterations/s) | on the reference (iterations/s) | 600,000 there (s) | the count there (s) |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.version} | ${fmt(row.rate)} | ${fmt(row.referenceRate)} | ${secondsAt(COUNT_MAX, row.referenceRate)} | ${secondsAt(count, row.referenceRate)} |`,
  ),
].join('\n')
const checkText = check
  ? `Cross-check, without the SHA instructions on both sides (\`OPENSSL_ia32cap=${NO_SHA_NI.OPENSSL_ia32cap}\` for OpenSSL and Chromium's BoringSSL): SHA-256 ${fmt(check.bits / 8e6)} MB/s here, Chromium ${fmt(check.rate)} iterations/s, so ${fmt(check.referenceRate)} on the reference: ${secondsAt(count, check.referenceRate)} s for the count.`
  : 'No cross-check: this machine has no SHA instructions to take away.'
const block = `${START}

## The lock's PBKDF2 count (\`npm run bench:pbkdf2\`)

Measured ${began.toISOString().replace(/\.\d+Z$/, 'Z')} by \`npm run bench:pbkdf2\` (tools/bench/pbkdf2.mjs): ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${load.toFixed(2)} at the start. WebCrypto's \`deriveBits\` (PBKDF2-SHA-256, a 256-bit key: what \`deriveKey\` to AES-GCM-256 costs) of ${fmt(ITERATIONS)} iterations, a salt of its own each time, the median of ${RUNS} runs an engine, on a blank page of 127.0.0.1.

The reference low-end phone: a ${REFERENCE.name}, SHA-256 at ${fmt(REFERENCE.sha256BitsPerS / 8e6)} MB/s (OpenSSL over a 64 MiB buffer; ${REFERENCE.source}). Here: ${fmt(local.bits / 8e6)} MB/s (${local.how}). Each engine's rate is scaled by their ratio, ${scale.toFixed(4)}.

${table}

${checkText}

The count: ${basis.version}${basis === slowest ? '' : ', the engine of the browsers and in-app web views of Android phones (where the low-end phones are),'} derives ${fmt(fits)} iterations within ${BUDGET_S} s on the reference, so /create writes **${fmt(count)}**${why} (\`LOCK_ITERATIONS\`, src/share/lock/seal.ts). The slowest engine here, ${slowest.version}, would take ${secondsAt(count, slowest.referenceRate)} s for it there.

${END}`

console.log(block)
if (!args['no-write']) await writeReportBlock(REPORT, START, END, block)
