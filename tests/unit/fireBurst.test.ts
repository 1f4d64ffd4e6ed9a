import { describe, expect, test } from 'vitest'
import {
  connectBurst,
  createBurstChannel,
  disconnectBurst,
  requestBurst,
} from '../../src/particles/burstChannel'
import { burstExitAgeS, burstFloorY } from '../../src/particles/burstMotion'
import { createBurstPool } from '../../src/particles/burstPool'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import {
  BURST_PARTICLE_COUNT,
  CALM_BURST_LIFE_S,
  CAMERA_FOV_RAD,
  HEART_CAPACITY,
} from '../../src/particles/constants'
import { burstLifeS, fireBurst, type BurstRequest } from '../../src/particles/fireBurst'
import { createSeededRng } from '../../src/particles/rng'
import {
  CHANGED_BURST_FIRED,
  createSceneDriver,
  driveScene,
  requestSceneBurst,
} from '../../src/particles/sceneDriver'

const PHONE = { width: 390, height: 844, cameraDistance: pixelPerfectDistance(844, CAMERA_FOV_RAD) }

describe('fireBurst: the fire step both renderers take', () => {
  test('a tap bursts 300 hearts from the plane point under it', () => {
    const pool = createBurstPool()
    fireBurst(pool, { x: 100, y: 200, hasPoint: true }, PHONE, false, createSeededRng(1))
    expect(pool.count).toBe(BURST_PARTICLE_COUNT)
    // 1 CSS px is 1 world px at the pixel-perfect distance; +y is up with the origin at the centre.
    expect(pool.originX).toBeCloseTo(100 - 195, 3)
    expect(pool.originY).toBeCloseTo(422 - 200, 3)
    expect(pool.ageS).toBe(0)
  })

  test('a request without a point (a key press) bursts at the centre, even after a tap', () => {
    const pool = createBurstPool()
    fireBurst(pool, { x: 100, y: 200, hasPoint: true }, PHONE, false, createSeededRng(2))
    fireBurst(pool, { x: 100, y: 200, hasPoint: false }, PHONE, false, createSeededRng(2))
    expect([pool.originX, pool.originY]).toEqual([0, 0])
  })

  test('a view with no width or no height yet bursts at the centre instead of at NaN', () => {
    const pool = createBurstPool()
    for (const [width, height] of [
      [0, 844],
      [390, 0],
      [0, 0],
    ]) {
      fireBurst(pool, { x: 10, y: 10, hasPoint: true }, PHONE, false, createSeededRng(3))
      const empty = { width, height, cameraDistance: 1 }
      fireBurst(pool, { x: 10, y: 10, hasPoint: true }, empty, false, createSeededRng(3))
      expect([pool.originX, pool.originY], `${width} x ${height}`).toEqual([0, 0])
    }
  })

  test('returns when the burst is over: off the bottom edge when flying, a fixed age when calm', () => {
    const pool = createBurstPool()
    const request = { x: 195, y: 422, hasPoint: true }
    const flying = fireBurst(pool, request, PHONE, false, createSeededRng(4))
    expect(flying).toBeCloseTo(burstExitAgeS(pool, burstFloorY(844, PHONE.cameraDistance)), 6)
    expect(flying).toBeGreaterThan(0.5)
    const calm = fireBurst(pool, request, PHONE, true, createSeededRng(4))
    expect(calm).toBe(CALM_BURST_LIFE_S)
    expect(burstLifeS(pool, PHONE, false)).toBeCloseTo(flying, 6)
  })

  test('a taller view keeps a flying burst longer (a rotation recomputes its life)', () => {
    const pool = createBurstPool()
    fireBurst(pool, { x: 0, y: 0, hasPoint: false }, PHONE, false, createSeededRng(5))
    const landscape = {
      width: 844,
      height: 390,
      cameraDistance: pixelPerfectDistance(390, CAMERA_FOV_RAD),
    }
    expect(burstLifeS(pool, PHONE, false)).toBeGreaterThan(burstLifeS(pool, landscape, false))
  })
})

describe('burst channel: no tap is lost while the drawing side gets ready', () => {
  const tap = (x: number): BurstRequest => ({ x, y: 0, hasPoint: true })

  test('a request before anyone listens is kept, the latest only, and fired on connect', () => {
    const channel = createBurstChannel()
    requestBurst(channel, tap(1))
    requestBurst(channel, tap(2))
    const fired: number[] = []
    connectBurst(channel, (request) => fired.push(request.x))
    expect(fired).toEqual([2])
    requestBurst(channel, tap(3))
    expect(fired).toEqual([2, 3])
  })

  test('after a disconnect requests wait again for the next drawing side', () => {
    const channel = createBurstChannel()
    const first: number[] = []
    const fire = (request: BurstRequest) => first.push(request.x)
    connectBurst(channel, fire)
    disconnectBurst(channel, fire)
    requestBurst(channel, tap(4))
    expect(first).toEqual([])
    const second: number[] = []
    connectBurst(channel, (request) => second.push(request.x))
    expect(second).toEqual([4])
  })

  test('a request between two frames is fired by the next frame, once', () => {
    const channel = createBurstChannel()
    const driver = createSceneDriver(false, HEART_CAPACITY, { ...PHONE })
    const rng = createSeededRng(3)
    let fires = 0
    const fire = (request: BurstRequest) => {
      fires++
      requestSceneBurst(driver, request)
    }
    connectBurst(channel, fire)
    requestBurst(channel, tap(50))
    driveScene(driver, 1 / 60, false, rng)
    // This frame's callbacks have run (they fired the first tap); the second tap lands after.
    requestBurst(channel, tap(300))
    // Not dropped: the next frame fires it (right of centre; the last was left), at age 0.
    expect(driveScene(driver, 1 / 60, false, rng)).toBe(CHANGED_BURST_FIRED)
    expect(driver.burst.ageS).toBe(0)
    expect(driver.burst.originX).toBeGreaterThan(0)
    // Not doubled: the frame after only steps it, and nothing waits for a later connect.
    expect(driveScene(driver, 1 / 60, false, rng) & CHANGED_BURST_FIRED).toBe(0)
    expect(channel.pending).toBeNull()
    disconnectBurst(channel, fire)
    connectBurst(channel, fire)
    expect(fires).toBe(2)
  })

  test("an old listener's disconnect does not cut off the one that replaced it", () => {
    const channel = createBurstChannel()
    const old = () => {}
    const fired: number[] = []
    connectBurst(channel, old)
    connectBurst(channel, (request) => fired.push(request.x))
    disconnectBurst(channel, old)
    requestBurst(channel, tap(5))
    expect(fired).toEqual([5])
  })
})
