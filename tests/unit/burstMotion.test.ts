import { describe, expect, test } from 'vitest'
import {
  BURST_POSE_ALPHA,
  BURST_POSE_FLIP,
  BURST_MAX_DEPTH_PX,
  BURST_POSE_ROTATION,
  BURST_POSE_X,
  BURST_POSE_Y,
  BURST_POSE_Z,
  burstExitAgeS,
  burstFloorY,
  burstHeartHeight,
  burstHeartWidth,
  burstWidthScale,
  BURST_POSE_HEIGHT,
  BURST_POSE_WIDTH,
  dragDistance,
  projectBurstPose,
  writeBurstPose,
  writeClampedBurstPose,
} from '../../src/particles/burstMotion'
import {
  createBurstPool,
  startBurstAt,
  stepBurst,
  type BurstPool,
} from '../../src/particles/burstPool'
import { pixelPerfectDistance } from '../../src/particles/clickProjection'
import {
  BURST_ASPECT_MAX,
  BURST_ASPECT_MIN,
  BURST_DEPTH_SPEED_PX_S,
  BURST_DEPTH_VEL_MAX,
  BURST_DRAG_PER_S,
  BURST_EXIT_MARGIN_PX,
  BURST_GRAVITY_PX_S2,
  BURST_MIN_FLIP,
  BURST_NEAREST_SHARE,
  BURST_SPEED_PX_S,
  BURST_SPIN_MAX_RAD_S,
  BURST_TUMBLE_PHASE_PER_RAD,
  BURST_TUMBLE_SNAP,
  BURST_TUMBLE_SPIN_RATIO,
  BURST_WIDTH_MAX_PX,
  CAMERA_FOV_DEG,
} from '../../src/particles/constants'
import { createSeededRng } from '../../src/particles/rng'

const FOV_RAD = (CAMERA_FOV_DEG * Math.PI) / 180
// Room for every pose slot (BURST_POSE_X ... and any added after them).
const out = new Float32Array(8)

function burst(seed: number, x = 0, y = 0): BurstPool {
  const pool = createBurstPool()
  startBurstAt(pool, x, y, createSeededRng(seed))
  return pool
}

function pose(pool: BurstPool, i: number) {
  writeBurstPose(pool, i, out)
  return {
    x: out[BURST_POSE_X],
    y: out[BURST_POSE_Y],
    z: out[BURST_POSE_Z],
    rotation: out[BURST_POSE_ROTATION],
    alpha: out[BURST_POSE_ALPHA],
    flip: out[BURST_POSE_FLIP],
  }
}

function poseAt(pool: BurstPool, i: number, ageS: number) {
  pool.ageS = ageS
  return pose(pool, i)
}

/** Velocity (px/s) of particle i at `ageS`, by a central difference. */
function velocityAt(pool: BurstPool, i: number, ageS: number, h: number) {
  const before = poseAt(pool, i, Math.max(0, ageS - h))
  const after = poseAt(pool, i, ageS + h)
  const span = ageS + h - Math.max(0, ageS - h)
  return {
    x: (after.x - before.x) / span,
    y: (after.y - before.y) / span,
    z: (after.z - before.z) / span,
  }
}

describe('burst launch', () => {
  test('at the moment of the click every heart is at the click point, in its start rotation', () => {
    const pool = burst(1, 123, -45)
    for (let i = 0; i < pool.count; i++) {
      const p = poseAt(pool, i, 0)
      expect(p.x).toBeCloseTo(123, 4)
      expect(p.y).toBeCloseTo(-45, 4)
      expect(p.z).toBeCloseTo(0, 6)
      expect(p.rotation).toBeCloseTo(pool.rotation[i], 6)
    }
  })

  test('each heart leaves at speed x 440 px/s along its own direction, depthVel x 300 px/s deep', () => {
    expect([BURST_SPEED_PX_S, BURST_DEPTH_SPEED_PX_S]).toEqual([440, 300])
    const pool = burst(2)
    const h = 1e-5
    for (let i = 0; i < pool.count; i++) {
      const speed = pool.speed[i] * 440
      const p = poseAt(pool, i, h)
      // Drag and gravity change the velocity by (k v + g) h: under 0.05 px/s at this step.
      expect(Math.abs(p.x / h - Math.cos(pool.angle[i]) * speed)).toBeLessThan(0.5)
      expect(Math.abs(p.y / h - Math.sin(pool.angle[i]) * speed)).toBeLessThan(0.5)
      expect(Math.abs(p.z / h - pool.depthVel[i] * 300)).toBeLessThan(0.5)
    }
  })
})

