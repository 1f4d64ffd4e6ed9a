// The floor: a requestAnimationFrame loop that does nothing but count itself.
import './bench.css'
import { markReady } from './benchPage'

declare global {
  interface Window {
    /** Frames this page has run; the bench probe adds them to the frames it counts. */
    __benchFrames?: number
  }
}

window.__benchFrames = 0

function frame() {
  window.__benchFrames = (window.__benchFrames ?? 0) + 1
  requestAnimationFrame(frame)
}

requestAnimationFrame(() => {
  markReady()
  frame()
})
