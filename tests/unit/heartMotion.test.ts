import { describe, expect, test } from 'vitest'
import {
  HEART_FADE_IN,
  HEART_FADE_OUT,
  HEART_LEFT_MAX_VW,
  HEART_LEFT_MIN_VW,
  HEART_LIFE_S,
  HEART_SWAY_CYCLES,
  HEART_SWAY_PX,
  HEART_TILT_RAD,
} from '../../src/particles/constants'
import {
  POSE_ALPHA,
  POSE_ROTATION,
  POSE_SIZE,
  POSE_X,
  POSE_Y,
  smoothstep,
  writeHeartPose,
} from '../../src/particles/heartMotion'
import { createHeartPool, spawnHeart, type HeartPool } from '../../src/particles/heartPool'
import { createSeededRng } from '../../src/particles/rng'

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]
const HEART_COUNT = 400

/** Many hearts, all born at time 0, with seeded sizes and positions. */
function spawnHearts(seed: number): HeartPool {
  const pool = createHeartPool(HEART_COUNT)
  const rng = createSeededRng(seed)
  for (let i = 0; i < HEART_COUNT; i++) spawnHeart(pool, 0, rng)
  return pool
}

const out = new Float32Array(5)

function poseAt(pool: HeartPool, i: number, ageS: number, width: number, height: number) {
  pool.timeS = pool.bornS[i] + ageS
  writeHeartPose(pool, i, { width, height, cameraDistance: 1 }, out)
  return {
    x: out[POSE_X],
    y: out[POSE_Y],
    size: out[POSE_SIZE],
    alpha: out[POSE_ALPHA],
    rotation: out[POSE_ROTATION],
  }
}

/** Half the height of a square heart of side `size` turned by `rotation`. */
function halfHeight(size: number, rotation: number): number {
  return (size / 2) * (Math.abs(Math.cos(rotation)) + Math.abs(Math.sin(rotation)))
}

describe.each(VIEWPORTS)(
  'floating heart pose in a $width x $height viewport',
  ({ width, height }) => {
    const pool = spawnHearts(width)
    /** World x of a point `vw` across the viewport. */
    const xAtVw = (vw: number) => (vw / 100) * width - width / 2

    test('a newborn heart is entirely below the bottom edge', () => {
      for (let i = 0; i < pool.count; i++) {
        const pose = poseAt(pool, i, 0, width, height)
        expect(pose.y + halfHeight(pose.size, pose.rotation)).toBeLessThan(-height / 2)
      }
    })

    test('a heart at the end of its 4 s is entirely above the top edge', () => {
      for (let i = 0; i < pool.count; i++) {
        const pose = poseAt(pool, i, HEART_LIFE_S, width, height)
        expect(pose.y - halfHeight(pose.size, pose.rotation)).toBeGreaterThan(height / 2)
      }
    })

    test('a heart rises at a steady speed and crosses the middle at half its life', () => {
      for (let i = 0; i < pool.count; i += 7) {
        expect(poseAt(pool, i, HEART_LIFE_S / 2, width, height).y).toBeCloseTo(0, 3)
        let previous = poseAt(pool, i, 0, width, height).y
        const firstStep = poseAt(pool, i, 0.1, width, height).y - previous
        for (let age = 0.1; age <= HEART_LIFE_S; age += 0.1) {
          const y = poseAt(pool, i, age, width, height).y
          expect(y - previous).toBeCloseTo(firstStep, 2)
          previous = y
        }
      }
    })

    test('a heart fades in from invisible, is fully opaque mid-life, and fades out to invisible', () => {
      for (let i = 0; i < pool.count; i++) {
        expect(poseAt(pool, i, 0, width, height).alpha).toBeCloseTo(0, 6)
        expect(poseAt(pool, i, HEART_LIFE_S, width, height).alpha).toBeCloseTo(0, 6)
        expect(poseAt(pool, i, HEART_LIFE_S / 2, width, height).alpha).toBeCloseTo(1, 6)
        expect(poseAt(pool, i, HEART_FADE_IN * HEART_LIFE_S, width, height).alpha).toBeCloseTo(1, 6)
        const fadeOutStart = (1 - HEART_FADE_OUT) * HEART_LIFE_S
        expect(poseAt(pool, i, fadeOutStart, width, height).alpha).toBeCloseTo(1, 6)
      }
      const i = 0
      let previous = -1
      for (let age = 0; age <= HEART_FADE_IN * HEART_LIFE_S; age += 0.02) {
        const alpha = poseAt(pool, i, age, width, height).alpha
        expect(alpha).toBeGreaterThanOrEqual(previous)
        previous = alpha
      }
      previous = 2
      for (let age = (1 - HEART_FADE_OUT) * HEART_LIFE_S; age <= HEART_LIFE_S; age += 0.02) {
        const alpha = poseAt(pool, i, age, width, height).alpha
        expect(alpha).toBeLessThanOrEqual(previous)
        previous = alpha
      }
    })

    test("a heart's left edge sits at its vw share of the width, give or take the sway", () => {
      let widestSway = 0
      let lowestEdge = Infinity
      let highestEdge = -Infinity
      let widestTilt = 0
      for (let i = 0; i < pool.count; i++) {
        const left = xAtVw(pool.leftVw[i])
        for (let age = 0; age <= HEART_LIFE_S; age += 0.25) {
          const pose = poseAt(pool, i, age, width, height)
          const edge = pose.x - pose.size / 2
          widestSway = Math.max(widestSway, Math.abs(edge - left))
          lowestEdge = Math.min(lowestEdge, edge)
          highestEdge = Math.max(highestEdge, edge)
          widestTilt = Math.max(widestTilt, Math.abs(pose.rotation))
        }
      }
      expect(widestSway).toBeLessThanOrEqual(HEART_SWAY_PX + 1e-3)
      // The sway is visible, not a rounding error.
      expect(widestSway).toBeGreaterThan(HEART_SWAY_PX * 0.9)
      // Inside the viewport (0 to 100 vw) but for the sway.
      expect(lowestEdge).toBeGreaterThanOrEqual(xAtVw(HEART_LEFT_MIN_VW) - HEART_SWAY_PX - 1e-3)
      expect(highestEdge).toBeLessThan(xAtVw(HEART_LEFT_MAX_VW) + HEART_SWAY_PX)
      expect(widestTilt).toBeLessThanOrEqual(HEART_TILT_RAD + 1e-6)
      expect(widestTilt).toBeGreaterThan(HEART_TILT_RAD * 0.9)
    })

    test('a heart keeps its own size for its whole life', () => {
      for (let i = 0; i < pool.count; i++) {
        for (const age of [0, 1, 2.5, HEART_LIFE_S]) {
          expect(poseAt(pool, i, age, width, height).size).toBe(pool.sizePx[i])
        }
      }
    })
  },
)

