// The floor for `npm run bench:tap`: how soon any page can show a press on this machine while it
// draws every frame, as /love does for its floating hearts. Raw WebGL 2 on a full-screen canvas
// at the device's pixel ratio, no three.js, no React: each frame clears the canvas and moves one
// square (the page never goes idle); a press paints a 40 px square at the pointer in the next
// frame, for half a second. `?thread=main` draws on the page's thread, `?thread=worker` in a
// worker on an OffscreenCanvas: the two ways our scene runs. Served like the confetti page.

export const FLOOR_PATH = '/__bench/floor.html'

// Runs on whichever thread draws: `start(canvas, cssWidth, cssHeight, pixelRatio, onDone)`, then
// `press(x, y)` (CSS px); `onDone` is called when a press's square is gone.
const DRAW = `
let gl, width, height, dpr, pressAt = null, pressX = 0, pressY = 0, onDone = () => {}
function square(x, y, size, r, g, b) {
  gl.scissor(Math.round((x - size / 2) * dpr), Math.round((height - y - size / 2) * dpr), size * dpr, size * dpr)
  gl.clearColor(r, g, b, 1)
  gl.clear(gl.COLOR_BUFFER_BIT)
}
function frame(now) {
  gl.disable(gl.SCISSOR_TEST)
  gl.clearColor(0, 0, 0, 0)
  gl.clear(gl.COLOR_BUFFER_BIT)
  gl.enable(gl.SCISSOR_TEST)
  square(width / 2 + Math.sin(now / 700) * width / 3, height / 4, 24, 0.93, 0.35, 0.5)
  if (pressAt !== null && now - pressAt > 500) (pressAt = null), onDone()
  if (pressAt !== null) square(pressX, pressY, 40, 0.6, 0.03, 0.4)
  requestAnimationFrame(frame)
}
function start(canvas, cssWidth, cssHeight, pixelRatio, done) {
  width = cssWidth; height = cssHeight; dpr = pixelRatio; onDone = done
  canvas.width = Math.round(width * dpr); canvas.height = Math.round(height * dpr)
  gl = canvas.getContext('webgl2', { alpha: true, antialias: false, premultipliedAlpha: true })
  requestAnimationFrame(frame)
}
function press(x, y) { pressAt = performance.now(); pressX = x; pressY = y }
`

const SETUP = `
const canvas = document.createElement('canvas')
canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none'
document.body.append(canvas)
const done = () => (window.__benchBusy = false)
let sendPress
if (new URLSearchParams(location.search).get('thread') === 'worker') {
  const source = ${JSON.stringify(DRAW)} + 'onmessage = ({ data }) => data.canvas ? start(data.canvas, data.width, data.height, data.dpr, () => postMessage("done")) : press(data.x, data.y)'
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })))
  const offscreen = canvas.transferControlToOffscreen()
  worker.postMessage({ canvas: offscreen, width: innerWidth, height: innerHeight, dpr: devicePixelRatio }, [offscreen])
  worker.onmessage = done
  sendPress = (x, y) => worker.postMessage({ x, y })
} else {
  start(canvas, innerWidth, innerHeight, devicePixelRatio, done)
  sendPress = press
}
addEventListener('pointerdown', (event) => {
  window.__benchBusy = true
  sendPress(event.clientX, event.clientY)
})
requestAnimationFrame(() => (document.body.dataset.ready = 'true'))
`

const HTML = `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title>
<body style="margin:0;height:100vh;background:#fff5f7;touch-action:manipulation">
<script>${DRAW}</script><script>${SETUP}</script></body></html>`

/** Serves the floor page at FLOOR_PATH of `origin` in `context`. */
export async function routeFloor(context, origin) {
  await context.route(`${origin}${FLOOR_PATH}*`, (route) => route.fulfill({ contentType: 'text/html', body: HTML }))
}
