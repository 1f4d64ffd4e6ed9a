// Turns the bench's raw results into the markdown of docs/PERFORMANCE.md.
import { fixed, kb, median, range } from './stats.mjs'

const pick = (runs, key) => runs.map((run) => run[key])
const pass = (isMet) => (isMet ? '**pass**' : '**fail**')

/** Medians of a case's traced visits (errors dropped), or null without one. */
function summarizeTraced(visits) {
  const ok = visits.filter((visit) => !visit.error && visit.trace)
  if (ok.length === 0) return null
  const traceMedian = (key) => median(ok.map((visit) => visit.trace[key]))
  return {
    visits: ok.length,
    allocation: { bytesPerFrame: median(ok.map((visit) => visit.allocation?.bytesPerFrame)) },
    trace: {
      gcCount: traceMedian('gcCount'),
      // The ratio's median, not the ratio of medians: each trace pairs its own two frames.
      ratio: median(ok.map((visit) => visit.trace.firstFrameMs / visit.trace.burstMedianFrameMs)),
      firstFrameMs: traceMedian('firstFrameMs'),
      burstMedianFrameMs: traceMedian('burstMedianFrameMs'),
      tapTaskMs: traceMedian('tapTaskMs'),
      tapHandlerMs: traceMedian('tapHandlerMs'),
    },
  }
}

/** Medians over a case's rounds (errors dropped) and its traced visits. */
export function summarize(runs, tracedVisits) {
  const ok = runs.filter((run) => !run.error)
  const last = ok[ok.length - 1]
  return {
    rounds: ok.length,
    errors: runs.filter((run) => run.error).map((run) => run.error),
    cpuMsPerFrame: median(pick(ok, 'cpuMsPerFrame')),
    cpuRange: range(pick(ok, 'cpuMsPerFrame')),
    cpuMsPerSecond: median(pick(ok, 'cpuMsPerSecond')),
    fps: median(pick(ok, 'fps')),
    frames: median(pick(ok, 'frames')),
    drawsPerFrame: median(pick(ok, 'drawsPerFrame')),
    uploadBytesPerFrame: median(pick(ok, 'uploadBytesPerFrame')),
    heapGrowth: median(pick(ok, 'heapGrowth')),
    gl: last?.gl ?? null,
    info: last?.info?.[1] ?? null,
    traced: summarizeTraced(tracedVisits),
  }
}

function caseRow(label, s) {
  if (s.rounds === 0) return `| ${label} | failed: ${s.errors[0] ?? 'no run'} ||||||||||||`
  const t = s.traced
  const first =
    t?.trace?.firstFrameMs != null
      ? `${fixed(t.trace.firstFrameMs, 2)} / ${fixed(t.trace.burstMedianFrameMs, 2)} ` +
        `(${fixed(t.trace.ratio, 1)}×${t.visits > 1 ? `, ${t.visits} visits` : ''})`
      : '–'
  const tap =
    t?.trace?.tapTaskMs != null
      ? `${fixed(t.trace.tapTaskMs, 1)} (${fixed(t.trace.tapHandlerMs, 1)})`
      : '–'
  const info = s.info ? `${s.info.calls} / ${s.info.geometries} / ${s.info.programs}` : '–'
  const glObjects = s.gl
    ? `${s.gl.programs[0]}→${s.gl.programs[1]} / ${s.gl.buffers[0]}→${s.gl.buffers[1]}`
    : '–'
  const cpu = s.cpuMsPerFrame == null ? '–' : `**${fixed(s.cpuMsPerFrame)}**`
  const spread = s.cpuRange ? `${fixed(s.cpuRange[0])}–${fixed(s.cpuRange[1])}` : '–'
  return (
    `| ${label} | ${cpu} | ${spread} | ${fixed(s.cpuMsPerSecond, 1)} | ${fixed(s.fps, 0)} | ` +
    `${fixed(s.drawsPerFrame, 0)} | ${kb(s.uploadBytesPerFrame)} | ${kb(s.heapGrowth, 0)} | ` +
    `${t?.allocation ? kb(t.allocation.bytesPerFrame) : '–'} | ` +
    `${t?.trace && t.trace.firstFrameMs != null ? t.trace.gcCount : '–'} | ${first} | ${tap} | ` +
    `${info} | ${glObjects} |`
  )
}

const FRAME_TABLE_HEAD = [
  '| Case | CPU ms/frame (median) | range over rounds | CPU ms/s | frames/s | draw calls/frame | ' +
    'GPU upload kB/frame | JS heap Δ kB | alloc kB/frame (cold) | GCs in burst (cold) | ' +
    '1st burst frame / median ms (cold) | tap task ms (handler) (cold) | ' +
    'info calls / geometries / programs | GL programs / buffers |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
]

