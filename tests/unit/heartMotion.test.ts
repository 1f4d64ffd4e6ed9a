import { describe, expect, test } from 'vitest'
import {
  HEART_FADE_IN,
  HEART_FADE_OUT,
  HEART_LEFT_MAX_VW,
  HEART_LEFT_MIN_VW,
  HEART_LIFE_S,
  HEART_SWAY_PX,
  HEART_TILT_RAD,
} from '../../src/particles/constants'
import {
  POSE_ALPHA,
  POSE_ROTATION,
  POSE_SIZE,
  POSE_X,
  POSE_Y,
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
  writeHeartPose(pool, i, width, height, out)
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
      for (let i = 0; i < pool.count; i++) {
        const left = xAtVw(pool.leftVw[i])
        for (let age = 0; age <= HEART_LIFE_S; age += 0.25) {
          const pose = poseAt(pool, i, age, width, height)
          const sway = pose.x - pose.size / 2 - left
          expect(Math.abs(sway)).toBeLessThanOrEqual(HEART_SWAY_PX + 1e-3)
          widestSway = Math.max(widestSway, Math.abs(sway))
          // Inside the viewport (0 to 100 vw) but for the sway.
          const edge = pose.x - pose.size / 2
          expect(edge).toBeGreaterThanOrEqual(xAtVw(HEART_LEFT_MIN_VW) - HEART_SWAY_PX - 1e-3)
          expect(edge).toBeLessThan(xAtVw(HEART_LEFT_MAX_VW) + HEART_SWAY_PX)
          expect(Math.abs(pose.rotation)).toBeLessThanOrEqual(HEART_TILT_RAD + 1e-6)
        }
      }
      // The sway is visible, not a rounding error.
      expect(widestSway).toBeGreaterThan(HEART_SWAY_PX * 0.9)
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
