import { describe, expect, test } from 'vitest'
import {
  HEART_CAPACITY,
  HEART_CLOCK_LIMIT_S,
  HEART_LEFT_MAX_VW,
  HEART_LEFT_MIN_VW,
  HEART_LIFE_S,
  HEART_SIZE_MAX_PX,
  HEART_SIZE_MIN_PX,
  HEART_SPAWN_INTERVAL_S,
  MAX_DT_S,
} from '../../src/particles/constants'
import {
  POSE_ALPHA,
  POSE_ROTATION,
  POSE_X,
  POSE_Y,
  writeHeartPose,
} from '../../src/particles/heartMotion'
import {
  createHeartPool,
  findOldestHeart,
  rebaseHeartClock,
  removeHeart,
  spawnHeart,
  stepHearts,
  type HeartPool,
} from '../../src/particles/heartPool'
import { createSeededRng } from '../../src/particles/rng'

/** Most hearts that can be alive at once: one every interval, each living HEART_LIFE_S. */
const MAX_ALIVE = Math.ceil(HEART_LIFE_S / HEART_SPAWN_INTERVAL_S)

/** Adds the birth time (s) of every heart now on screen to `births`. */
function collectBirths(pool: HeartPool, births: Set<number>): void {
  for (let i = 0; i < pool.count; i++) births.add(pool.bornS[i])
}

function ascending(values: Iterable<number>): number[] {
  const list = Array.from(values)
  list.sort((a, b) => a - b)
  return list
}

function liveBirths(pool: HeartPool): number[] {
  return ascending(pool.bornS.subarray(0, pool.count))
}

/** Runs the hearts at a steady frame rate and reports what was seen. */
function runHearts(fps: number, seconds: number, capacity = HEART_CAPACITY, seed = 1) {
  const pool = createHeartPool(capacity)
  const rng = createSeededRng(seed)
  const births = new Set<number>()
  const steps = Math.round(seconds * fps)
  let maxCount = 0
  for (let s = 0; s < steps; s++) {
    stepHearts(pool, 1 / fps, rng)
    collectBirths(pool, births)
    maxCount = Math.max(maxCount, pool.count)
  }
  return { pool, births: ascending(births), maxCount }
}

/** The birth times the spec asks for: one heart every interval, the first after one interval. */
function expectedBirths(seconds: number): number[] {
  const births: number[] = []
  for (let k = 1; k * HEART_SPAWN_INTERVAL_S <= seconds; k++)
    births.push(k * HEART_SPAWN_INTERVAL_S)
  return births
}

/** Matches the same times to Float32 precision (the pool stores births as Float32). */
function sameTimes(expected: number[]) {
  return expected.map((t) => expect.closeTo(t, 5))
}

function snapshot(pool: HeartPool) {
  return {
    count: pool.count,
    timeS: pool.timeS,
    epochS: pool.epochS,
    sinceSpawnS: pool.sinceSpawnS,
    leftVw: Array.from(pool.leftVw),
    sizePx: Array.from(pool.sizePx),
    bornS: Array.from(pool.bornS),
    swayRad: Array.from(pool.swayRad),
    tint: Array.from(pool.tint),
  }
}

describe('heart cadence', () => {
  test('a heart appears every 0.3 s, born exactly on each multiple of the interval', () => {
    const seconds = 10
    const { births } = runHearts(60, seconds)
    expect(births).toEqual(sameTimes(expectedBirths(seconds)))
  })

  test('30, 60 and 144 fps produce the same hearts at the same birth times', () => {
    const seconds = 10
    const at30 = runHearts(30, seconds).births
    const at60 = runHearts(60, seconds).births
    const at144 = runHearts(144, seconds).births
    expect(at60.length).toBe(Math.floor(seconds / HEART_SPAWN_INTERVAL_S))
    expect(at30).toEqual(sameTimes(at60))
    expect(at144).toEqual(sameTimes(at60))
  })

  test('an uneven frame rate still spawns on the 0.3 s grid, with none skipped', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(11)
    const frameRng = createSeededRng(12)
    const births = new Set<number>()
    while (pool.timeS < 20) {
      stepHearts(pool, 1 / 144 + (1 / 24 - 1 / 144) * frameRng(), rng)
      collectBirths(pool, births)
    }
    const spawned = Math.floor(pool.timeS / HEART_SPAWN_INTERVAL_S + 1e-9)
    expect(ascending(births)).toEqual(
      sameTimes(expectedBirths(spawned * HEART_SPAWN_INTERVAL_S + 1e-9)),
    )
  })
})