/** The per-case table. */
export function frameTable(cases, summaries) {
  return [...FRAME_TABLE_HEAD, ...cases.map((c) => caseRow(c.label, summaries[c.id]))].join('\n')
}

/** Pass/fail for each of the issue's seven targets, with the figures behind it. */
export function targetRows({ summaries, bundle, load, soaks, idle, hidden, dpr }) {
  const rows = []
  const add = (number, target, measured, isMet, note = '') =>
    rows.push(
      `| ${number} | ${target} | ${measured} | ${isMet === null ? 'n/a' : pass(isMet)}${note} |`,
    )
  add(1, 'First-load JS ≤ 100 kB gz', `${kb(bundle.firstLoad)} kB`, bundle.firstLoad <= 100_000)
  add(
    1,
    'All JS ≤ 210 kB gz',
    `${kb(bundle.total)} kB (scene chunk ${kb(bundle.chunks.find((c) => c.file.endsWith(bundle.sceneChunk))?.gz)} kB)`,
    bundle.total <= 210_000,
    bundle.total > 210_000 ? ' (known out of reach with React + three.js)' : '',
  )
  if (load) {
    const isFirst =
      load.fcpMs != null && load.sceneArrivedMs != null && load.fcpMs < load.sceneArrivedMs
    add(
      1,
      `Text and buttons paint before three.js arrives (scene chunk held back ${load.sceneDelayMs} ms)`,
      `first contentful paint ${fixed(load.fcpMs, 0)} ms, scene chunk at ${fixed(load.sceneArrivedMs, 0)} ms`,
      isFirst,
    )
    const blocking = load.thirdParty.filter((r) =>
      ['script', 'font', 'stylesheet'].includes(r.type),
    )
    const listed = load.thirdParty.map((r) => `${r.type} from ${r.host}`).join(', ') || 'none'
    add(
      1,
      'No font, image or script from a third party on the critical path',
      `third-party requests: ${listed}; GIF (held back ${load.gifDelayMs} ms) at ${fixed(load.gifArrivedMs, 0)} ms, after the paint`,
      blocking.length === 0 && (load.gifArrivedMs == null || load.gifArrivedMs > load.fcpMs),
    )
  }
  const love = summaries.love
  const three = summaries['three-empty']
  if (love?.cpuMsPerFrame != null && three?.cpuMsPerFrame != null) {
    const delta = love.cpuMsPerFrame - three.cpuMsPerFrame
    add(
      2,
      '/love (300 burst + floating hearts) within 0.15 ms/frame of three.js drawing nothing',
      `${fixed(love.cpuMsPerFrame)} vs ${fixed(three.cpuMsPerFrame)} ms: ${delta >= 0 ? '+' : ''}${fixed(delta)} ms`,
      delta <= 0.15,
    )
  }
  const ours = summaries['burst-100k']
  const matrix = summaries['matrix-100k']
  if (ours?.cpuMsPerFrame != null && matrix?.cpuMsPerFrame != null) {
    add(
      3,
      '100k-particle burst ≤ 4 ms/frame, ~2× better than a Matrix4 per instance',
      `${fixed(ours.cpuMsPerFrame)} vs ${fixed(matrix.cpuMsPerFrame)} ms (${fixed(matrix.cpuMsPerFrame / ours.cpuMsPerFrame, 1)}× better)`,
      ours.cpuMsPerFrame <= 4 && matrix.cpuMsPerFrame / ours.cpuMsPerFrame >= 2,
    )
  }
  const loveSoak = soaks.love
  const baseSoak = soaks['three-empty']
  if (loveSoak && baseSoak) {
    const extra = loveSoak.warm.bytesPerFrame - baseSoak.warm.bytesPerFrame
    const own = loveSoak.warm.ownBytesPerFrame
    add(
      4,
      '0 bytes allocated per frame in steady state (JIT warm)',
      `/love ${fixed(loveSoak.warm.bytesPerFrame, 0)} B/frame during a burst, of which ` +
        `${own == null ? '?' : fixed(own, 0)} B/frame in src/ (the rest three.js and R3F); ` +
        `three.js drawing nothing ${fixed(baseSoak.warm.bytesPerFrame, 0)} B/frame ` +
        `(difference ${fixed(extra, 0)} B/frame)`,
      loveSoak.warm.bytesPerFrame <= 0,
      loveSoak.warm.bytesPerFrame > 0 ? ' (sites below)' : '',
    )
    const growth = loveSoak.heapEnd - loveSoak.heapStart
    const perFiveMinutes = (growth / loveSoak.seconds) * 300
    add(
      4,
      'JS heap flat within 1 MB over 5 minutes',
      `${kb(growth)} kB after GC over ${fixed(loveSoak.seconds, 0)} s of /love with a burst ` +
        `every 4 s (after ${loveSoak.warmupSeconds} s of warm-up); ${kb(perFiveMinutes)} kB ` +
        'per 5 min at that rate',
      Math.abs(perFiveMinutes) <= 1_000_000,
    )
    const coldGcs = [summaries.love, summaries.valentine].map((s) => s?.traced?.trace?.gcCount)
    const warmGcs = loveSoak.warm.trace?.gcCount
    add(
      4,
      'No GC during a burst',
      `cold (first burst after load): /love ${coldGcs[0] ?? '–'}, /valentine ${coldGcs[1] ?? '–'} GCs; warm /love burst: ${warmGcs ?? '–'} GCs`,
      warmGcs === 0 && coldGcs.every((count) => count === 0),
    )
    const [infoStart, infoEnd] = loveSoak.info
    const isConstant =
      infoStart &&
      infoEnd &&
      infoStart.geometries === infoEnd.geometries &&
      infoStart.programs === infoEnd.programs &&
      loveSoak.gl.programs[0] === loveSoak.gl.programs[1] &&
      loveSoak.gl.buffers[0] === loveSoak.gl.buffers[1]
    add(
      4,
      'renderer.info geometries / programs constant',
      `geometries ${infoStart?.geometries}→${infoEnd?.geometries}, programs ${infoStart?.programs}→${infoEnd?.programs}, GL buffers ${loveSoak.gl.buffers[0]}→${loveSoak.gl.buffers[1]} over the soak`,
      Boolean(isConstant),
    )
  }
  for (const id of ['valentine', 'love']) {
    const traced = summaries[id]?.traced
    const trace = traced?.trace
    if (!trace || trace.firstFrameMs == null) continue
    add(
      5,
      `First burst frame ≤ 2× the median frame (${id === 'love' ? '/love' : '/valentine'})`,
      `${fixed(trace.ratio, 1)}× (median of ${traced.visits} traced visits; first frame ` +
        `${fixed(trace.firstFrameMs, 2)} ms, later frames ${fixed(trace.burstMedianFrameMs, 2)} ms); ` +
        `the tap's own task before it: ${fixed(trace.tapTaskMs, 1)} ms, ` +
        `${fixed(trace.tapHandlerMs, 1)} ms of it the page's handler`,
      trace.ratio <= 2,
    )
  }
  if (idle) {
    add(
      6,
      '/valentine renders no frame when no particle is on screen',
      `${idle.beforePress.frames} frames in ${idle.windowS} s before the press; ${idle.afterBurst.frames} frames in ${idle.windowS} s after the burst ended (it lasted ${fixed(idle.burstMs / 1000, 1)} s); idle CPU ${fixed(idle.afterBurst.cpuMsPerSecond, 1)} ms/s`,
      idle.beforePress.frames === 0 && idle.afterBurst.frames === 0,
    )
  }
  if (hidden) {
    const text = hidden
      .map(
        (h) =>
          `${h.route}: ${h.hiddenFrames} frames in ${h.hiddenS} s hidden (${h.visibility}), CPU ${fixed(h.hiddenCpuMsPerSecond, 2)} ms/s, ${h.framesInSecondBack} frames in the second after`,
      )
      .join('; ')
    add(
      6,
      'Nothing animates while the page is hidden',
      text,
      hidden.every((h) => h.visibility === 'hidden' && h.hiddenFrames === 0),
    )
  }
  if (dpr) {
    add(
      7,
      'DPR capped at 2',
      dpr
        .map((d) => `DPR ${d.deviceScaleFactor} → canvas ${fixed(d.ratio, 2)}× CSS width`)
        .join(', '),
      dpr.every((d) => d.ratio === Math.min(d.deviceScaleFactor, 2)),
    )
  }
  if (load) {
    add(
      7,
      'No layout shift when the scene (and the GIF) arrive',
      `CLS ${fixed(load.cls, 4)} (${load.shifts} shifts)`,
      load.cls === 0,
    )
  }
  return ['| # | Target | Measured | Result |', '|---|---|---|---|', ...rows].join('\n')
}

/** The bundle table. */
export function bundleTable(bundle, confettiGz) {
  const rows = bundle.chunks.map(
    (c) => `| ${c.file} | ${kb(c.raw)} | ${kb(c.gz)} | ${c.isFirstLoad ? 'first load' : 'lazy'} |`,
  )
  return [
    '| Chunk | raw kB | gzip kB | loaded |',
    '|---|--:|--:|---|',
    ...rows,
    `| **first load** | | **${kb(bundle.firstLoad)}** | |`,
    `| **all JS** | | **${kb(bundle.total)}** | |`,
    `| canvas-confetti bench page (library + page code) | | ${kb(confettiGz)} | |`,
  ].join('\n')
}
