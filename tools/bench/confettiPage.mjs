// The reference for `npm run bench:tap`: canvas-confetti's heart burst on a local page, served
// by routing one address of the bench's origin (the app's CSP would refuse a foreign script).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export const CONFETTI_PATH = '/__bench/confetti.html'

// canvas-confetti's README heart.
const HEART_PATH =
  'M167 72c19,-38 37,-56 75,-56 42,0 76,33 76,75 0,76 -76,151 -151,227 -76,-76 -151,-151 -151,-227 0,-42 33,-75 75,-75 38,0 57,18 76,56z'

const require = createRequire(import.meta.url)
const LIBRARY = readFileSync(require.resolve('canvas-confetti/dist/confetti.browser.js'), 'utf8')

// Everything a press needs is made at load, as our page makes its scene at load: the canvas, the
// library's worker (useWorker: it draws off the page's thread, like our default path), the shape.
const SETUP = `
const canvas = document.createElement('canvas')
canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none'
document.body.append(canvas)
const fire = confetti.create(canvas, { resize: true, useWorker: true })
const heart = confetti.shapeFromPath({ path: ${JSON.stringify(HEART_PATH)} })
addEventListener('pointerdown', (event) => {
  window.__benchBusy = true
  fire({
    shapes: [heart],
    colors: ['#f93963', '#a10864', '#ee0b93'],
    particleCount: 300,
    spread: 360,
    origin: { x: event.clientX / innerWidth, y: event.clientY / innerHeight },
  }).then(() => (window.__benchBusy = false))
})
document.body.dataset.ready = 'true'
`

const HTML = `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>canvas-confetti</title>
<body style="margin:0;height:100vh;background:#fff5f7;touch-action:manipulation">
<script>${LIBRARY}</script><script>${SETUP}</script></body></html>`

/** Serves the confetti page at CONFETTI_PATH of `origin` in `context`. */
export async function routeConfetti(context, origin) {
  await context.route(`${origin}${CONFETTI_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: HTML }),
  )
}