describe('burst motion over time', () => {
  test('30, 60 and 144 fps show the same burst after one second', () => {
    const rates = [30, 60, 144]
    const pools = rates.map((fps) => {
      const pool = burst(3, 40, 60)
      for (let s = 0; s < fps; s++) stepBurst(pool, 1 / fps)
      return pool
    })
    for (const pool of pools) expect(pool.ageS).toBeCloseTo(1, 9)
    const [reference, ...others] = pools
    for (let i = 0; i < reference.count; i++) {
      const expected = pose(reference, i)
      for (const pool of others) {
        const actual = pose(pool, i)
        expect(actual.x).toBeCloseTo(expected.x, 3)
        expect(actual.y).toBeCloseTo(expected.y, 3)
        expect(actual.z).toBeCloseTo(expected.z, 3)
        expect(actual.rotation).toBeCloseTo(expected.rotation, 3)
      }
    }
  })

  test('drag slows every heart: its sideways and depth speed shrink as e^(-kt)', () => {
    const pool = burst(4)
    for (let i = 0; i < pool.count; i++) {
      const start = velocityAt(pool, i, 0, 1e-4)
      for (const age of [1, 2]) {
        const later = velocityAt(pool, i, age, 1e-3)
        const decay = Math.exp(-BURST_DRAG_PER_S * age)
        expect(later.x).toBeCloseTo(start.x * decay, 0)
        expect(later.z).toBeCloseTo(start.z * decay, 0)
        expect(Math.abs(later.x)).toBeLessThanOrEqual(Math.abs(start.x) + 1e-3)
      }
    }
  })

  test('gravity wins: rising hearts turn back and all fall at the steady speed g/k', () => {
    const pool = burst(5)
    let riser = 0
    for (let i = 1; i < pool.count; i++) {
      if (
        Math.sin(pool.angle[i]) * pool.speed[i] >
        Math.sin(pool.angle[riser]) * pool.speed[riser]
      ) {
        riser = i
      }
    }
    expect(poseAt(pool, riser, 0.2).y).toBeGreaterThan(0)
    expect(poseAt(pool, riser, 10).y).toBeLessThan(poseAt(pool, riser, 5).y)
    const terminal = -BURST_GRAVITY_PX_S2 / BURST_DRAG_PER_S
    for (let i = 0; i < pool.count; i++) {
      expect(velocityAt(pool, i, 20, 0.01).y).toBeCloseTo(terminal, 0)
    }
  })

  test('hearts flying toward the viewer come closer, those flying away recede', () => {
    const pool = burst(6)
    const toward: number[] = []
    const away: number[] = []
    let deepest = 0
    for (let i = 0; i < pool.count; i++) {
      const { z } = poseAt(pool, i, 0.5)
      if (pool.depthVel[i] > 0) toward.push(z)
      if (pool.depthVel[i] < 0) away.push(z)
      deepest = Math.max(deepest, Math.abs(poseAt(pool, i, 1000).z))
    }
    expect(toward.length).toBeGreaterThan(100)
    expect(away.length).toBeGreaterThan(100)
    expect(Math.min(...toward)).toBeGreaterThan(0)
    expect(Math.max(...away)).toBeLessThan(0)
    // However long it flies, no heart goes past the depth the exit floor allows for.
    expect(deepest).toBeLessThanOrEqual(BURST_MAX_DEPTH_PX + 1e-3)
  })
})

