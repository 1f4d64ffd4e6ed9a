// npm run compare:visual: our /love burst next to canvas-confetti's heart burst (its documented
// shapeFromPath heart, 300 particles, spread 360, at the same tap point: the middle of the love
// line), on a 390x844 phone at DPR 2, about 120, 450 and 1000 ms after the tap. Writes
// docs/visual-compare.png (the pictures) and docs/visual-figures.png (the pictures with the
// figures under them: reach, share of blobs that read as hearts, and the love line's worst
// contrast over 60 frames from 0 to 1.5 s). VISUAL_PORT and VISUAL_DIST pick another port and
// build folder, so two runs can share a machine.
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium } from '@playwright/test'
import { PNG } from 'pngjs'
import { runnerImport } from 'vite'
import { chromiumLaunchOptions } from './chromium.mjs'
import { PHONE } from './devices.mjs'
import { BURST_FIGURES_MODULE, glyphMasks, routeFixtures, worstGlyphContrast } from './shared.mjs'
import { buildSite, previewSite } from './site-build.mjs'

const PORT = Number(process.env.VISUAL_PORT ?? 4200)
const DIST = process.env.VISUAL_DIST ?? 'dist-visual'
const MOMENTS_MS = [120, 450, 1000]
/** The legibility figure: the worst of this many frames, evenly over SPAN_MS after the tap. */
const FRAMES = 60
const SPAN_MS = 1500
const OUT = 'docs/visual-compare.png'
const OUT_FIGURES = 'docs/visual-figures.png'
// canvas-confetti's README heart.
const CONFETTI_HEART =
  'M167 72c19,-38 37,-56 75,-56 42,0 76,33 76,75 0,76 -76,151 -151,227 -76,-76 -151,-151 -151,-227 0,-42 33,-75 75,-75 38,0 57,18 76,56z'
/**
 * A device pixel this far (|ΔR| + |ΔG| + |ΔB|) from the same frozen instant without the hearts
 * shows one: low, so that white and pale pink hearts on the pale page count whole.
 */
const DRAWN_DELTA = 12
// What reads as a heart, as tests/support/burstFigures.ts has it (READABLE_HEART_*).
const { module: figures } = await runnerImport(BURST_FIGURES_MODULE, {
  configFile: false,
  logLevel: 'error',
})
const { module: constants } = await runnerImport(
  new URL('../src/particles/constants.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error' },
)

/**
 * The hearts' blobs in a screenshot: 4-connected groups of device pixels that differ from the
 * same instant without the heart layer. Each blob's size and aspect come from its second
 * moments (rotation-free): a filled w x h shape has a spread of w / sqrt(12) along its side, so
 * a side is sqrt(12) spreads. Blobs bigger than two of the largest hearts are overlaps, not
 * counted as hearts or slivers.
 */
function blobsOf(shown, bare, dpr) {
  const { width, height } = shown
  const drawn = new Uint8Array(width * height)
  for (let p = 0; p < width * height; p++) {
    const i = p * 4
    const delta =
      Math.abs(shown.data[i] - bare.data[i]) +
      Math.abs(shown.data[i + 1] - bare.data[i + 1]) +
      Math.abs(shown.data[i + 2] - bare.data[i + 2])
    drawn[p] = delta > DRAWN_DELTA ? 1 : 0
  }
  const blobs = []
  const stack = []
  for (let start = 0; start < width * height; start++) {
    if (drawn[start] !== 1) continue
    drawn[start] = 2
    stack.push(start)
    let n = 0
    let sx = 0
    let sy = 0
    let sxx = 0
    let syy = 0
    let sxy = 0
    while (stack.length > 0) {
      const p = stack.pop()
      const x = p % width
      const y = (p - x) / width
      n++
      sx += x
      sy += y
      sxx += x * x
      syy += y * y
      sxy += x * y
      for (const q of [p - 1, p + 1, p - width, p + width]) {
        if (q < 0 || q >= width * height || drawn[q] !== 1) continue
        if ((q === p - 1 || q === p + 1) && Math.floor(q / width) !== y) continue
        drawn[q] = 2
        stack.push(q)
      }
    }
    const cx = sx / n
    const cy = sy / n
    const vxx = sxx / n - cx * cx + 1 / 12
    const vyy = syy / n - cy * cy + 1 / 12
    const vxy = sxy / n - cx * cy
    const mid = (vxx + vyy) / 2
    const spread = Math.sqrt(((vxx - vyy) / 2) ** 2 + vxy * vxy)
    const major = Math.sqrt(12 * (mid + spread)) / dpr
    const minor = Math.sqrt(12 * Math.max(mid - spread, 0)) / dpr
    blobs.push({ x: cx / dpr, y: cy / dpr, area: n / (dpr * dpr), major, minor })
  }
  return blobs
}