describe('heart lifetime', () => {
  test('a heart is still there 3.99 s after its birth and gone just after 4 s', () => {
    const dt = 0.01
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(3)
    const firstBirth = HEART_SPAWN_INTERVAL_S
    const isFirstAlive = () => liveBirths(pool).some((b) => Math.abs(b - firstBirth) < 1e-6)

    const stepsTo399 = Math.round((firstBirth + HEART_LIFE_S - 0.01) / dt)
    for (let s = 0; s < stepsTo399; s++) stepHearts(pool, dt, rng)
    expect(pool.timeS - firstBirth).toBeCloseTo(HEART_LIFE_S - 0.01, 6)
    expect(isFirstAlive()).toBe(true)

    stepHearts(pool, dt, rng)
    stepHearts(pool, dt, rng)
    expect(pool.timeS - firstBirth).toBeCloseTo(HEART_LIFE_S + 0.01, 6)
    expect(isFirstAlive()).toBe(false)
  })

  test.each([30, 60, 144])('at %i fps every heart lives 4 s, to the frame', (fps) => {
    const dt = 1 / fps
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(5)
    const lastSeen = new Map<number, number>()
    for (let s = 0; s < 20 * fps; s++) {
      stepHearts(pool, dt, rng)
      for (let i = 0; i < pool.count; i++) lastSeen.set(pool.bornS[i], pool.timeS)
    }
    let expired = 0
    for (const [born, seen] of lastSeen) {
      // Never shown at or past its 4th birthday...
      expect(seen - born).toBeLessThan(HEART_LIFE_S + 1e-5)
      if (born + HEART_LIFE_S > pool.timeS) continue
      // ...and never taken away before its last frame.
      expect(seen - born).toBeGreaterThan(HEART_LIFE_S - dt - 1e-5)
      expired++
    }
    expect(expired).toBeGreaterThan(40)
  })

  test.each([30, 60, 144])(
    'at %i fps no more than ceil(4 / 0.3) = 14 hearts are ever alive at once',
    (fps) => {
      const { maxCount } = runHearts(fps, 60)
      expect(maxCount).toBeLessThanOrEqual(MAX_ALIVE)
      expect(maxCount).toBeGreaterThanOrEqual(Math.floor(HEART_LIFE_S / HEART_SPAWN_INTERVAL_S))
      expect(HEART_CAPACITY).toBeGreaterThanOrEqual(MAX_ALIVE)
    },
  )
})

describe('heart start values', () => {
  test('every heart starts at 0 to 100 vw with a 10 to 30 px size, covering both ranges', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(21)
    let minLeft = Infinity
    let maxLeft = -Infinity
    let minSize = Infinity
    let maxSize = -Infinity
    const births = new Set<number>()
    for (let s = 0; s < 601 * 60; s++) {
      stepHearts(pool, 1 / 60, rng)
      for (let i = 0; i < pool.count; i++) {
        births.add(pool.bornS[i] + pool.epochS)
        minLeft = Math.min(minLeft, pool.leftVw[i])
        maxLeft = Math.max(maxLeft, pool.leftVw[i])
        minSize = Math.min(minSize, pool.sizePx[i])
        maxSize = Math.max(maxSize, pool.sizePx[i])
      }
    }
    expect(births.size).toBeGreaterThan(1900)
    expect(minLeft).toBeGreaterThanOrEqual(HEART_LEFT_MIN_VW)
    expect(maxLeft).toBeLessThan(HEART_LEFT_MAX_VW)
    expect(minSize).toBeGreaterThanOrEqual(HEART_SIZE_MIN_PX)
    expect(maxSize).toBeLessThan(HEART_SIZE_MAX_PX)
    const leftSlack = (HEART_LEFT_MAX_VW - HEART_LEFT_MIN_VW) * 0.01
    const sizeSlack = (HEART_SIZE_MAX_PX - HEART_SIZE_MIN_PX) * 0.01
    expect(minLeft).toBeLessThan(HEART_LEFT_MIN_VW + leftSlack)
    expect(maxLeft).toBeGreaterThan(HEART_LEFT_MAX_VW - leftSlack)
    expect(minSize).toBeLessThan(HEART_SIZE_MIN_PX + sizeSlack)
    expect(maxSize).toBeGreaterThan(HEART_SIZE_MAX_PX - sizeSlack)
  })

  test('sway phases start anywhere on the circle, tints anywhere in [0, 1)', () => {
    const pool = createHeartPool(400)
    const rng = createSeededRng(22)
    for (let i = 0; i < 400; i++) spawnHeart(pool, 0, rng)
    const phases = ascending(pool.swayRad)
    const tints = ascending(pool.tint)
    expect(phases[0]).toBeGreaterThanOrEqual(0)
    expect(phases[0]).toBeLessThan(0.1)
    expect(phases[399]).toBeLessThan(2 * Math.PI)
    expect(phases[399]).toBeGreaterThan(2 * Math.PI - 0.1)
    expect(tints[0]).toBeLessThan(0.02)
    expect(tints[399]).toBeGreaterThan(0.98)
  })
})

