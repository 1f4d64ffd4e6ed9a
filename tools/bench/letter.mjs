// `npm run bench:letter`: what a story's letter costs the page's main thread while it writes
// itself (issue 53, part 6). The production build on a phone viewport in headless Chromium: a
// story whose letter holds 590 characters (18 s of writing), opened by Enter; from 0.7 s into the
// writing, a window of WINDOW_MS. Per frame: the renderer main thread's CPU from CDP
// `Performance.getMetrics` in thread ticks (TaskDuration less DevToolsCommandDuration, the
// bench's own calls), with its script, style and layout parts, divided by the frames a
// requestAnimationFrame loop of the bench's counted. The scene draws in its worker, so these are
// the letter's and the page's own. Visits are interleaved (each build, per round); the figures
// are medians over the rounds. It writes the block between the letter markers of
// docs/PERFORMANCE.md.
// Options: --rounds N (5) --dist DIR (dist) --build (build DIR first) --port N (4422; a compared
// build takes the next) --label TEXT --compare DIR --compare-label TEXT --no-write.
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import LZString from 'lz-string'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { PHONE } from '../../scripts/devices.mjs'
import { buildSite, previewSite } from '../../scripts/site-build.mjs'
import { routeFixtures } from '../../tests/e2e/fixtures.mjs'
import { median, readMetrics } from './cdpMetrics.mjs'
import { writeReportBlock } from './reportBlock.mjs'

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    dist: { type: 'string', default: 'dist' },
    label: { type: 'string', default: 'this build' },
    build: { type: 'boolean', default: false },
    port: { type: 'string', default: '4422' },
    'no-write': { type: 'boolean', default: false },
    compare: { type: 'string' },
    'compare-label': { type: 'string', default: 'the compared build' },
  },
})
const REPORT = new URL('../../docs/PERFORMANCE.md', import.meta.url)
const START = '<!-- bench:letter -->'
const END = '<!-- /bench:letter -->'
/** From the letter's opening to the window: the sheet's unfolding is over. */
const INTO_WRITING_MS = 700
/** Well inside the letter's 18 s of writing. */
const WINDOW_MS = 4000
const GIF = 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif'
/** 590 characters on twenty lines, as a long letter is. */
const LETTER = Array.from({ length: 20 }, (_, line) => `Anh nhớ em nhiều lắm, dòng ${line + 1}.`)
  .join('\n')
  .slice(0, 590)
/** A v4 story (docs/LINK-V4.md): the page's fields, no photo, a letter and a day. */
const STORY =
  '/share/story/#v4.' +
  LZString.compressToEncodedURIComponent(
    JSON.stringify([
      'Thảo Vy',
      'Thương em',
      GIF,
      '',
      '',
      '',
      '',
      '',
      '',
      [
        ['letter', LETTER],
        ['days', '2023-02-14', 'together'],
      ],
    ]),
  )

const log = (message) => process.stderr.write(`bench:letter: ${message}\n`)

/** One visit: the story opened, its letter opened, then the window. Ms per frame. */
async function visit(browser, origin) {
  const context = await browser.newContext(PHONE)
  try {
    await routeFixtures(context)
    const page = await context.newPage()
    await page.addInitScript(() => {
      const bench = { frames: 0 }
      Object.assign(window, { __letterBench: bench })
      const count = () => {
        bench.frames++
        requestAnimationFrame(count)
      }
      requestAnimationFrame(count)
    })
    await page.goto(origin + STORY)
    await page.locator('.envelope').waitFor()
    await page.locator('[data-ready="true"]').first().waitFor()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    await page.keyboard.press('Enter')
    await page.locator('.letter-text').waitFor()
    await page.waitForTimeout(INTO_WRITING_MS)
    const frames = () => page.evaluate(() => window.__letterBench.frames)
    const [before, framesBefore] = [await readMetrics(cdp), await frames()]
    await page.waitForTimeout(WINDOW_MS)
    const [after, framesAfter] = [await readMetrics(cdp), await frames()]
    const isWriting = (await page.locator('.letter-text').getAttribute('data-written')) === 'false'
    if (!isWriting) throw new Error('the letter was written before the window closed')
    const count = framesAfter - framesBefore
    const part = (name) => ((after[name] - before[name]) * 1000) / count
    return {
      frames: count,
      cpu: part('TaskDuration') - part('DevToolsCommandDuration'),
      script: part('ScriptDuration'),
      style: part('RecalcStyleDuration'),
      layout: part('LayoutDuration'),
    }
  } finally {
    await context.close()
  }
}

const builds = [{ label: args.label, dist: args.dist }]
if (args.compare) builds.push({ label: args['compare-label'], dist: args.compare })
if (args.build) {
  log(`building ${args.dist}`)
  await buildSite({ outDir: args.dist })
}
const servers = []
for (const [index, build] of builds.entries()) {
  servers.push(await previewSite({ outDir: build.dist, port: Number(args.port) + index, strictPort: false }))
}
const browser = await chromium.launch(chromiumLaunchOptions())
const loadAtStart = loadavg()[0]
const results = builds.map(() => [])
try {
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const [index] of builds.entries()) {
      const result = await visit(browser, servers[index].url)
      results[index].push(result)
      log(`round ${round + 1}, ${builds[index].label}: ${result.cpu.toFixed(2)} ms/frame`)
    }
  }
} finally {
  await browser.close()
  for (const server of servers) await server.close()
}

const figure = (rows, key, digits = 2) => median(rows.map((row) => row[key])).toFixed(digits)
const lines = [
  START,
  '',
  '## A letter writing itself (`npm run bench:letter`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 19)}Z by \`npm run bench:letter\`` +
    ` (tools/bench/letter.mjs): ${cpus().length} cores (${cpus()[0].model.trim()}), no GPU, no` +
    ` CPU slowdown; load average ${loadAtStart.toFixed(2)} at the start,` +
    ` ${loadavg()[0].toFixed(2)} at the end. ${args.rounds} interleaved visits a build, each a` +
    ` ${WINDOW_MS / 1000} s window from ${INTO_WRITING_MS / 1000} s into a 590-character letter's` +
    ' writing; main-thread ms per frame, medians over the visits.',
  '',
  '| Build | frames in the window | CPU ms/frame | script | style | layout |',
  '| ----- | -------------------: | -----------: | -----: | ----: | -----: |',
  ...builds.map(
    (build, index) =>
      `| ${build.label} | ${figure(results[index], 'frames', 0)} | **${figure(results[index], 'cpu')}**` +
      ` | ${figure(results[index], 'script')} | ${figure(results[index], 'style')}` +
      ` | ${figure(results[index], 'layout')} |`,
  ),
  '',
  END,
]
const block = lines.join('\n')
process.stdout.write(`${block}\n`)
if (!args['no-write']) await writeReportBlock(REPORT, START, END, block)