/**
 * Reach and shape figures of one moment, from its blobs, for a tap at `tap` (CSS px). Shapes are
 * judged only away from the GIF and the love line (`covers`), which cut hearts into pieces.
 */
function measure(blobs, tap, viewport, covers) {
  const biggest = 2 * 25 * 15
  const isClear = (b) =>
    !covers.some(
      (box) =>
        b.x + b.major / 2 > box.x &&
        b.x - b.major / 2 < box.x + box.width &&
        b.y + b.major / 2 > box.y &&
        b.y - b.major / 2 < box.y + box.height,
    )
  const hearts = blobs.filter((b) => b.area <= biggest && isClear(b))
  const reads = hearts.filter(
    (b) =>
      b.minor >= figures.READABLE_HEART_MIN_PX &&
      b.major / b.minor <= figures.READABLE_HEART_ASPECT_MAX,
  )
  const distances = blobs.map((b) => Math.hypot(b.x - tap.x, b.y - tap.y)).sort((a, b) => a - b)
  const reachesLeft = blobs.some((b) => b.x - b.major / 2 <= 2)
  const reachesRight = blobs.some((b) => b.x + b.major / 2 >= viewport.width - 2)
  return {
    blobs: blobs.length,
    judged: hearts.length,
    readShare: hearts.length ? reads.length / hearts.length : 0,
    medianPx: distances.length ? distances[distances.length >> 1] : 0,
    farthestPx: distances.length ? distances[distances.length - 1] : 0,
    edges: `${reachesLeft ? 'L' : '-'}${reachesRight ? 'R' : '-'}`,
  }
}

/**
 * Fires the burst with `fire` at the love line's middle and returns screenshots at each moment
 * with their figures, and the line's worst glyph contrast over FRAMES frames. `layer` hides or
 * shows the hearts (for the blobs). Time is Playwright's clock.
 */
async function shoot(page, fire, layer) {
  await page.clock.pauseAt(new Date(Date.now() + 60_000))
  const line = page.locator('h1.love-line')
  const box = await line.boundingBox()
  const viewport = page.viewportSize()
  const clip = {
    x: Math.max(0, Math.floor(box.x - 8)),
    y: Math.floor(box.y - 8),
    width:
      Math.min(viewport.width, Math.ceil(box.x + box.width + 8)) -
      Math.max(0, Math.floor(box.x - 8)),
    height: Math.ceil(box.height + 16),
  }
  const plain = PNG.sync.read(await page.screenshot({ clip }))
  await line.evaluate((element) => (element.style.color = '#00ff00'))
  const recoloured = PNG.sync.read(await page.screenshot({ clip }))
  await line.evaluate((element) => (element.style.color = ''))
  const dpr = plain.width / clip.width
  const masks = glyphMasks(plain, recoloured, { inner: dpr, outer: 2.5 * dpr })
  const tap = { x: box.x + box.width / 2, y: box.y + box.height / 2 }

  await fire(tap)
  const times = [
    ...new Set([
      ...MOMENTS_MS,
      ...Array.from({ length: FRAMES }, (_, k) => ((k + 1) * SPAN_MS) / FRAMES),
    ]),
  ]
  times.sort((a, b) => a - b)
  const moments = []
  let worst = Infinity
  let elapsed = 0
  for (const time of times) {
    await page.clock.runFor(time - elapsed)
    elapsed = time
    const lineShot = PNG.sync.read(await page.screenshot({ clip }))
    worst = Math.min(worst, worstGlyphContrast(lineShot, masks, { tile: 12 * dpr }).ratio)
    if (!MOMENTS_MS.includes(time)) continue
    const shown = await page.screenshot()
    await layer('hidden')
    const bare = await page.screenshot()
    await layer('')
    const blobs = blobsOf(PNG.sync.read(shown), PNG.sync.read(bare), dpr)
    const covers = [box, await page.locator('figure').boundingBox()]
    moments.push({
      shot: shown.toString('base64'),
      figures: measure(blobs, tap, viewport, covers),
    })
  }
  return { moments, worstContrast: worst }
}