describe('full heart pool', () => {
  test('a pool too small for 4 s of hearts recycles the oldest and never overflows', () => {
    const capacity = 5
    const seconds = 10
    const pool = createHeartPool(capacity)
    const rng = createSeededRng(8)
    const seen = new Set<number>()
    let framesWithOthers = 0
    for (let s = 0; s < seconds * 60; s++) {
      stepHearts(pool, 1 / 60, rng)
      collectBirths(pool, seen)
      // Every frame shows exactly the newest hearts so far, never more than fit.
      if (liveBirths(pool).join() !== ascending(seen).slice(-capacity).join()) framesWithOthers++
      expect(pool.count).toBeLessThanOrEqual(capacity)
    }
    expect(framesWithOthers).toBe(0)
    const newest = expectedBirths(seconds).slice(-capacity)
    expect(liveBirths(pool)).toEqual(sameTimes(newest))
  })
})

describe('finding the oldest heart', () => {
  test('an empty pool has none', () => {
    expect(findOldestHeart(createHeartPool(4))).toBe(-1)
  })

  test('it is the earliest birth among the live hearts, never an empty slot', () => {
    const pool = createHeartPool(6)
    const rng = createSeededRng(18)
    spawnHeart(pool, 5, rng)
    expect(findOldestHeart(pool)).toBe(0)
    spawnHeart(pool, 7, rng)
    spawnHeart(pool, 4, rng)
    spawnHeart(pool, 6, rng)
    // Slots 4 and 5 are empty, with birth 0.
    expect(findOldestHeart(pool)).toBe(2)
    removeHeart(pool, 2)
    expect(pool.bornS[2]).toBe(6)
    expect(findOldestHeart(pool)).toBe(0)
  })
})

describe('heart expiry at the exact end of life', () => {
  test('a heart whose age reaches exactly 4 s is removed on that frame', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(19)
    spawnHeart(pool, 0, rng)
    // Powers of two add up exactly: the clock lands on 4 s to the bit.
    for (let s = 0; s < 63; s++) stepHearts(pool, 0.0625, rng)
    expect(pool.timeS).toBe(3.9375)
    expect(liveBirths(pool)[0]).toBe(0)
    stepHearts(pool, 0.0625, rng)
    expect(pool.timeS).toBe(4)
    expect(liveBirths(pool)[0]).toBeGreaterThan(0)
  })
})

describe('frame delta clamping', () => {
  test('a tab back from a minute of sleep adds at most one heart, not two hundred', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(4)
    // Asleep 10 ms before the first heart is due.
    const dt = 0.01
    const lead = Math.round((HEART_SPAWN_INTERVAL_S - dt) / dt)
    for (let s = 0; s < lead; s++) stepHearts(pool, dt, rng)
    expect(pool.count).toBe(0)
    stepHearts(pool, 60, rng)
    expect(pool.count).toBe(1)
    expect(pool.timeS).toBeCloseTo(lead * dt + MAX_DT_S, 9)
    expect(pool.bornS[0]).toBeCloseTo(HEART_SPAWN_INTERVAL_S, 5)
  })

  test('hearts already on screen survive one huge frame, and repeated ones never flood', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(4)
    for (let s = 0; s < 60; s++) stepHearts(pool, 1 / 60, rng)
    const before = liveBirths(pool)
    expect(before.length).toBeGreaterThan(0)
    stepHearts(pool, 3600, rng)
    for (const born of before) expect(liveBirths(pool)).toContain(born)

    const maxPerStep = Math.ceil(MAX_DT_S / HEART_SPAWN_INTERVAL_S)
    for (let s = 0; s < 500; s++) {
      const count = pool.count
      stepHearts(pool, 1e9, rng)
      expect(pool.count - count).toBeLessThanOrEqual(maxPerStep)
      expect(pool.count).toBeLessThanOrEqual(MAX_ALIVE)
    }
  })

  test('a negative, zero or NaN frame delta changes nothing', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(6)
    for (let s = 0; s < 200; s++) stepHearts(pool, 1 / 60, rng)
    const before = snapshot(pool)
    for (const dt of [-1, -1e-9, 0, -0, Number.NaN, -Infinity]) {
      expect(stepHearts(pool, dt, rng)).toBe(0)
    }
    expect(snapshot(pool)).toEqual(before)
  })

  test('an infinite frame delta advances the clock by the clamp only', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    stepHearts(pool, Infinity, createSeededRng(1))
    expect(pool.timeS).toBeCloseTo(MAX_DT_S, 12)
  })
})

