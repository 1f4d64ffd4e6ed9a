import { describe, expect, test } from 'vitest'
import {
  BURST_POSE_ALPHA,
  BURST_POSE_FLIP,
  BURST_POSE_ROTATION,
  BURST_POSE_X,
  BURST_POSE_Y,
  BURST_POSE_Z,
} from '../../src/particles/burstMotion'
import { createBurstPool, startBurstAt, stepBurst } from '../../src/particles/burstPool'
import { writeCalmBurstPose, writeCalmHeartPose } from '../../src/particles/calmMotion'
import {
  BURST_SPEED_ROOT_MAX,
  CALM_BURST_LIFE_S,
  CALM_BURST_SPREAD_PX,
  CALM_HEART_BAND,
  HEART_LIFE_S,
} from '../../src/particles/constants'
import { POSE_ALPHA, POSE_ROTATION, POSE_X, POSE_Y } from '../../src/particles/heartMotion'
import { createHeartPool, stepHearts } from '../../src/particles/heartPool'
import { createSeededRng } from '../../src/particles/rng'

const WIDTH = 390
const HEIGHT = 844
// A heart's pose reads the view's size only, not the camera's distance.
const VIEW = { width: WIDTH, height: HEIGHT, cameraDistance: 1000 }

/** Steps at 60 fps (a single big step would be clamped to MAX_DT_S). */
function runHearts(pool: ReturnType<typeof createHeartPool>, seconds: number, rng: () => number) {
  for (let t = 0; t < seconds; t += 1 / 60) stepHearts(pool, 1 / 60, rng)
}

describe('calm floating hearts (reduced motion)', () => {
  test('a heart stays where it appeared, upright, inside the central band', () => {
    const pool = createHeartPool(16)
    const rng = createSeededRng(7)
    runHearts(pool, 0.31, rng)
    const first = new Float32Array(5)
    const later = new Float32Array(5)
    writeCalmHeartPose(pool, 0, VIEW, first)
    runHearts(pool, 2, rng)
    writeCalmHeartPose(pool, 0, VIEW, later)
    expect(later[POSE_X]).toBeCloseTo(first[POSE_X], 4)
    expect(later[POSE_Y]).toBeCloseTo(first[POSE_Y], 4)
    expect(later[POSE_ROTATION]).toBe(0)
    expect(Math.abs(later[POSE_Y])).toBeLessThanOrEqual((HEIGHT * CALM_HEART_BAND) / 2)
  })

  test('it fades in and out over the same 4 s life', () => {
    const pool = createHeartPool(16)
    const rng = createSeededRng(3)
    runHearts(pool, 0.31, rng)
    const pose = new Float32Array(5)
    pool.timeS = pool.bornS[0]
    writeCalmHeartPose(pool, 0, VIEW, pose)
    expect(pose[POSE_ALPHA]).toBeCloseTo(0, 5)
    pool.timeS = pool.bornS[0] + HEART_LIFE_S / 2
    writeCalmHeartPose(pool, 0, VIEW, pose)
    expect(pose[POSE_ALPHA]).toBeCloseTo(1, 5)
    pool.timeS = pool.bornS[0] + HEART_LIFE_S
    writeCalmHeartPose(pool, 0, VIEW, pose)
    expect(pose[POSE_ALPHA]).toBeCloseTo(0, 5)
  })
})

describe('where calm hearts sit', () => {
  test("a calm heart's left edge is at its vw share of the width, as a floating heart's", () => {
    const pool = createHeartPool(16)
    const rng = createSeededRng(12)
    runHearts(pool, 3, rng)
    const pose = new Float32Array(5)
    expect(pool.count).toBeGreaterThan(5)
    for (let i = 0; i < pool.count; i++) {
      writeCalmHeartPose(pool, i, VIEW, pose)
      const leftEdge = (pool.leftVw[i] / 100) * WIDTH - WIDTH / 2
      expect(pose[POSE_X] - pool.sizePx[i] / 2).toBeCloseTo(leftEdge, 3)
    }
  })

  test('its height follows its sway phase across the band: phase 0 at the bottom, 2 pi at the top', () => {
    const pool = createHeartPool(16)
    const rng = createSeededRng(13)
    runHearts(pool, 3, rng)
    const pose = new Float32Array(5)
    for (let i = 0; i < pool.count; i++) {
      writeCalmHeartPose(pool, i, VIEW, pose)
      const share = pool.swayRad[i] / (2 * Math.PI)
      const bandBottom = (-HEIGHT * CALM_HEART_BAND) / 2
      expect(pose[POSE_Y]).toBeCloseTo(bandBottom + share * HEIGHT * CALM_HEART_BAND, 3)
    }
  })
})

describe('calm burst (reduced motion)', () => {
  test('each heart sits speed x 14 px from the tap, in its own direction', () => {
    const pool = createBurstPool()
    startBurstAt(pool, -30, 50, createSeededRng(14))
    const pose = new Float32Array(6)
    let worst = 0
    for (let i = 0; i < pool.count; i++) {
      writeCalmBurstPose(pool, i, pose)
      const reach = pool.speed[i] * CALM_BURST_SPREAD_PX
      worst = Math.max(
        worst,
        Math.abs(pose[BURST_POSE_X] - (-30 + Math.cos(pool.angle[i]) * reach)),
        Math.abs(pose[BURST_POSE_Y] - (50 + Math.sin(pool.angle[i]) * reach)),
      )
      expect(pose[BURST_POSE_ROTATION]).toBeCloseTo(pool.rotation[i], 6)
    }
    expect(worst).toBeLessThan(1e-3)
    expect(CALM_BURST_SPREAD_PX).toBe(14)
  })

  test('every heart blooms near the tap point and does not move afterwards', () => {
    const pool = createBurstPool()
    startBurstAt(pool, 40, -25, createSeededRng(11))
    const reach = BURST_SPEED_ROOT_MAX ** 2 * CALM_BURST_SPREAD_PX
    const early = new Float32Array(6)
    const late = new Float32Array(6)
    for (let i = 0; i < pool.count; i++) {
      pool.ageS = 0.05
      writeCalmBurstPose(pool, i, early)
      pool.ageS = CALM_BURST_LIFE_S * 0.9
      writeCalmBurstPose(pool, i, late)
      expect(Math.hypot(early[BURST_POSE_X] - 40, early[BURST_POSE_Y] + 25)).toBeLessThanOrEqual(
        reach,
      )
      expect(late[BURST_POSE_X]).toBe(early[BURST_POSE_X])
      expect(late[BURST_POSE_Y]).toBe(early[BURST_POSE_Y])
      expect(late[BURST_POSE_Z]).toBe(0)
      expect(late[BURST_POSE_FLIP]).toBe(1)
    }
  })

  test('it is fully visible at first and gone by the end of its life', () => {
    const pool = createBurstPool()
    startBurstAt(pool, 0, 0, createSeededRng(5))
    const pose = new Float32Array(6)
    writeCalmBurstPose(pool, 0, pose)
    expect(pose[BURST_POSE_ALPHA]).toBe(1)
    while (pool.ageS < CALM_BURST_LIFE_S * 0.75) stepBurst(pool, 1 / 60)
    writeCalmBurstPose(pool, 0, pose)
    expect(pose[BURST_POSE_ALPHA]).toBeGreaterThan(0)
    expect(pose[BURST_POSE_ALPHA]).toBeLessThan(1)
    while (pool.ageS < CALM_BURST_LIFE_S) stepBurst(pool, 1 / 60)
    writeCalmBurstPose(pool, 0, pose)
    expect(pose[BURST_POSE_ALPHA]).toBe(0)
  })
})
