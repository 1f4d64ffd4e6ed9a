import { describe, expect, test } from 'vitest'
import { burstExitAgeS, burstFloorY } from '../../src/particles/burstMotion'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import {
  BURST_PARTICLE_COUNT,
  CALM_BURST_LIFE_S,
  CAMERA_FOV_RAD,
  HEART_CAPACITY,
  HEART_SPAWN_INTERVAL_S,
} from '../../src/particles/constants'
import { createSeededRng } from '../../src/particles/rng'
import {
  CHANGED_BURST_CLEARED,
  CHANGED_BURST_STARTED,
  createSceneDriver,
  driveScene,
  CHANGED_HEARTS,
  isSceneMoving,
  sendScenePress,
  setSceneView,
} from '../../src/particles/sceneDriver'

const FRAME_S = 1 / 60

/** A phone's view, as a renderer keeps it: written in place on a rotation. */
function phoneView() {
  return { width: 390, height: 844, cameraDistance: pixelPerfectDistance(844, CAMERA_FOV_RAD) }
}

type Driver = ReturnType<typeof createSceneDriver>

/** Frames until the burst leaves; Infinity when it is still there after 30 s. */
function framesUntilCleared(driver: Driver, isCalm = false): number {
  const rng = createSeededRng(9)
  for (let frame = 1; frame * FRAME_S <= 30; frame++) {
    if (driveScene(driver, FRAME_S, isCalm, rng) & CHANGED_BURST_CLEARED) return frame
  }
  return Infinity
}