describe('heart pool memory and randomness', () => {
  test('the same seed gives the same hearts, a different seed different ones', () => {
    const a = runHearts(60, 10, HEART_CAPACITY, 42).pool
    const b = runHearts(60, 10, HEART_CAPACITY, 42).pool
    const c = runHearts(60, 10, HEART_CAPACITY, 43).pool
    expect(snapshot(b)).toEqual(snapshot(a))
    expect(Array.from(c.leftVw)).not.toEqual(Array.from(a.leftVw))
    expect(Array.from(c.sizePx)).not.toEqual(Array.from(a.sizePx))
    // Randomness picks looks, never timing.
    expect(liveBirths(c)).toEqual(liveBirths(a))
  })

  test('the pool keeps the same arrays for its whole life (the GPU attributes wrap them)', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const arrays = [pool.leftVw, pool.sizePx, pool.bornS, pool.swayRad, pool.tint]
    const rng = createSeededRng(9)
    for (let s = 0; s < 60 * 120; s++) stepHearts(pool, 1 / 60, rng)
    stepHearts(pool, 1e6, rng)
    const after = [pool.leftVw, pool.sizePx, pool.bornS, pool.swayRad, pool.tint]
    for (let k = 0; k < arrays.length; k++) {
      expect(after[k]).toBe(arrays[k])
      expect(after[k].length).toBe(HEART_CAPACITY)
    }
  })

  test('the step reports a change exactly when the hearts on screen changed', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(10)
    let unchangedFrames = 0
    let changedFrames = 0
    for (let s = 0; s < 60 * 12; s++) {
      const before = liveBirths(pool)
      const changes = stepHearts(pool, 1 / 60, rng)
      const after = liveBirths(pool)
      const added = after.filter((b) => !before.includes(b)).length
      const removed = before.filter((b) => !after.includes(b)).length
      expect(changes).toBe(added + removed)
      if (changes === 0) unchangedFrames++
      else changedFrames++
    }
    expect(changedFrames).toBeGreaterThan(0)
    expect(unchangedFrames).toBeGreaterThan(changedFrames)
  })
})