describe('end of a burst', () => {
  test('an empty burst is over at once', () => {
    const pool = createBurstPool()
    expect(burstExitAgeS(pool, burstFloorY(800, pixelPerfectDistance(800, FOV_RAD)))).toBe(0)
  })

  const cases = [400, 800, 1080].flatMap((height) => {
    const width = Math.round(height * 1.6)
    return [
      { height, width, where: 'the centre', x: 0, y: 0 },
      { height, width, where: 'the top-left corner', x: -width / 2, y: height / 2 },
      { height, width, where: 'the bottom edge', x: 0, y: -height / 2 },
    ]
  })

  test.each(cases)(
    'in a $width x $height view, a burst from $where is over only once every heart is off screen',
    ({ height, x, y }) => {
      const distance = pixelPerfectDistance(height, FOV_RAD)
      const floorY = burstFloorY(height, distance)
      const pool = burst(height + x, x, y)
      const exitAgeS = burstExitAgeS(pool, floorY)

      /** Whether any part of heart i is above the bottom edge, seen through the camera. */
      const isOnScreen = (i: number) => {
        const p = pose(pool, i)
        const reach = Math.hypot(pool.widthPx[i], pool.heightPx[i]) / 2
        return ((p.y + reach) * distance) / (distance - p.z) >= -height / 2
      }

      pool.ageS = 0
      for (let i = 0; i < pool.count; i++) expect(isOnScreen(i)).toBe(true)

      // Sample every 1/60 s frame: the last heart to sink below the floor does so within a
      // frame of the exit age (an arc is concave, so a heart that sank stays down).
      const frameS = 1 / 60
      let lastCrossingS = 0
      for (let i = 0; i < pool.count; i++) {
        let ageS = 0
        while (poseAt(pool, i, ageS).y > floorY) ageS += frameS
        lastCrossingS = Math.max(lastCrossingS, ageS)
      }
      expect(lastCrossingS).toBeGreaterThan(exitAgeS - 2 * frameS)
      expect(lastCrossingS).toBeLessThan(exitAgeS + 2 * frameS)

      // At the exit age itself, and ever after, no heart is above the floor (1e-3 px allows for
      // the Float32 pose) and no part of any heart is in sight.
      for (const ageS of [exitAgeS, exitAgeS + frameS, exitAgeS + 1, exitAgeS + 10]) {
        pool.ageS = ageS
        for (let i = 0; i < pool.count; i++) {
          expect(pose(pool, i).y).toBeLessThanOrEqual(floorY + 1e-3)
          expect(isOnScreen(i)).toBe(false)
        }
      }
    },
  )
})

describe('spin', () => {
  test('each heart turns about the view axis at its own spin, from its start rotation', () => {
    const pool = burst(12)
    let worst = 0
    for (let i = 0; i < pool.count; i++) {
      for (const ageS of [0.5, 2]) {
        const expected = pool.rotation[i] + pool.spin[i] * ageS
        worst = Math.max(worst, Math.abs(poseAt(pool, i, ageS).rotation - expected))
      }
    }
    expect(worst).toBeLessThan(1e-5)
  })
})

