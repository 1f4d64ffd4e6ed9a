import { describe, expect, test } from 'vitest'
import {
  highBandGain,
  highBandResidual,
  integratedLoudness,
  jumpAround,
  kWeightingStages,
  maxJump,
  samplePeakDb,
  smoothJumpBound,
  truePeakDb,
} from '../support/loudness'

// The meters the tune tests trust, checked against the references of ITU-R BS.1770-4 and
// EBU Tech 3341 (mono: one channel of weight 1, so a sine reads 3.01 dB under its peak level).

/** A sine of peak `amplitude` (linear) for `seconds`, as doubles. */
function sine(hz: number, amplitude: number, seconds: number, rate: number, phase = 0) {
  const samples = new Float64Array(Math.round(seconds * rate))
  for (let i = 0; i < samples.length; i++) {
    samples[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / rate + phase)
  }
  return samples
}

const dbToGain = (db: number) => 10 ** (db / 20)

function joined(...parts: Float64Array[]): Float64Array {
  const all = new Float64Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}

describe('integrated loudness (BS.1770-4)', () => {
  test('derives the standard K-weighting coefficients at 48 kHz', () => {
    const [shelf, highPass] = kWeightingStages(48000)
    // BS.1770-4, Tables 1 and 2.
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 8)
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 8)
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 8)
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 8)
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 8)
    expect([highPass.b0, highPass.b1, highPass.b2]).toEqual([1, -2, 1])
    expect(highPass.a1).toBeCloseTo(-1.99004745483398, 8)
    expect(highPass.a2).toBeCloseTo(0.99007225036621, 8)
  })

  test('reads a full-scale 1 kHz sine at 48 kHz as -3.01 LUFS', () => {
    expect(integratedLoudness(sine(1000, 1, 10, 48000), 48000)).toBeCloseTo(-3.01, 1)
  })

  test.each([48000, 44100, 24000])(
    'reads a 997 Hz sine at -20 dBFS peak as -23.0 LUFS at %i Hz',
    (rate) => {
      expect(integratedLoudness(sine(997, dbToGain(-20), 10, rate), rate)).toBeCloseTo(-23.01, 1)
    },
  )

  test('weights the band as the ear does: +3.3 dB at 10 kHz, far less below 40 Hz', () => {
    const at = (hz: number) => integratedLoudness(sine(hz, 0.1, 5, 48000), 48000)
    expect(at(10000) - at(1000)).toBeCloseTo(3.3, 0)
    expect(at(20) - at(1000)).toBeLessThan(-10)
  })

  test('ignores silence: the absolute gate at -70 LUFS', () => {
    const tone = sine(997, dbToGain(-20), 10, 48000)
    const withSilence = joined(tone, new Float64Array(20 * 48000))
    // Within 0.1 dB: the blocks that straddle the tone's end pass the gate, a little quieter.
    expect(Math.abs(integratedLoudness(withSilence, 48000) + 23.01)).toBeLessThan(0.1)
    // Ungated, the silence would count: 10·log10(10/30) = 4.8 dB lower.
    expect(integratedLoudness(new Float64Array(48000), 48000)).toBe(-Infinity)
    // A tone that reads -78 LUFS ungated is under the gate: nothing passes.
    expect(integratedLoudness(sine(997, dbToGain(-75), 5, 48000), 48000)).toBe(-Infinity)
  })

  test('ignores passages 10 LU under the rest: the relative gate (EBU Tech 3341 case 3)', () => {
    const quiet = sine(997, dbToGain(-36), 10, 48000)
    const loud = sine(997, dbToGain(-23 + 3.01), 60, 48000)
    // Without the relative gate this would read -24.2: the quiet parts would pull it down.
    expect(integratedLoudness(joined(quiet, loud, quiet), 48000)).toBeCloseTo(-23, 1)
  })
})

describe('true peak', () => {
  test('finds the peak between samples: a quarter-rate sine at 45° reads 0 dBTP, -3 dB sampled', () => {
    // Read as a loop (whole cycles): cut off at its ends, a sine rings in any interpolator.
    const samples = sine(12000, 1, 1, 48000, Math.PI / 4)
    expect(samplePeakDb(samples)).toBeCloseTo(-3.01, 2)
    expect(truePeakDb(samples, true)).toBeCloseTo(0, 2)
  })

  test('reads a sine sampled at its crest as its peak', () => {
    expect(truePeakDb(sine(997, 0.5, 1, 48000))).toBeCloseTo(-6.02, 1)
    expect(truePeakDb(sine(1000, 0.5, 1, 48000))).toBeCloseTo(-6.02, 2)
  })

  test('wraps a loop: its seam is read from its last samples into its first', () => {
    const samples = sine(6000, 1, 1, 24000, Math.PI / 4) // a whole number of cycles: a clean loop
    expect(truePeakDb(samples, true)).toBeCloseTo(0, 1)
  })
})

describe('clicks', () => {
  test('a sine jumps by 2·A·sin(πf/fs) at most, and no more than the bound says', () => {
    const samples = sine(3000, 0.5, 1, 24000, 0.3)
    const bound = smoothJumpBound(0.5, 3000, 24000)
    expect(maxJump(samples)).toBeLessThanOrEqual(bound)
    expect(maxJump(samples)).toBeCloseTo(bound, 2)
  })

  test('a step stands out from the jumps beside it, a smooth signal does not', () => {
    const samples = sine(440, 0.5, 0.1, 24000)
    for (const at of [1000, 1003, 1010]) {
      const clean = jumpAround(samples, at)
      expect(Math.abs(clean.jump - clean.smoothJump)).toBeLessThanOrEqual(clean.curvature)
    }
    for (let i = 1000; i < samples.length; i++) samples[i] += 0.01
    const stepped = jumpAround(samples, 1000)
    expect(Math.abs(stepped.jump - stepped.smoothJump)).toBeGreaterThan(stepped.curvature)
    expect(stepped.jump - stepped.smoothJump).toBeCloseTo(0.01, 3)
  })

  test('the high band keeps almost nothing of a tone and much of a step', () => {
    expect(highBandGain(3000, 24000, 9000)).toBeLessThan(1e-5)
    expect(highBandGain(11000, 24000, 9000)).toBeGreaterThan(0.9)
    const step = new Float64Array(2400)
    step.fill(0.01, 1200)
    let peak = 0
    for (const value of highBandResidual(step, 24000, 9000)) peak = Math.max(peak, Math.abs(value))
    expect(peak).toBeGreaterThan(0.001) // a tenth of the step
  })
})
