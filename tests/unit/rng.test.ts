import { expect, test } from 'vitest'
import { createSeededRng, randomBetween } from '../../src/particles/rng'

function draw(seed: number, n: number): number[] {
  const rng = createSeededRng(seed)
  return Array.from({ length: n }, () => rng())
}

test('the same seed replays the same sequence; another seed gives another', () => {
  expect(draw(123, 1000)).toEqual(draw(123, 1000))
  expect(draw(124, 1000)).not.toEqual(draw(123, 1000))
})

test('seeded values lie in [0, 1) and spread evenly across it', () => {
  const n = 100000
  const bins = Array.from({ length: 10 }, () => 0)
  let low = Infinity
  let high = -Infinity
  for (const value of draw(7, n)) {
    low = Math.min(low, value)
    high = Math.max(high, value)
    bins[Math.floor(value * 10)]++
  }
  expect(low).toBeGreaterThanOrEqual(0)
  expect(high).toBeLessThan(1)
  const worstShare = Math.max(...bins.map((count) => Math.abs(count / n - 0.1)))
  expect(worstShare).toBeLessThan(0.01)
})

test('randomBetween stays in [min, max) and reaches both ends', () => {
  const rng = createSeededRng(8)
  let low = Infinity
  let high = -Infinity
  for (let i = 0; i < 10000; i++) {
    const value = randomBetween(rng, -2, 25)
    low = Math.min(low, value)
    high = Math.max(high, value)
  }
  expect(low).toBeGreaterThanOrEqual(-2)
  expect(high).toBeLessThan(25)
  expect(low).toBeLessThan(-2 + 0.27)
  expect(high).toBeGreaterThan(25 - 0.27)
})

test('the seeded generator is mulberry32: a seed gives the same numbers on every machine', () => {
  // The reference implementation's first outputs (x 2^32) for seeds 1 and 42; seeded bursts in
  // tests, and screenshots made from them, rely on them not changing.
  const reference: Record<number, number[]> = {
    1: [2693262067, 11749833, 2265367787, 4213581821],
    42: [2581720956, 1925393290, 3661312704, 2876485805],
  }
  for (const [seed, words] of Object.entries(reference)) {
    const rng = createSeededRng(Number(seed))
    expect(words.map(() => rng() * 2 ** 32)).toEqual(words)
  }
})
