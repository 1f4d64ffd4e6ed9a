/**
 * Random sources. Production passes `Math.random`; tests pass a seeded generator so runs repeat.
 * Every randomizing function takes an `Rng` as a required argument.
 */

/** Returns a number in [0, 1). */
export type Rng = () => number

/**
 * A small, fast seeded generator (mulberry32, public domain:
 * https://gist.github.com/tommyettinger/46a874533244883189143505d203312c).
 * Same seed, same sequence. Not for anything secret.
 */
export function createSeededRng(seed: number): Rng {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Uniform in [min, max). */
export function randomBetween(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng()
}
