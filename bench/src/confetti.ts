// canvas-confetti 1.9.4 doing our burst: `count` hearts (default 300) from the press point,
// spread 360, with the heart from the library's own custom-shapes demo (shapeFromPath with its
// precomputed matrix, as the README advises). Everything else is the library's default.
// ?worker=1 uses the library's worker mode (the default global `confetti()` does): drawing then
// happens off the main thread, in a worker the probe cannot count frames in.
import confetti, { create } from 'canvas-confetti'
import './bench.css'
import { markReady, onPress, readCount } from './benchPage'

const HEART_PATH =
  'M167 72c19,-38 37,-56 75,-56 42,0 76,33 76,75 0,76 -76,151 -151,227 -76,-76 -151,-151 ' +
  '-151,-227 0,-42 33,-75 75,-75 38,0 57,18 76,56z'
const HEART_MATRIX = [1 / 30, 0, 0, 1 / 30, -5.566666666666666, -5.533333333333333]
const COLORS = ['#e11d48', '#ff3869', '#ff78a3', '#ffbdd1']

const count = readCount('count', 300)
const useWorker = new URLSearchParams(location.search).get('worker') === '1'
const canvas = document.createElement('canvas')
canvas.className = 'bench-canvas'
document.body.appendChild(canvas)
const fire = create(canvas, { resize: true, useWorker })
// The library takes the matrix as a plain array (it checks Array.isArray); its types say DOMMatrix.
const heart = confetti.shapeFromPath({
  path: HEART_PATH,
  matrix: HEART_MATRIX as unknown as DOMMatrix,
})

onPress((clientX, clientY) => {
  void fire({
    particleCount: count,
    spread: 360,
    origin: { x: clientX / window.innerWidth, y: clientY / window.innerHeight },
    shapes: [heart],
    colors: COLORS,
  })
})

requestAnimationFrame(markReady)