describe('a page left open for days', () => {
  /** Birth time since the pool was created: the same number for a heart before and after a rebase. */
  const birthOf = (pool: HeartPool, i: number) => pool.bornS[i] + pool.epochS

  test('after 2e5 s (55 h) the ages the shader computes in Float32 still advance by each frame', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(13)
    const arrays = [pool.leftVw, pool.sizePx, pool.bornS, pool.swayRad, pool.tint]
    // Stepping there would take 2e6 clamped steps: move the empty pool's clock to 2e5 s instead,
    // where a pool that never rebased would be after 55 h (its age since creation stays 0).
    rebaseHeartClock(pool, -2e5)
    expect(pool.timeS).toBe(2e5)

    // Then 60 s at 60 fps.
    const dt = 1 / 60
    const lastAge = new Map<number, number>()
    let worstStepError = 0
    let rebases = 0
    let silentRebases = 0
    let latestClock = 0
    for (let s = 0; s < 60 * 60; s++) {
      const epochS = pool.epochS
      const changes = stepHearts(pool, dt, rng)
      if (pool.epochS !== epochS && pool.count > 0) {
        rebases++
        // FloatingHearts re-uploads the births only when the step reports a change.
        if (changes === 0) silentRebases++
      }
      latestClock = Math.max(latestClock, pool.timeS)
      // What heart.vert.glsl computes: uTime - aBorn, both Float32.
      const uTime = Math.fround(pool.timeS)
      for (let i = 0; i < pool.count; i++) {
        const age = Math.fround(uTime - pool.bornS[i])
        const previous = lastAge.get(birthOf(pool, i))
        if (previous !== undefined) {
          worstStepError = Math.max(worstStepError, Math.abs(age - previous - dt))
        }
        lastAge.set(birthOf(pool, i), age)
      }
    }
    expect(worstStepError).toBeLessThan(1e-4)
    expect(rebases).toBeGreaterThan(0)
    expect(silentRebases).toBe(0)
    expect(latestClock).toBeLessThan(HEART_CLOCK_LIMIT_S)

    // Births are still one spawn interval apart, none skipped.
    const births = ascending(lastAge.keys())
    expect(births).toHaveLength(200)
    for (let k = 1; k < births.length; k++) {
      expect(births[k] - births[k - 1]).toBeCloseTo(HEART_SPAWN_INTERVAL_S, 4)
    }
    // Rebasing rewrites the births in place: the arrays the GPU attributes wrap stay the same.
    const after = [pool.leftVw, pool.sizePx, pool.bornS, pool.swayRad, pool.tint]
    for (let k = 0; k < arrays.length; k++) expect(after[k]).toBe(arrays[k])
  })

  test('an hour of the longest frames keeps the clock under the limit and the cadence exact', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(17)
    let latestClock = 0
    let newest = -1
    let births = 0
    let worstSpacingError = 0
    for (let s = 0; s < 36000; s++) {
      stepHearts(pool, MAX_DT_S, rng)
      latestClock = Math.max(latestClock, pool.timeS)
      // A step of 0.1 s adds at most one heart: the newest birth tells whether it did.
      let born = -1
      for (let i = 0; i < pool.count; i++) born = Math.max(born, birthOf(pool, i))
      if (born > newest) {
        if (newest >= 0) {
          worstSpacingError = Math.max(
            worstSpacingError,
            Math.abs(born - newest - HEART_SPAWN_INTERVAL_S),
          )
        }
        newest = born
        births++
      }
    }
    expect(latestClock).toBeLessThan(HEART_CLOCK_LIMIT_S)
    expect(pool.timeS + pool.epochS).toBeCloseTo(3600, 6)
    expect(births).toBe(12000)
    expect(worstSpacingError).toBeLessThan(1e-4)
  })

  test('a rebase moves the clock and every birth back together, so every heart keeps its pose', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(14)
    for (let s = 0; s < 50 * 60; s++) stepHearts(pool, 1 / 60, rng)
    const count = pool.count
    expect(count).toBeGreaterThan(10)
    const poses = (): number[] => {
      const pose = new Float32Array(5)
      const all: number[] = []
      for (let i = 0; i < count; i++) {
        writeHeartPose(pool, i, { width: 390, height: 844, cameraDistance: 1 }, pose)
        all.push(pose[POSE_X], pose[POSE_Y], pose[POSE_ALPHA], pose[POSE_ROTATION])
      }
      return all
    }
    const before = poses()
    const births = liveBirths(pool)
    const { timeS, sinceSpawnS } = pool

    expect(rebaseHeartClock(pool, 32)).toBe(count)
    expect(pool.timeS).toBe(timeS - 32)
    expect(pool.epochS).toBe(32)
    expect(pool.sinceSpawnS).toBe(sinceSpawnS)
    expect(liveBirths(pool)).toEqual(births.map((b) => b - 32))
    expect(poses()).toEqual(before.map((value) => expect.closeTo(value, 3)))
  })

  test('the step that reaches the limit rebases by half of it and reports the births changed', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(16)
    const dt = 1 / 60
    while (pool.timeS + dt < HEART_CLOCK_LIMIT_S) stepHearts(pool, dt, rng)
    expect(pool.epochS).toBe(0)
    const timeS = pool.timeS
    const changes = stepHearts(pool, dt, rng)
    expect(pool.epochS).toBe(HEART_CLOCK_LIMIT_S / 2)
    expect(pool.timeS).toBeCloseTo(timeS + dt - HEART_CLOCK_LIMIT_S / 2, 9)
    expect(pool.count).toBeGreaterThan(10)
    expect(changes).toBeGreaterThanOrEqual(pool.count)
  })

  test('a clock that lands exactly on the limit is moved back', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(20)
    rebaseHeartClock(pool, -(HEART_CLOCK_LIMIT_S - 0.0625))
    stepHearts(pool, 0.0625, rng)
    expect(pool.timeS).toBe(HEART_CLOCK_LIMIT_S / 2)
  })

  test('a clock below the limit is never moved', () => {
    const pool = createHeartPool(HEART_CAPACITY)
    const rng = createSeededRng(15)
    while (pool.timeS < HEART_CLOCK_LIMIT_S - 0.2) {
      stepHearts(pool, MAX_DT_S, rng)
      expect(pool.epochS).toBe(0)
    }
  })
})
