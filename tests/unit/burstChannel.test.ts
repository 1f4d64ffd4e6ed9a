import { describe, expect, test } from 'vitest'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import { CAMERA_FOV_RAD, HEART_CAPACITY } from '../../src/particles/constants'
import { createSeededRng } from '../../src/particles/rng'
import {
  CHANGED_BURST_STARTED,
  createSceneDriver,
  driveScene,
  sendScenePress,
} from '../../src/particles/sceneDriver'
import type { Press } from '../../src/particles/startBurst'
import {
  connectBurst,
  createBurstChannel,
  disconnectBurst,
  sendPress,
} from '../../src/stage/burstChannel'

describe('burst channel: no press is lost while the drawing side gets ready', () => {
  const pressAt = (x: number): Press => ({ x, y: 0, hasPoint: true })

  test('a press before anyone listens is kept, the latest only, and started on connect', () => {
    const channel = createBurstChannel()
    sendPress(channel, pressAt(1))
    sendPress(channel, pressAt(2))
    const started: number[] = []
    connectBurst(channel, (press) => started.push(press.x))
    expect(started).toEqual([2])
    sendPress(channel, pressAt(3))
    expect(started).toEqual([2, 3])
  })

  test('after a disconnect presses wait again for the next drawing side', () => {
    const channel = createBurstChannel()
    const first: number[] = []
    const start = (press: Press) => first.push(press.x)
    connectBurst(channel, start)
    disconnectBurst(channel, start)
    sendPress(channel, pressAt(4))
    expect(first).toEqual([])
    const second: number[] = []
    connectBurst(channel, (press) => second.push(press.x))
    expect(second).toEqual([4])
  })

  test('a press between two frames is started by the next frame, once', () => {
    const channel = createBurstChannel()
    const phone = {
      width: 390,
      height: 844,
      cameraDistance: pixelPerfectDistance(844, CAMERA_FOV_RAD),
    }
    const driver = createSceneDriver(false, HEART_CAPACITY, phone)
    const rng = createSeededRng(3)
    let starts = 0
    const start = (press: Press) => {
      starts++
      sendScenePress(driver, press)
    }
    connectBurst(channel, start)
    sendPress(channel, pressAt(50))
    driveScene(driver, 1 / 60, false, rng)
    // This frame's callbacks have run (they started the first burst); the second press lands after.
    sendPress(channel, pressAt(300))
    // Not dropped: the next frame starts it (right of centre; the last was left), at age 0.
    expect(driveScene(driver, 1 / 60, false, rng)).toBe(CHANGED_BURST_STARTED)
    expect(driver.burst.ageS).toBe(0)
    expect(driver.burst.originX).toBeGreaterThan(0)
    // Not doubled: the frame after only steps it, and nothing waits for a later connect.
    expect(driveScene(driver, 1 / 60, false, rng) & CHANGED_BURST_STARTED).toBe(0)
    expect(channel.latest.value).toBeNull()
    disconnectBurst(channel, start)
    connectBurst(channel, start)
    expect(starts).toBe(2)
  })

  test("an old listener's disconnect does not cut off the one that replaced it", () => {
    const channel = createBurstChannel()
    const old = () => {}
    const started: number[] = []
    connectBurst(channel, old)
    connectBurst(channel, (press) => started.push(press.x))
    disconnectBurst(channel, old)
    sendPress(channel, pressAt(5))
    expect(started).toEqual([5])
  })
})
