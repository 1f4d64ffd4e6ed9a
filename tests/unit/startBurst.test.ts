import { describe, expect, test } from 'vitest'
import { burstExitAgeS, burstFloorY } from '../../src/particles/burstMotion'
import { createBurstPool } from '../../src/particles/burstPool'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import {
  BURST_PARTICLE_COUNT,
  CALM_BURST_LIFE_S,
  CAMERA_FOV_RAD,
} from '../../src/particles/constants'
import { burstLifeS, startBurst } from '../../src/particles/startBurst'
import { createSeededRng } from '../../src/particles/rng'

const PHONE = { width: 390, height: 844, cameraDistance: pixelPerfectDistance(844, CAMERA_FOV_RAD) }

describe('startBurst: the step both renderers take', () => {
  test('a press bursts 300 hearts from the plane point under it', () => {
    const pool = createBurstPool()
    startBurst(pool, { x: 100, y: 200, hasPoint: true }, PHONE, false, createSeededRng(1))
    expect(pool.count).toBe(BURST_PARTICLE_COUNT)
    // 1 CSS px is 1 world px at the pixel-perfect distance; +y is up with the origin at the centre.
    expect(pool.originX).toBeCloseTo(100 - 195, 3)
    expect(pool.originY).toBeCloseTo(422 - 200, 3)
    expect(pool.ageS).toBe(0)
  })

  test('a press without a point (a key press) bursts at the centre, even after a pointed one', () => {
    const pool = createBurstPool()
    startBurst(pool, { x: 100, y: 200, hasPoint: true }, PHONE, false, createSeededRng(2))
    startBurst(pool, { x: 100, y: 200, hasPoint: false }, PHONE, false, createSeededRng(2))
    expect([pool.originX, pool.originY]).toEqual([0, 0])
  })

  test('a view with no width or no height yet bursts at the centre instead of at NaN', () => {
    const pool = createBurstPool()
    for (const [width, height] of [
      [0, 844],
      [390, 0],
      [0, 0],
    ]) {
      startBurst(pool, { x: 10, y: 10, hasPoint: true }, PHONE, false, createSeededRng(3))
      const empty = { width, height, cameraDistance: 1 }
      startBurst(pool, { x: 10, y: 10, hasPoint: true }, empty, false, createSeededRng(3))
      expect([pool.originX, pool.originY], `${width} x ${height}`).toEqual([0, 0])
    }
  })

  test('returns when the burst is over: off the bottom edge when flying, a fixed age when calm', () => {
    const pool = createBurstPool()
    const press = { x: 195, y: 422, hasPoint: true }
    const flying = startBurst(pool, press, PHONE, false, createSeededRng(4))
    expect(flying).toBeCloseTo(burstExitAgeS(pool, burstFloorY(844, PHONE.cameraDistance)), 6)
    expect(flying).toBeGreaterThan(0.5)
    const calm = startBurst(pool, press, PHONE, true, createSeededRng(4))
    expect(calm).toBe(CALM_BURST_LIFE_S)
    expect(burstLifeS(pool, PHONE, false)).toBeCloseTo(flying, 6)
  })

  test('a taller view keeps a flying burst longer (a rotation recomputes its life)', () => {
    const pool = createBurstPool()
    startBurst(pool, { x: 0, y: 0, hasPoint: false }, PHONE, false, createSeededRng(5))
    const landscape = {
      width: 844,
      height: 390,
      cameraDistance: pixelPerfectDistance(390, CAMERA_FOV_RAD),
    }
    expect(burstLifeS(pool, PHONE, false)).toBeGreaterThan(burstLifeS(pool, landscape, false))
  })
})