describe('tumble', () => {
  test('every heart is fully opaque while it flies (it leaves by falling off screen)', () => {
    const pool = burst(7)
    for (const ageS of [0, 1, 5]) {
      for (let i = 0; i < pool.count; i++) expect(poseAt(pool, i, ageS).alpha).toBe(1)
    }
  })

  test('a heart starts at 3x its rotation into its tumble and tumbles at 1.3x its spin', () => {
    const pool = burst(8)
    for (let i = 0; i < pool.count; i++) {
      for (const ageS of [0, 0.25, 1, 3]) {
        const phase =
          pool.rotation[i] * BURST_TUMBLE_PHASE_PER_RAD +
          pool.spin[i] * BURST_TUMBLE_SPIN_RATIO * ageS
        expect(poseAt(pool, i, ageS).flip).toBeCloseTo(Math.cos(phase), 5)
      }
    }
    expect([BURST_TUMBLE_PHASE_PER_RAD, BURST_TUMBLE_SPIN_RATIO]).toEqual([3, 1.3])
  })

  test('hearts turn over: over two seconds about half of them show their back at some point', () => {
    const pool = burst(9)
    let turned = 0
    for (let i = 0; i < pool.count; i++) {
      let hasFront = false
      let hasBack = false
      for (let ageS = 0; ageS <= 2; ageS += 0.05) {
        const { flip } = poseAt(pool, i, ageS)
        hasFront ||= flip > 0
        hasBack ||= flip < 0
      }
      if (hasFront && hasBack) turned++
    }
    expect(turned).toBeGreaterThan(pool.count * 0.5)
    expect(BURST_SPIN_MAX_RAD_S * BURST_TUMBLE_SPIN_RATIO * 2).toBeGreaterThan(Math.PI)
  })

  test('a heart shows |flip| ^ 0.25 of its width, and edge-on still a tenth of it', () => {
    expect([BURST_MIN_FLIP, BURST_TUMBLE_SNAP]).toEqual([0.1, 0.25])
    expect(burstWidthScale(1)).toBe(1)
    expect(burstWidthScale(-1)).toBe(1)
    expect(burstWidthScale(-0.6)).toBeCloseTo(0.6 ** 0.25, 12)
    expect(burstWidthScale(0.0625)).toBeCloseTo(0.5, 12)
    expect(burstWidthScale(-0.0625)).toBeCloseTo(0.5, 12)
    expect(burstWidthScale(0)).toBe(0.1)
    expect(burstWidthScale(1e-5)).toBe(0.1)
    expect(burstWidthScale(-1e-5)).toBe(0.1)
  })

  test('the edge-on phase is brief: over a whole turn a heart shows under half its width 4% of the time', () => {
    let narrow = 0
    const steps = 100000
    for (let k = 0; k < steps; k++) {
      if (burstWidthScale(Math.cos((2 * Math.PI * (k + 0.5)) / steps)) < 0.5) narrow++
    }
    // |cos| < 0.5^4: (2 / pi) asin(1 / 16) of the turn. A plain |cos| would be a third.
    expect(narrow / steps).toBeCloseTo((2 / Math.PI) * Math.asin(1 / 16), 3)
    expect(narrow / steps).toBeLessThan(0.05)
  })
})

describe('drawn size', () => {
  const one = createBurstPool(1)
  const sized = (width: number, height: number) => {
    one.widthPx[0] = width
    one.heightPx[0] = height
    return [burstHeartWidth(one, 0), burstHeartHeight(one, 0)]
  }

  test('a draw already within the readable aspect is drawn as drawn', () => {
    expect(sized(10, 10)).toEqual([10, 10])
    expect(sized(20, 12)).toEqual([20, 12])
    expect(sized(25, 15)).toEqual([25, 15])
  })

  test('a flat draw grows taller, a tall one wider, to the aspect range 1 .. 5/3', () => {
    expect([BURST_ASPECT_MIN, BURST_ASPECT_MAX]).toEqual([1, 5 / 3])
    expect(sized(25, 2)).toEqual([25, 15])
    expect(sized(10, 3)[1]).toBeCloseTo(6, 5)
    expect(sized(2, 15)).toEqual([15, 15])
    expect(sized(4, 9)).toEqual([9, 9])
  })

  test('every drawn heart keeps its aspect in range and stays within the spec 25 x 15 px box', () => {
    const pool = burst(14)
    for (let i = 0; i < pool.count; i++) {
      const width = burstHeartWidth(pool, i)
      const height = burstHeartHeight(pool, i)
      expect(width / height).toBeGreaterThanOrEqual(1 - 1e-6)
      expect(width / height).toBeLessThanOrEqual(5 / 3 + 1e-6)
      expect(width).toBeGreaterThanOrEqual(pool.widthPx[i])
      expect(height).toBeGreaterThanOrEqual(pool.heightPx[i])
      expect(width).toBeLessThan(25)
      expect(height).toBeLessThan(15)
    }
  })
})