async function ours(browser, base) {
  const context = await browser.newContext(PHONE)
  await routeFixtures(context)
  const page = await context.newPage()
  await page.clock.install()
  await page.goto(`${base}/love`)
  await page.locator('[data-ready="true"]').waitFor()
  await page.locator('.gif-frame--loaded').waitFor()
  const stage = page.locator('[data-testid="heart-stage"]')
  const result = await shoot(
    page,
    (tap) => page.mouse.click(tap.x, tap.y),
    (visibility) => stage.evaluate((element, to) => (element.style.visibility = to), visibility),
  )
  await context.close()
  return result
}

async function confetti(browser, base) {
  // Our CSP rightly refuses a foreign script; this page injects canvas-confetti on purpose.
  const context = await browser.newContext({ ...PHONE, bypassCSP: true })
  await routeFixtures(context)
  const page = await context.newPage()
  await page.clock.install()
  // The same page behind it, so only the hearts differ.
  await page.goto(`${base}/love`)
  await page.locator('.gif-frame--loaded').waitFor()
  await page.evaluate(() => document.querySelector('[data-testid="heart-stage"]')?.remove())
  const require = createRequire(import.meta.url)
  await page.addScriptTag({ path: require.resolve('canvas-confetti/dist/confetti.browser.js') })
  // Its own canvas, drawn on the page's thread: the default instance draws in a worker, whose
  // clock is real time, not the page's paused one, so its "120 ms" would be whenever the
  // screenshot happened to be taken.
  await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.id = 'confetti'
    canvas.style.cssText =
      'position:fixed;inset:0;width:100%;height:100%;z-index:100;pointer-events:none'
    document.body.append(canvas)
    window.burstConfetti = window.confetti.create(canvas, { resize: true, useWorker: false })
  })
  const result = await shoot(
    page,
    (tap) =>
      page.evaluate(
        ({ path, x, y }) => {
          const heart = window.confetti.shapeFromPath({ path })
          window.burstConfetti({
            shapes: [heart],
            colors: ['#f93963', '#a10864', '#ee0b93'],
            particleCount: 300,
            spread: 360,
            origin: { x: x / innerWidth, y: y / innerHeight },
          })
        },
        { path: CONFETTI_HEART, ...tap },
      ),
    (visibility) =>
      page.evaluate(
        (to) => (document.getElementById('confetti').style.visibility = to),
        visibility,
      ),
  )
  await context.close()
  return result
}

/** Our figures from the closed form both renderers draw: a centre burst, 40 seeds (the unit test's). */
async function closedFormFigures() {
  const { module: pool } = await runnerImport(
    new URL('../src/particles/burstPool.ts', import.meta.url).pathname,
    { configFile: false, logLevel: 'error' },
  )
  const { module: rng } = await runnerImport(
    new URL('../src/particles/rng.ts', import.meta.url).pathname,
    { configFile: false, logLevel: 'error' },
  )
  const { width, height } = PHONE.viewport
  const distance = height / 2 / Math.tan((constants.CAMERA_FOV_DEG * Math.PI) / 360)
  const at = (ageS) =>
    Array.from({ length: 40 }, (_, k) => {
      const burst = pool.createBurstPool()
      pool.startBurstAt(burst, 0, 0, rng.createSeededRng(1000 + k))
      burst.ageS = ageS
      return figures.createBurstFigures(burst, width, height, distance)
    })
  const worst = (list, key) => Math.min(...list.map((f) => f[key]))
  return {
    reachAt1s: worst(at(1), 'reachXPx'),
    medianAt450: worst(at(0.45), 'medianDistancePx'),
    readAt450: worst(at(0.45), 'readableShare'),
  }
}

const STYLE = `
  body { margin: 0; padding: 24px; background: #fff; font: 600 20px system-ui, sans-serif; color: #3f0d1c }
  table { border-collapse: separate; border-spacing: 16px 8px }
  img { width: 390px; height: 844px; display: block; border-radius: 12px; box-shadow: 0 2px 10px #0002 }
  .name { writing-mode: vertical-rl; transform: rotate(180deg) }
  .figures { font: 500 17px/1.45 system-ui, sans-serif; vertical-align: top; padding-bottom: 12px }
  .figures b { font-weight: 700 }
  .summary { font: 500 18px/1.5 system-ui, sans-serif; text-align: left; padding: 4px 0 12px }
  .pass { color: #0a7a33 } .fail { color: #b0102d }`