describe('driveScene: one frame, the same for every renderer', () => {
  test('a tap fires on the next frame, at age 0 however long that frame was', () => {
    const driver = createSceneDriver(false, HEART_CAPACITY, phoneView())
    const rng = createSeededRng(1)
    sendScenePress(driver, { x: 100, y: 200, hasPoint: true })
    expect(driver.burst.count).toBe(0)
    expect(driveScene(driver, 0.5, false, rng)).toBe(CHANGED_BURST_STARTED)
    expect([driver.burst.count, driver.burst.ageS]).toEqual([BURST_PARTICLE_COUNT, 0])
    expect(driver.burst.originX).toBeCloseTo(100 - 195, 3)
    expect(driveScene(driver, FRAME_S, false, rng)).toBe(0)
    expect(driver.burst.ageS).toBeCloseTo(FRAME_S, 6)
  })

  test('two taps before one frame make one burst, at the newer tap; none is fired twice', () => {
    const driver = createSceneDriver(false, HEART_CAPACITY, phoneView())
    const rng = createSeededRng(2)
    sendScenePress(driver, { x: 10, y: 10, hasPoint: true })
    sendScenePress(driver, { x: 300, y: 10, hasPoint: true })
    expect(driveScene(driver, FRAME_S, false, rng)).toBe(CHANGED_BURST_STARTED)
    expect(driver.burst.originX).toBeCloseTo(300 - 195, 3)
    expect(driveScene(driver, FRAME_S, false, rng) & CHANGED_BURST_STARTED).toBe(0)
  })

  test('a flying burst is cleared, and said so once, when its last heart has left the view', () => {
    const view = phoneView()
    const driver = createSceneDriver(false, HEART_CAPACITY, view)
    sendScenePress(driver, { x: 195, y: 422, hasPoint: true })
    driveScene(driver, FRAME_S, false, createSeededRng(3))
    const exitS = burstExitAgeS(driver.burst, burstFloorY(view.height, view.cameraDistance))
    const frames = framesUntilCleared(driver)
    expect(frames * FRAME_S).toBeGreaterThanOrEqual(exitS)
    expect((frames - 1) * FRAME_S).toBeLessThan(exitS)
    expect(driver.burst.count).toBe(0)
    expect(driveScene(driver, FRAME_S, false, createSeededRng(4))).toBe(0)
  })

  test('a rotation mid-flight moves the exit to the new bottom edge', () => {
    const view = phoneView()
    const driver = createSceneDriver(false, HEART_CAPACITY, view)
    sendScenePress(driver, { x: 195, y: 100, hasPoint: true })
    driveScene(driver, FRAME_S, false, createSeededRng(5))
    const portraitExitS = driver.burstLifeS
    setSceneView(driver, 844, 390, pixelPerfectDistance(390, CAMERA_FOV_RAD))
    const landscapeExitS = burstExitAgeS(driver.burst, burstFloorY(390, view.cameraDistance))
    expect(landscapeExitS).toBeLessThan(portraitExitS - 0.1)
    const frames = framesUntilCleared(driver)
    expect(frames * FRAME_S).toBeLessThan(portraitExitS - 0.05)
    expect(frames * FRAME_S).toBeGreaterThanOrEqual(landscapeExitS - FRAME_S)
  })

  test('switching to reduced motion mid-flight ends the burst at the calm life', () => {
    const driver = createSceneDriver(false, HEART_CAPACITY, phoneView())
    sendScenePress(driver, { x: 195, y: 100, hasPoint: true })
    driveScene(driver, FRAME_S, false, createSeededRng(6))
    expect(driver.burstLifeS).toBeGreaterThan(CALM_BURST_LIFE_S + 0.2)
    const frames = framesUntilCleared(driver, true)
    // 96 frames of 1/60 s, give or take the last one to float rounding of the summed age.
    const calmFrames = Math.round(CALM_BURST_LIFE_S / FRAME_S)
    expect(frames).toBeGreaterThanOrEqual(calmFrames)
    expect(frames).toBeLessThanOrEqual(calmFrames + 1)
  })

  test('floating hearts spawn on their cadence and each change is said; none without them', () => {
    const withHearts = createSceneDriver(true, HEART_CAPACITY, phoneView())
    const without = createSceneDriver(false, HEART_CAPACITY, phoneView())
    const rng = createSeededRng(7)
    let changed = 0
    for (let frame = 0; frame < 60; frame++) {
      if (driveScene(withHearts, FRAME_S, false, rng) & CHANGED_HEARTS) changed++
      expect(driveScene(without, FRAME_S, false, rng)).toBe(0)
    }
    expect(withHearts.hearts.count).toBe(Math.floor(1 / HEART_SPAWN_INTERVAL_S))
    expect(changed).toBe(withHearts.hearts.count)
    expect(without.hearts.count).toBe(0)
  })

  test('keeps what the last frame changed, as it returned it, for every layer that draws', () => {
    const driver = createSceneDriver(true, HEART_CAPACITY, phoneView())
    const rng = createSeededRng(10)
    // A frame that crosses a spawn boundary, then one that fires a tap, then one with nothing new:
    // each frame's bits replace the last's, none is kept or merged.
    for (let frame = 1; frame * FRAME_S < HEART_SPAWN_INTERVAL_S; frame++) {
      expect(driveScene(driver, FRAME_S, false, rng)).toBe(0)
    }
    expect(driveScene(driver, FRAME_S, false, rng)).toBe(CHANGED_HEARTS)
    expect(driver.changes).toBe(CHANGED_HEARTS)
    sendScenePress(driver, { x: 100, y: 200, hasPoint: true })
    expect(driveScene(driver, 0, false, rng)).toBe(CHANGED_BURST_STARTED)
    expect(driver.changes).toBe(CHANGED_BURST_STARTED)
    expect(driveScene(driver, 0, false, rng)).toBe(0)
    expect(driver.changes).toBe(0)
  })

  test('asks for frames only while something can move', () => {
    const still = createSceneDriver(false, HEART_CAPACITY, phoneView())
    expect(isSceneMoving(still)).toBe(false)
    sendScenePress(still, { x: 1, y: 1, hasPoint: false })
    expect(isSceneMoving(still)).toBe(true)
    driveScene(still, FRAME_S, false, createSeededRng(8))
    expect(isSceneMoving(still)).toBe(true)
    framesUntilCleared(still)
    expect(isSceneMoving(still)).toBe(false)
    expect(isSceneMoving(createSceneDriver(true, HEART_CAPACITY, phoneView()))).toBe(true)
  })
})
