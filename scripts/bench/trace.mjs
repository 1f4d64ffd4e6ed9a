// A Chrome trace of one window, and what the bench reads from it: the cost of each frame on
// the renderer's main thread, the first frame of a burst against the median, and GC events.
import { median } from './stats.mjs'

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-v8.gc']

/** Starts tracing on a page's CDP session; resolves with a stop() that resolves with events. */
export async function startTrace(cdp) {
  const events = []
  const onData = (message) => {
    for (const event of message.value) events.push(event)
  }
  cdp.on('Tracing.dataCollected', onData)
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReportEvents',
  })
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await complete
    cdp.off('Tracing.dataCollected', onData)
    return events
  }
}

/** The renderer main thread that ran the most animation frames: the page under test. */
function findMainThread(events) {
  const names = new Map()
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') {
      names.set(`${event.pid}:${event.tid}`, event.args.name)
    }
  }
  const frames = new Map()
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`
    if (event.name === 'FireAnimationFrame' && names.get(key) === 'CrRendererMain') {
      frames.set(key, (frames.get(key) ?? 0) + 1)
    }
  }
  let best = null
  for (const [key, count] of frames) if (!best || count > best[1]) best = [key, count]
  return best ? best[0] : null
}

const isOn = (key) => (event) => `${event.pid}:${event.tid}` === key

/**
 * Per-frame main-thread cost, in ms: frame k is every top-level task from the task that runs
 * frame k's requestAnimationFrame callbacks up to the next such task (input, timers and the
 * frame's own rendering steps included). `fireEvent` names the DOM event that fires the burst
 * ('pointerdown' or 'click'); the first burst frame is the frame that follows its dispatch.
 * Returns null when the trace shows no animation frame at all.
 */
export function analyzeTrace(events, { fireEvent }) {
  const key = findMainThread(events)
  if (!key) return null
  const onMain = isOn(key)
  const pid = Number(key.split(':')[0])
  const tasks = events
    .filter((e) => onMain(e) && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts)
  const rafs = events.filter((e) => onMain(e) && e.name === 'FireAnimationFrame')
  const containing = (event) =>
    tasks.find((task) => task.ts <= event.ts && event.ts <= task.ts + (task.dur ?? 0))
  const frameTasks = [...new Set(rafs.map(containing).filter(Boolean))].sort((a, b) => a.ts - b.ts)
  const fire = events.find(
    (e) => onMain(e) && e.name === 'EventDispatch' && e.args?.data?.type === fireEvent,
  )
  const fireTask = fire ? containing(fire) : null
  const costs = []
  for (let k = 0; k + 1 < frameTasks.length; k++) {
    const from = frameTasks[k].ts
    const to = frameTasks[k + 1].ts
    let cost = 0
    for (const task of tasks) if (task.ts >= from && task.ts < to) cost += task.dur ?? 0
    costs.push({ ts: from, ms: cost / 1000 })
  }
  const gcFrom = fireTask ? fireTask.ts : (tasks[0]?.ts ?? 0)
  const gcs = events.filter(
    (e) => e.pid === pid && e.ph === 'X' && (e.name === 'MinorGC' || e.name === 'MajorGC'),
  )
  const gcsAfterFire = gcs.filter((e) => e.ts >= gcFrom)
  const result = {
    frames: costs.length,
    medianFrameMs: median(costs.map((c) => c.ms)),
    gcCount: gcsAfterFire.length,
    gcMs: gcsAfterFire.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    firstFrameMs: null,
    burstMedianFrameMs: null,
    tapTaskMs: null,
    tapHandlerMs: null,
  }
  if (!fireTask) return result
  result.tapTaskMs = fireTask.dur / 1000
  result.tapHandlerMs = (fire.dur ?? 0) / 1000
  // The first burst frame: the frame task holding the dispatch (input handled at the start of a
  // frame) or else the first frame task after it; the dispatch task itself (hit testing, hover
  // and active styles, the page's handler) is reported apart.
  const inFrame = costs.findIndex((c) => c.ts === fireTask.ts)
  const after = inFrame >= 0 ? costs.slice(inFrame) : costs.filter((c) => c.ts > fireTask.ts)
  if (after.length < 3) return result
  result.firstFrameMs = after[0].ms - (inFrame >= 0 ? fireTask.dur / 1000 : 0)
  result.burstMedianFrameMs = median(after.slice(1).map((c) => c.ms))
  return result
}
