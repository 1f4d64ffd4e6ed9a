// The floor page's only script (scripts/audit-floor.mjs puts it in place of the app): what the
// design cannot do without, the real scene in the real worker, started as the app starts it,
// after the first contentful paint (src/app/afterFirstPaint.ts, reduced to its Chromium path).
// No React, no router, no hydration, no early press, no song. Its query names the scene
// (`floating`, `burst` or `none`) and the built worker and scene bundle; it speaks the worker's
// start message (src/stage/workerMessages.ts) and marks <html data-audit-floor="ready"> when the
// first frame is drawn, which the audit checks before it measures anything.
const query = new URL(import.meta.url).searchParams
const scene = query.get('scene')

function startScene() {
  const page = document.querySelector('main') ?? document.body
  const stage = document.createElement('div')
  stage.className = 'stage'
  stage.setAttribute('aria-hidden', 'true')
  const canvas = document.createElement('canvas')
  canvas.className = 'stage-canvas'
  stage.append(canvas)
  page.append(stage)
  const style = getComputedStyle(page)
  const hearts = [0, 1, 2, 3, 4, 5].map((k) => style.getPropertyValue(`--heart-${k}`).trim())
  // The app caps the drawing at 2 device pixels per CSS pixel (MAX_DPR).
  const view = {
    width: Math.max(1, stage.clientWidth),
    height: Math.max(1, stage.clientHeight),
    dpr: Math.min(2, window.devicePixelRatio || 1),
  }
  const offscreen = canvas.transferControlToOffscreen()
  const worker = new Worker(new URL(query.get('worker'), location.href), {
    type: 'module',
    name: 'heartburst-scene',
  })
  worker.addEventListener('message', (event) => {
    if (event.data.type === 'ready') document.documentElement.dataset.auditFloor = 'ready'
    if (event.data.type === 'failure') document.documentElement.dataset.auditFloor = 'failed'
  })
  const start = {
    type: 'start',
    canvas: offscreen,
    sceneUrl: new URL(query.get('bundle'), location.href).href,
    view,
    hasFloatingHearts: scene === 'floating',
    hasBurst: true,
    isCalm: matchMedia('(prefers-reduced-motion: reduce)').matches,
    isHidden: document.visibilityState === 'hidden',
    hearts,
  }
  // A worker's postMessage takes no target origin.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  worker.postMessage(start, [offscreen])
}

if (scene === 'none') {
  document.documentElement.dataset.auditFloor = 'ready'
} else {
  let hasStarted = false
  const once = () => {
    if (hasStarted) return
    hasStarted = true
    startScene()
  }
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once()
  }).observe({ type: 'paint', buffered: true })
  setTimeout(once, 1000)
}
