import { PerspectiveCamera, Scene, WebGLRenderer } from 'three'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import { CAMERA_FOV_DEG } from '../../src/particles/constants'
import { cappedPixelRatio } from './benchPage'

export const FOV_RAD = (CAMERA_FOV_DEG * Math.PI) / 180

/**
 * A full-window three.js renderer set up as the app's stage is (no MSAA, alpha, DPR capped at 2)
 * with the app's camera: the z = 0 plane is 1:1 with CSS pixels, origin at the centre.
 */
export function createStage() {
  const width = window.innerWidth
  const height = window.innerHeight
  const renderer = new WebGLRenderer({ antialias: false, alpha: true })
  renderer.setPixelRatio(cappedPixelRatio())
  renderer.setSize(width, height, false)
  renderer.domElement.className = 'bench-canvas'
  document.body.appendChild(renderer.domElement)
  const distance = pixelPerfectDistance(height, FOV_RAD)
  const camera = new PerspectiveCamera(CAMERA_FOV_DEG, width / height, distance / 100, distance * 4)
  camera.position.set(0, 0, distance)
  camera.lookAt(0, 0, 0)
  return { renderer, scene: new Scene(), camera }
}
