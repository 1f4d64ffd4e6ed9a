import { describe, expect, test } from 'vitest'
import {
  pixelPerfectDistance,
  projectNdcToPlane,
  projectViewPointToPlane,
} from '../../src/particles/clickProjection'
import { CAMERA_FOV_DEG } from '../../src/particles/constants'

const FOV_RAD = (CAMERA_FOV_DEG * Math.PI) / 180
const out = new Float32Array(2)

/** A canvas `width` x `height` CSS px whose top-left corner is at (left, top) on the page. */
const VIEWS = [
  { width: 1280, height: 800, left: 0, top: 0 },
  { width: 390, height: 844, left: 0, top: 0 },
  { width: 640, height: 480, left: 120, top: 75 },
]

describe.each(VIEWS)('a click on a $width x $height canvas at ($left, $top)', (view) => {
  const { width, height, left, top } = view
  const distance = pixelPerfectDistance(height, FOV_RAD)
  const click = (clientX: number, clientY: number) => {
    // The stage takes the canvas's corner off the client point; the maths sees the canvas only.
    projectViewPointToPlane(
      clientX - left,
      clientY - top,
      { width, height, cameraDistance: distance },
      out,
    )
    return { x: out[0], y: out[1] }
  }

  test('a click at the centre of the canvas bursts from the world origin', () => {
    const p = click(left + width / 2, top + height / 2)
    expect(p.x).toBeCloseTo(0, 3)
    expect(p.y).toBeCloseTo(0, 3)
  })

  test('a click in the top-left corner bursts from (-W/2, +H/2), the bottom-right from (W/2, -H/2)', () => {
    const topLeft = click(left, top)
    expect(topLeft.x).toBeCloseTo(-width / 2, 3)
    expect(topLeft.y).toBeCloseTo(height / 2, 3)
    const bottomRight = click(left + width, top + height)
    expect(bottomRight.x).toBeCloseTo(width / 2, 3)
    expect(bottomRight.y).toBeCloseTo(-height / 2, 3)
  })

  test('the burst lands under the pointer: one CSS px right is one world px right, one down is one down', () => {
    const base = click(left + 100, top + 50)
    const right = click(left + 101, top + 50)
    const down = click(left + 100, top + 51)
    expect(right.x - base.x).toBeCloseTo(1, 3)
    expect(right.y - base.y).toBeCloseTo(0, 3)
    expect(down.x - base.x).toBeCloseTo(0, 3)
    expect(down.y - base.y).toBeCloseTo(-1, 3)
  })
})

describe('camera and plane', () => {
  test('at the pixel-perfect distance the visible plane is exactly the viewport height', () => {
    for (const height of [300, 800, 1440]) {
      for (const fovDeg of [30, CAMERA_FOV_DEG, 75]) {
        const fov = (fovDeg * Math.PI) / 180
        const distance = pixelPerfectDistance(height, fov)
        expect(2 * Math.tan(fov / 2) * distance).toBeCloseTo(height, 6)
      }
    }
  })

  test('normalized device coordinates scale by tan(fov/2) x distance, and by the aspect in x', () => {
    for (const [ndcX, ndcY, fovDeg, aspect, distance] of [
      [1, 1, CAMERA_FOV_DEG, 1.6, 1000],
      [-0.5, 0.25, 40, 0.5, 250],
      [0.3, -0.9, 90, 2, 77],
    ]) {
      const fov = (fovDeg * Math.PI) / 180
      const halfHeight = Math.tan(fov / 2) * distance
      projectNdcToPlane(ndcX, ndcY, fov, aspect, distance, out)
      expect(out[0]).toBeCloseTo(ndcX * halfHeight * aspect, 3)
      expect(out[1]).toBeCloseTo(ndcY * halfHeight, 3)
    }
  })

  test('a farther camera spreads the same click over more of the plane', () => {
    projectNdcToPlane(0.5, 0.5, FOV_RAD, 1, 100, out)
    const near = out[0]
    projectNdcToPlane(0.5, 0.5, FOV_RAD, 1, 200, out)
    expect(out[0]).toBeCloseTo(near * 2, 3)
  })
})