describe('near clamp (the shader stops a heart at half the camera distance)', () => {
  // A short landscape view: the camera is close, so hearts flying at it would reach it.
  const height = 300
  const distance = pixelPerfectDistance(height, FOV_RAD)
  const clamped = new Float32Array(8)

  test('a heart flying toward the viewer stops at BURST_NEAREST_SHARE of the camera distance', () => {
    expect(BURST_MAX_DEPTH_PX).toBeGreaterThan(BURST_NEAREST_SHARE * distance)
    const pool = burst(10)
    let held = 0
    for (let i = 0; i < pool.count; i++) {
      for (const ageS of [0, 0.5, 2, 10]) {
        const free = poseAt(pool, i, ageS)
        writeClampedBurstPose(pool, i, distance, clamped)
        expect(clamped[BURST_POSE_Z]).toBeCloseTo(
          Math.min(free.z, BURST_NEAREST_SHARE * distance),
          3,
        )
        expect(clamped[BURST_POSE_Z]).toBeLessThanOrEqual(BURST_NEAREST_SHARE * distance + 1e-3)
        if (free.z > BURST_NEAREST_SHARE * distance) held++
        // Only depth is held back; the rest is the free flight.
        expect([
          clamped[BURST_POSE_X],
          clamped[BURST_POSE_Y],
          clamped[BURST_POSE_ROTATION],
        ]).toEqual([free.x, free.y, free.rotation])
        expect([clamped[BURST_POSE_ALPHA], clamped[BURST_POSE_FLIP]]).toEqual([
          free.alpha,
          free.flip,
        ])
      }
    }
    expect(held).toBeGreaterThan(20)
  })

  test('hearts flying away, and every heart seen from far enough, are not held back', () => {
    const pool = burst(11)
    const movedAway: number[] = []
    const movedFar: number[] = []
    let receding = 0
    for (let i = 0; i < pool.count; i++) {
      const free = poseAt(pool, i, 3)
      writeClampedBurstPose(pool, i, 10 * BURST_MAX_DEPTH_PX, clamped)
      if (clamped[BURST_POSE_Z] !== free.z) movedFar.push(i)
      if (free.z > 0) continue
      receding++
      writeClampedBurstPose(pool, i, distance, clamped)
      if (clamped[BURST_POSE_Z] !== free.z) movedAway.push(i)
    }
    expect(movedFar).toEqual([])
    expect(movedAway).toEqual([])
    expect(receding).toBeGreaterThan(100)
  })
})

describe('a burst whose exit comes while drag still holds it', () => {
  test.each([0.05, 0.3, 1])(
    'a slow heart rising %s of the way to the floor ends exactly when it sinks through it',
    (share) => {
      // Slow and close to the floor, it crosses within a second, while e^(-kt) is far from 0:
      // the loose bound is then well past the crossing and only the bisection finds it.
      const floorY = burstFloorY(800, pixelPerfectDistance(800, FOV_RAD))
      const pool = createBurstPool(3)
      startBurstAt(pool, 0, floorY + 40 * share, createSeededRng(15), 3)
      for (let i = 0; i < 3; i++) {
        pool.angle[i] = Math.PI / 2
        pool.speed[i] = (60 * (i + 1)) / BURST_SPEED_PX_S
      }
      pool.maxRiseVel = 180
      const exitAgeS = burstExitAgeS(pool, floorY)
      let crossingS = 0
      while (poseAt(pool, 2, crossingS).y > floorY) crossingS += 1e-4
      expect(exitAgeS).toBeGreaterThan(0.1)
      expect(Math.abs(exitAgeS - crossingS)).toBeLessThan(2e-3)
    },
  )
})