describe('sway and lean', () => {
  const width = 1280
  const height = 800
  const pool = spawnHearts(11)

  test('a heart sways 14 px to each side, 1.5 times over its life, from its own start phase', () => {
    let worst = 0
    for (let i = 0; i < pool.count; i++) {
      const centre = (pool.leftVw[i] / 100) * width - width / 2 + pool.sizePx[i] / 2
      for (let age = 0; age <= HEART_LIFE_S; age += 0.2) {
        const cycles = (age / HEART_LIFE_S) * HEART_SWAY_CYCLES
        const expected = HEART_SWAY_PX * Math.sin(pool.swayRad[i] + cycles * 2 * Math.PI)
        worst = Math.max(worst, Math.abs(poseAt(pool, i, age, width, height).x - centre - expected))
      }
    }
    expect(worst).toBeLessThan(1e-3)
    expect([HEART_SWAY_PX, HEART_SWAY_CYCLES]).toEqual([14, 1.5])
  })

  test('a heart leans into its sway: moving right, its top tilts right (a negative angle)', () => {
    const dt = 1e-3
    let leaningRight = 0
    let leaningWrong = 0
    for (let i = 0; i < pool.count; i++) {
      for (let age = 0.2; age < HEART_LIFE_S; age += 0.2) {
        const pose = poseAt(pool, i, age, width, height)
        const velocityX = (poseAt(pool, i, age + dt, width, height).x - pose.x) / dt
        // Steady rise speed aside, the sideways speed is the sway's: +x is moving right.
        if (Math.abs(velocityX) < 1) continue
        if (Math.sign(pose.rotation) === -Math.sign(velocityX)) leaningRight++
        else leaningWrong++
      }
    }
    expect(leaningWrong).toBe(0)
    expect(leaningRight).toBeGreaterThan(1000)
  })
})

describe('smoothstep', () => {
  test('is GLSL smoothstep: 0 below the first edge, 1 past the second, 3t^2 - 2t^3 between', () => {
    expect(smoothstep(0, 1, -1)).toBe(0)
    expect(smoothstep(0, 1, 2)).toBe(1)
    for (const t of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]) {
      expect(smoothstep(0, 1, t)).toBeCloseTo(3 * t * t - 2 * t * t * t, 12)
      expect(smoothstep(2, 6, 2 + 4 * t)).toBeCloseTo(3 * t * t - 2 * t * t * t, 12)
    }
    expect(smoothstep(0, 1, 0.5)).toBe(0.5)
  })
})
