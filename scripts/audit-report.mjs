// docs/AUDIT.md, as `npm run audit` writes it: every address beside its floor and the last
// release, the median of each metric over the alternating runs, the misses named. A hand-written
// section between `<!-- notes:start -->` and `<!-- notes:end -->` is kept.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { format } from 'prettier'
import {
  BLOCKING_TARGET_MS,
  FLOOR_BLOCKING_MS,
  LCP_RATIO,
  LCP_TARGET,
  RELEASE_BLOCKING_MS,
} from './audit-gates.mjs'

const REPORT = fileURLToPath(new URL('../docs/AUDIT.md', import.meta.url))
const ms = (value) => `${Math.round(value / 10) * 10}`

/** "page / floor / release" of one metric's medians, `show` formatting each. */
function sideBySide({ summaries }, key, show) {
  const names = ['page', 'floor', 'release']
  return names
    .map((name) => (summaries[name] ? show(summaries[name].median[key]) : '–'))
    .join(' / ')
}

function tableRow(row) {
  const { route, formFactor, scores, verdict } = row
  const signed = (value) => `${value >= 0 ? '+' : '−'}${ms(Math.abs(value))}`
  return [
    `\`${route.label}\``,
    formFactor,
    sideBySide(row, 'score', Math.round),
    sideBySide(row, 'lcp', ms),
    `${verdict.lcpRatio.toFixed(2)}×`,
    sideBySide(row, 'cpu', ms),
    signed(verdict.cpuDiff),
    sideBySide(row, 'tbt', ms),
    scores.accessibility,
    scores['best-practices'],
    scores.seo,
    verdict.misses.length > 0 ? '**miss**' : verdict.shortfalls.length > 0 ? 'pass, short' : 'pass',
  ]
}

/** Writes docs/AUDIT.md from the audit's `rows` (scripts/audit.mjs). */
export async function writeReport({ rows, tools, runs, release, minutes }) {
  const head = [
    '| Address | Form factor | Performance (page / floor / release) | LCP, ms | LCP ÷ floor |',
    'CPU blocking, ms | CPU blocking − floor | TBT, ms | A11y | BP | SEO | Gate |',
  ].join(' ')
  const table = [
    head,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) => `| ${tableRow(row).join(' | ')} |`),
  ]
  const performanceMisses = rows.flatMap((row) =>
    row.verdict.misses.map((miss) => `- \`${row.route.label}\` ${row.formFactor}: ${miss}`),
  )
  const shortfalls = rows.flatMap((row) =>
    row.verdict.shortfalls.map((miss) => `- \`${row.route.label}\` ${row.formFactor}: ${miss}`),
  )
  const otherMisses = rows.flatMap((row) =>
    row.misses.map((miss) => `- \`${row.route.label}\` ${row.formFactor} ${miss}`),
  )
  const releaseText = release
    ? `the last release, \`${release.ref}\` (${release.commit.slice(0, 7)}${release.isDefault ? ': no tag before HEAD, so the commit scripts/audit-release.mjs names' : ''}), built by the audit from its own source with today's dependencies`
    : 'no release (`--no-release`: the floor alone)'
  const paragraphs = [
    '# Lighthouse audit',
    [
      'Written by `npm run audit` (scripts/audit.mjs): Lighthouse on the production build served',
      `locally, every address beside its floor and ${releaseText}; ${runs} run${runs === 1 ? '' : 's'} of each,`,
      `alternating ${release ? 'page, floor, release' : 'page and floor'} in the same minutes;`,
      `each figure is the median of its runs. ${tools}, headless, WebGL through SwiftShader (software, no`,
      `GPU); ${cpus().length} CPU cores, load average ${loadavg()[0].toFixed(1)} when the audit`,
      `ended, ${minutes} minutes in all.`,
    ],
    [
      'The floor (scripts/audit-floor.mjs): the same build with the app taken out, the same HTML',
      "(its words, inline stylesheet, fonts, GIF, and a made link's early script), with the",
      'scene started in its worker after the first contentful paint by a script of 70 lines',
      'instead of the app (no React, no hydration, no router, no early press). What a page costs',
      'above it is the app.',
    ],
    [
      'Gates. Performance, relative (scripts/audit-gates.mjs), on the medians: LCP at most',
      `${LCP_RATIO}× the floor's and ${LCP_TARGET}× the release's; CPU blocking time (TBT`,
      "counted in the main thread's CPU time, not wall time: scripts/audit-browser.mjs) at most",
      `the floor's + ${FLOOR_BLOCKING_MS} ms and the release's + ${RELEASE_BLOCKING_MS} ms; each`,
      "tolerance widened to the runs' own noise where that is wider (twice the standard error of",
      `the difference). The design's targets, named below but not failing: ${LCP_TARGET}× the`,
      `floor's LCP, its CPU blocking + ${BLOCKING_TARGET_MS} ms. Lighthouse's TBT and the scores`,
      'are figures, not gates: on a shared 2-core machine they move with the load, by seconds of',
      'TBT. Accessibility, best practices and SEO, absolute (Lighthouse CI,',
      'scripts/lighthouserc.cjs): every scored audit',
      'passes in every run of the page (a made link may be blocked from indexing).',
    ],
    table.join('\n'),
    [
      'LCP: largest contentful paint; TBT: total blocking time (both simulated by Lighthouse;',
      'mobile: slow 4G and a CPU 4 times slower, the multiplier CPU blocking uses too). Performance,',
      'LCP, CPU blocking and TBT: page / floor / release.',
    ],
    performanceMisses.length === 0
      ? 'Every address is within its gates.'
      : ['## Misses (gates)\n', ...performanceMisses].join('\n'),
    shortfalls.length === 0
      ? "Every address meets the design's targets against its floor."
      : ["## Short of the floor's targets\n", ...shortfalls].join('\n'),
    otherMisses.length === 0
      ? 'Every scored audit outside performance passes.'
      : ['## Short of 100 outside performance\n', ...otherMisses].join('\n'),
    [
      'How it runs: each build serves a fixture GIF from its own server (the real GIF host is',
      'out of reach offline; `http://` is accepted for `127.0.0.1` only). One Chromium serves',
      'every run.',
    ],
    [
      'Why it is fast: every page is prerendered with its whole stylesheet inline (allowed by',
      'its hash in the CSP), so its words paint from the HTML alone (the largest paint is text',
      'on every route); the text shows at once in a fallback font sized to Be Vietnam Pro, so',
      "the swap moves nothing; the app's script is fetched only after the first paint; and the",
      'WebGL scene boots in a worker on an OffscreenCanvas, so its context set-up and shader',
      "compiles (300 to 600 ms with no GPU) never block the page's thread.",
    ],
  ]
  const kept = existsSync(REPORT)
    ? /<!-- notes:start -->[\s\S]*<!-- notes:end -->/.exec(readFileSync(REPORT, 'utf8'))
    : null
  if (kept) paragraphs.push(kept[0])
  const text = `${paragraphs.map((p) => (Array.isArray(p) ? p.join(' ') : p)).join('\n\n')}\n`
  writeFileSync(REPORT, await format(text, { filepath: REPORT }))
}