describe('projection to the screen', () => {
  test('a heart nearer the camera is drawn farther out and bigger, by d / (d - z)', () => {
    const pool = createBurstPool(1)
    startBurstAt(pool, 0, 0, createSeededRng(16), 1)
    pool.widthPx[0] = 12
    pool.heightPx[0] = 9
    const projected = new Float32Array(8)
    for (const z of [-150, 0, 120]) {
      projected.set([30, -40, z, 0, 1, 1])
      projectBurstPose(pool, 0, 900, projected)
      const scale = 900 / (900 - z)
      expect(projected[BURST_POSE_X]).toBeCloseTo(30 * scale, 4)
      expect(projected[BURST_POSE_Y]).toBeCloseTo(-40 * scale, 4)
      expect(projected[BURST_POSE_WIDTH]).toBeCloseTo(12 * scale, 4)
      expect(projected[BURST_POSE_HEIGHT]).toBeCloseTo(9 * scale, 4)
    }
  })

  test('the tumble narrows the drawn width only, by burstWidthScale of the flip', () => {
    const pool = createBurstPool(1)
    startBurstAt(pool, 0, 0, createSeededRng(17), 1)
    pool.widthPx[0] = 20
    pool.heightPx[0] = 14
    const projected = new Float32Array(8)
    for (const flip of [1, 0.3, -0.6, 0]) {
      projected.set([0, 0, 0, 0, 1, flip])
      projectBurstPose(pool, 0, 900, projected)
      expect(projected[BURST_POSE_WIDTH]).toBeCloseTo(20 * burstWidthScale(flip), 4)
      expect(projected[BURST_POSE_HEIGHT]).toBeCloseTo(14, 4)
    }
  })
})

describe('a burst that never rises into view', () => {
  test('fired below the floor, it is over when its highest heart tops out, still below it', () => {
    const floorY = burstFloorY(800, pixelPerfectDistance(800, FOV_RAD))
    const pool = burst(13, 0, floorY - 5000)
    const k = BURST_DRAG_PER_S
    const g = BURST_GRAVITY_PX_S2
    const topS = Math.log(((pool.maxRiseVel + g / k) * k) / g) / k
    expect(topS).toBeGreaterThan(0.5)
    expect(burstExitAgeS(pool, floorY)).toBeCloseTo(topS, 9)
  })
})

describe('closed-form pieces', () => {
  test('under drag alone a unit velocity covers (1 - e^(-kt)) / k, at most 1 / k', () => {
    expect(dragDistance(0)).toBe(0)
    for (const ageS of [0.1, 1, 4]) {
      expect(dragDistance(ageS)).toBeCloseTo(
        (1 - Math.exp(-BURST_DRAG_PER_S * ageS)) / BURST_DRAG_PER_S,
        12,
      )
    }
    expect(dragDistance(1000)).toBeCloseTo(1 / BURST_DRAG_PER_S, 9)
  })

  test('the deepest a heart can fly is its top depth speed times 1 / k', () => {
    expect(BURST_MAX_DEPTH_PX).toBeCloseTo(
      (BURST_DEPTH_VEL_MAX * BURST_DEPTH_SPEED_PX_S) / BURST_DRAG_PER_S,
      9,
    )
  })

  test('the exit floor is the bottom edge lowered by a margin, scaled for the farthest heart', () => {
    expect(BURST_EXIT_MARGIN_PX).toBe(2 * BURST_WIDTH_MAX_PX)
    const distance = pixelPerfectDistance(800, FOV_RAD)
    const farScale = (distance + BURST_MAX_DEPTH_PX) / distance
    expect(burstFloorY(800, distance)).toBeCloseTo(-(400 + BURST_EXIT_MARGIN_PX) * farScale, 9)
    expect(burstFloorY(800, 2 * distance)).toBeGreaterThan(burstFloorY(800, distance))
  })
})
