// npm run compare:visual: our /love burst next to canvas-confetti's heart burst (its documented
// shapeFromPath heart, 300 particles, spread 360, at the same tap point), on a 390x844 phone at
// DPR 2, about 120, 450 and 1000 ms after the tap. Writes docs/visual-compare.png.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'
import { routeFixtures } from '../tests/e2e/fixtures.mjs'

const PORT = 4200
const BASE = `http://127.0.0.1:${PORT}`
const MOMENTS_MS = [120, 450, 1000]
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}
const TAP = { x: 195, y: 600 }
const OUT = 'docs/visual-compare.png'
// canvas-confetti's README heart.
const CONFETTI_HEART =
  'M167 72c19,-38 37,-56 75,-56 42,0 76,33 76,75 0,76 -76,151 -151,227 -76,-76 -151,-151 -151,-227 0,-42 33,-75 75,-75 38,0 57,18 76,56z'

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${code}`))))
  })
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no server at ${url}`)
}

/** Screenshots at each moment after a tap; `fire` starts the burst. Time is Playwright's clock. */
async function shoot(page, fire) {
  await page.clock.pauseAt(new Date(Date.now() + 60_000))
  await fire()
  const shots = []
  let elapsed = 0
  for (const moment of MOMENTS_MS) {
    await page.clock.runFor(moment - elapsed)
    elapsed = moment
    shots.push((await page.screenshot()).toString('base64'))
  }
  return shots
}

async function ours(browser) {
  const context = await browser.newContext(PHONE)
  await routeFixtures(context)
  const page = await context.newPage()
  await page.clock.install()
  await page.goto(`${BASE}/love`)
  await page.locator('[data-ready="true"]').waitFor()
  await page.locator('.gif-frame--loaded').waitFor()
  const shots = await shoot(page, () => page.mouse.click(TAP.x, TAP.y))
  await context.close()
  return shots
}

async function confetti(browser) {
  // Our CSP rightly refuses a foreign script; this page injects canvas-confetti on purpose.
  const context = await browser.newContext({ ...PHONE, bypassCSP: true })
  await routeFixtures(context)
  const page = await context.newPage()
  await page.clock.install()
  // The same page behind it, so only the hearts differ.
  await page.goto(`${BASE}/love`)
  await page.locator('.gif-frame--loaded').waitFor()
  await page.evaluate(() => document.querySelector('[data-testid="heart-stage"]')?.remove())
  const require = createRequire(import.meta.url)
  await page.addScriptTag({ path: require.resolve('canvas-confetti/dist/confetti.browser.js') })
  const shots = await shoot(page, () =>
    page.evaluate(
      ({ path, x, y }) => {
        const heart = window.confetti.shapeFromPath({ path })
        window.confetti({
          shapes: [heart],
          colors: ['#f93963', '#a10864', '#ee0b93'],
          particleCount: 300,
          spread: 360,
          origin: { x: x / innerWidth, y: y / innerHeight },
        })
      },
      { path: CONFETTI_HEART, ...TAP },
    ),
  )
  await context.close()
  return shots
}

function sheet(rows) {
  const cell = (shot) => `<img src="data:image/png;base64,${shot}">`
  const header = MOMENTS_MS.map((ms) => `<th>${ms} ms</th>`).join('')
  const body = rows
    .map(
      ([name, shots]) =>
        `<tr><th class="name">${name}</th>${shots.map((s) => `<td>${cell(s)}</td>`).join('')}</tr>`,
    )
    .join('')
  return `<!doctype html><meta charset="utf-8"><style>
    body { margin: 0; padding: 24px; background: #fff; font: 600 20px system-ui, sans-serif; color: #3f0d1c }
    table { border-collapse: separate; border-spacing: 16px 8px }
    img { width: 390px; height: 844px; display: block; border-radius: 12px; box-shadow: 0 2px 10px #0002 }
    .name { writing-mode: vertical-rl; transform: rotate(180deg) }
  </style><table><tr><th></th>${header}</tr>${body}</table>`
}

await run('npx', ['vite', 'build', '--outDir', 'dist-visual', '--logLevel', 'error'])
const server = spawn(
  'npx',
  ['vite', 'preview', '--outDir', 'dist-visual', '--port', String(PORT), '--strictPort'],
  {
    stdio: 'ignore',
  },
)
try {
  await waitForServer(BASE)
  const browser = await chromium.launch(chromiumLaunchOptions())
  const rows = [
    ['Heartburst /love', await ours(browser)],
    ['canvas-confetti hearts', await confetti(browser)],
  ]
  const page = await browser.newPage({
    viewport: { width: 1400, height: 900 },
    deviceScaleFactor: 1,
  })
  await page.setContent(sheet(rows))
  mkdirSync('docs', { recursive: true })
  await page.screenshot({ path: OUT, fullPage: true })
  await browser.close()
  console.log(`wrote ${OUT} (${Math.round(readFileSync(OUT).length / 1024)} kB)`)
} finally {
  server.kill()
}
