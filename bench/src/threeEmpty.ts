// three.js drawing nothing: a WebGLRenderer rendering an empty scene every frame.
import './bench.css'
import { markReady } from './benchPage'
import { createStage } from './threeStage'

const { renderer, scene, camera } = createStage()
let isFirst = true

function frame() {
  renderer.render(scene, camera)
  if (isFirst) {
    isFirst = false
    markReady()
  }
  requestAnimationFrame(frame)
}

requestAnimationFrame(frame)
