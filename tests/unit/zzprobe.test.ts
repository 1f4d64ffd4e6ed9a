import { setFlagsFromString, getHeapStatistics } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { test, expect } from 'vitest'
import { createHeartPool, stepHearts } from '../../src/particles/heartPool'
import { createBurstPool, emitBurst, stepBurst } from '../../src/particles/burstPool'
import { writeBurstPose } from '../../src/particles/burstMotion'
import { writeHeartPose } from '../../src/particles/heartMotion'
import { createSeededRng } from '../../src/particles/rng'
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const leak: number[] = []
test('probe', () => {
  const rng = createSeededRng(1)
  const hp = createHeartPool(16)
  const bp = createBurstPool(300)
  const out = new Float32Array(5)
  let frames = 0
  const run = (n: number, leaky: boolean) => {
    for (let f = 0; f < n; f++) {
      frames++
      stepHearts(hp, 1 / 60, rng)
      for (let i = 0; i < hp.count; i++) writeHeartPose(hp, i, 800, 600, out)
      if (frames % 120 === 0) emitBurst(bp, 0, 0, rng)
      stepBurst(bp, 1 / 60)
      for (let i = 0; i < bp.count; i++) writeBurstPose(bp, i, out)
      if (leaky) leak.push(f)
    }
  }
  for (let t = 0; t < 6; t++) {
    const t0 = performance.now()
    run(36000, false)
    gc()
    const b = getHeapStatistics().used_heap_size
    run(36000, t === 5)
    gc()
    console.log(t, getHeapStatistics().used_heap_size - b, performance.now() - t0)
  }
  expect(1).toBe(1)
})