const header = () => `<tr><th></th>${MOMENTS_MS.map((ms) => `<th>${ms} ms</th>`).join('')}</tr>`

/** The pictures alone: docs/visual-compare.png. */
function sheet(rows) {
  const body = rows
    .map(
      ([name, { moments }]) =>
        `<tr><th class="name">${name}</th>${moments.map((m) => `<td><img src="data:image/png;base64,${m.shot}"></td>`).join('')}</tr>`,
    )
    .join('')
  return `<!doctype html><meta charset="utf-8"><style>${STYLE}</style><table>${header()}${body}</table>`
}

const pct = (share) => `${Math.round(share * 100)}%`
const mark = (isMet) => (isMet ? '<span class="pass">✓</span>' : '<span class="fail">✗</span>')

/** The pictures with their figures: docs/visual-figures.png. */
function figureSheet(rows, closedForm) {
  const { width } = PHONE.viewport
  const body = rows
    .map(([name, { moments, worstContrast }]) => {
      const pictures = moments
        .map((m) => `<td><img src="data:image/png;base64,${m.shot}"></td>`)
        .join('')
      const measured = moments
        .map(({ figures: f }) => {
          return (
            `<td class="figures">median blob <b>${Math.round(f.medianPx)} px</b> from the tap, ` +
            `farthest <b>${Math.round(f.farthestPx)} px</b>, side edges reached: <b>${f.edges}</b><br>` +
            `<b>${pct(f.readShare)}</b> of ${f.judged} blobs clear of the GIF and the line read as hearts</td>`
          )
        })
        .join('')
      const legible = worstContrast >= 4.5
      return (
        `<tr><th class="name" rowspan="3">${name}</th>${pictures}</tr><tr>${measured}</tr>` +
        `<tr><td colspan="3" class="summary">Love line, worst glyph contrast over ${FRAMES} frames ` +
        `(0–${SPAN_MS} ms): <b>${worstContrast.toFixed(2)}:1</b> ${mark(legible)} (WCAG AA 4.5:1)</td></tr>`
      )
    })
    .join('')
  const exact =
    `<p class="summary">Heartburst from its closed form (the unit tests' 40 seeded bursts from the ` +
    `centre of a 390 × 844 phone, worst burst): fastest at 1 s <b>${Math.round(closedForm.reachAt1s)} px</b> ` +
    `sideways ${mark(closedForm.reachAt1s >= width / 2)} (edge at ${width / 2}); median at 450 ms ` +
    `<b>${Math.round(closedForm.medianAt450)} px</b> ${mark(closedForm.medianAt450 >= width / 4)} ` +
    `(a quarter of the short side: ${width / 4}); visible hearts that read as hearts at 450 ms ` +
    `<b>${pct(closedForm.readAt450)}</b> ${mark(closedForm.readAt450 >= 0.8)} (80%).<br>` +
    `Pixel figures above: blobs are the connected pixels each burst adds, measured alike for both; ` +
    `one reads as a heart when its shorter side is ≥ ${figures.READABLE_HEART_MIN_PX} px and its ` +
    `aspect ≤ ${figures.READABLE_HEART_ASPECT_MAX} (from its second moments, so rotation does not ` +
    `count); overlapping hearts merge into one blob, and our floating hearts count too.</p>`
  return `<!doctype html><meta charset="utf-8"><style>${STYLE}</style><table>${header()}${body}</table>${exact}`
}

async function writeSheet(browser, html, out) {
  const page = await browser.newPage({
    viewport: { width: 1400, height: 900 },
    deviceScaleFactor: 1,
  })
  await page.setContent(html)
  await page.screenshot({ path: out, fullPage: true })
  await page.close()
  console.log(`wrote ${out} (${Math.round(readFileSync(out).length / 1024)} kB)`)
}

await buildSite({ outDir: DIST })
const server = await previewSite({ outDir: DIST, port: PORT })
try {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const rows = [
    ['Heartburst /love', await ours(browser, server.url)],
    ['canvas-confetti hearts', await confetti(browser, server.url)],
  ]
  mkdirSync('docs', { recursive: true })
  await writeSheet(browser, sheet(rows), OUT)
  await writeSheet(browser, figureSheet(rows, await closedFormFigures()), OUT_FIGURES)
  for (const [name, { moments, worstContrast }] of rows) {
    console.log(name, JSON.stringify({ worstContrast, moments: moments.map((m) => m.figures) }))
  }
  await browser.close()
} finally {
  await server.close()
}
