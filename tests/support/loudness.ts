/**
 * Meters for the tests (never shipped): loudness as ITU-R BS.1770-4 defines it, true peak, and
 * measures of clicks. Mono only (one channel, weight 1). Units: LUFS, dBTP, linear sample values.
 * https://www.itu.int/rec/R-REC-BS.1770
 */

type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number }

/**
 * The two K-weighting stages for any sample rate, derived as libebur128 and pyloudnorm do from
 * the analog prototypes behind the standard's 48 kHz coefficients: a high shelf (+4 dB above
 * ~1.7 kHz, the head's effect) and the RLB high-pass (~38 Hz).
 */
export function kWeightingStages(sampleRate: number): [Biquad, Biquad] {
  const shelfHz = 1681.974450955533
  const shelfGainDb = 3.999843853973347
  const shelfQ = 0.7071752369554196
  let k = Math.tan((Math.PI * shelfHz) / sampleRate)
  const vh = 10 ** (shelfGainDb / 20)
  const vb = vh ** 0.4996667741545416
  let a0 = 1 + k / shelfQ + k * k
  const shelf = {
    b0: (vh + (vb * k) / shelfQ + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / shelfQ + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / shelfQ + k * k) / a0,
  }
  const highPassHz = 38.13547087602444
  const highPassQ = 0.5003270373238773
  k = Math.tan((Math.PI * highPassHz) / sampleRate)
  a0 = 1 + k / highPassQ + k * k
  const highPass = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / highPassQ + k * k) / a0,
  }
  return [shelf, highPass]
}

/** `samples` through a biquad (direct form I), into a new array of doubles. */
function filtered(samples: ArrayLike<number>, stage: Biquad): Float64Array {
  const out = new Float64Array(samples.length)
  let x1 = 0
  let x2 = 0
  let y1 = 0
  let y2 = 0
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i]
    const y = stage.b0 * x + stage.b1 * x1 + stage.b2 * x2 - stage.a1 * y1 - stage.a2 * y2
    out[i] = y
    x2 = x1
    x1 = x
    y2 = y1
    y1 = y
  }
  return out
}

const loudnessOfPower = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare)

/**
 * Integrated loudness in LUFS: K-weighted mean square over 400 ms blocks stepped by 100 ms (75%
 * overlap), gated absolutely at -70 LUFS and then relatively at 10 LU under the loudness of the
 * blocks that passed. -Infinity when nothing passes.
 */
export function integratedLoudness(samples: ArrayLike<number>, sampleRate: number): number {
  const [shelf, highPass] = kWeightingStages(sampleRate)
  const weighted = filtered(filtered(samples, shelf), highPass)
  const blockLength = Math.round(0.4 * sampleRate)
  const stepLength = Math.round(0.1 * sampleRate)
  const powers: number[] = []
  for (let start = 0; start + blockLength <= weighted.length; start += stepLength) {
    let sum = 0
    for (let i = start; i < start + blockLength; i++) sum += weighted[i] * weighted[i]
    powers.push(sum / blockLength)
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  const absolute = powers.filter((power) => loudnessOfPower(power) > -70)
  if (absolute.length === 0) return -Infinity
  const relativeGate = loudnessOfPower(mean(absolute)) - 10
  return loudnessOfPower(mean(absolute.filter((power) => loudnessOfPower(power) > relativeGate)))
}

/** The largest |sample| in dBFS (0 dB = 1.0). */
export function samplePeakDb(samples: ArrayLike<number>): number {
  let peak = 0
  for (let i = 0; i < samples.length; i++) peak = Math.max(peak, Math.abs(samples[i]))
  return 20 * Math.log10(peak)
}

const OVERSAMPLING = 4
/** Taps each side of an interpolated point: 32 per phase, ~0.01 dB ripple below 0.4 fs. */
const INTERPOLATION_HALF_WIDTH = 16

/**
 * True peak in dBTP (BS.1770-4 Annex 2): the signal interpolated at 4 times its rate by a
 * Hann-windowed sinc, then the largest magnitude. `isLooped` reads past either end by wrapping
 * (a loop's seam is between its last sample and its first); otherwise past the ends is silence.
 */
export function truePeakDb(samples: ArrayLike<number>, isLooped = false): number {
  const n = samples.length
  const half = INTERPOLATION_HALF_WIDTH
  const phases: Float64Array[] = []
  for (let phase = 1; phase < OVERSAMPLING; phase++) {
    const taps = new Float64Array(2 * half)
    for (let j = 0; j < 2 * half; j++) {
      const t = j - half + 1 - phase / OVERSAMPLING // this tap's distance from the point, in samples
      const sinc = Math.sin(Math.PI * t) / (Math.PI * t)
      taps[j] = sinc * (0.5 + 0.5 * Math.cos((Math.PI * t) / half))
    }
    phases.push(taps)
  }
  // The signal with `half` samples before and after: silence, or the loop's other end.
  const padded = new Float64Array(n + 2 * half)
  for (let i = -half; i < n + half; i++) {
    padded[i + half] = i >= 0 && i < n ? samples[i] : isLooped ? samples[(i + n) % n] : 0
  }
  let peak = 0
  for (let i = 0; i < n; i++) {
    peak = Math.max(peak, Math.abs(samples[i]))
    for (const taps of phases) {
      let sum = 0
      for (let j = 0; j < taps.length; j++) sum += taps[j] * padded[i + j + 1]
      peak = Math.max(peak, Math.abs(sum))
    }
  }
  return 20 * Math.log10(peak)
}

/** The largest sample-to-sample change |x[i] − x[i−1]| for i in [from, to). */
export function maxJump(samples: ArrayLike<number>, from = 1, to = samples.length): number {
  let jump = 0
  for (let i = Math.max(1, from); i < Math.min(to, samples.length); i++) {
    jump = Math.max(jump, Math.abs(samples[i] - samples[i - 1]))
  }
  return jump
}

/**
 * The largest sample-to-sample change a click-free signal can make: a sine of the signal's peak
 * at the highest frequency it holds, 2·peak·sin(π f / fs). The same holds for any signal limited
 * to that band and that peak (Bernstein's inequality for differences), so a larger jump is a
 * discontinuity: a click.
 */
export function smoothJumpBound(peak: number, highestHz: number, sampleRate: number): number {
  return 2 * peak * Math.sin((Math.PI * highestHz) / sampleRate)
}

/**
 * What is left of `samples` above the music's band: an 8th-order Butterworth high-pass at
 * `cutoffHz` (four biquads, bilinear). A clean tone below the band leaves almost nothing; a
 * click (a step, or a corner in the waveform) is broadband and shows up here at once.
 */
export function highBandResidual(
  samples: ArrayLike<number>,
  sampleRate: number,
  cutoffHz: number,
): Float64Array {
  const w = (2 * Math.PI * cutoffHz) / sampleRate
  const cosW = Math.cos(w)
  let out: ArrayLike<number> = samples
  for (let k = 1; k <= 4; k++) {
    // The poles of an order-8 Butterworth, as four pairs of Q (RBJ's high-pass biquad).
    const q = 1 / (2 * Math.cos(((2 * k - 1) * Math.PI) / 16))
    const alpha = Math.sin(w) / (2 * q)
    const a0 = 1 + alpha
    out = filtered(out, {
      b0: (1 + cosW) / 2 / a0,
      b1: -(1 + cosW) / a0,
      b2: (1 + cosW) / 2 / a0,
      a1: (-2 * cosW) / a0,
      a2: (1 - alpha) / a0,
    })
  }
  return out as Float64Array
}

/** The high-pass's gain at `hz` (0..1), for stating what a clean tone leaves in the residual. */
export function highBandGain(hz: number, sampleRate: number, cutoffHz: number): number {
  const length = Math.round(sampleRate) * 2
  const tone = new Float64Array(length)
  for (let i = 0; i < length; i++) tone[i] = Math.sin((2 * Math.PI * hz * i) / sampleRate)
  const residual = highBandResidual(tone, sampleRate, cutoffHz)
  let peak = 0
  for (let i = length / 2; i < length; i++) peak = Math.max(peak, Math.abs(residual[i]))
  return peak
}

/**
 * The jump into sample `at`, and what a smooth signal would jump there. The jumps into at−1 and
 * at+1 do not see a step at `at` (each lies on one side of it), and a smooth signal's jump into
 * `at` is their mean to within half its third difference, far less than its curvature (second
 * difference) nearby. So at a clean boundary |`jump` − `smoothJump`| ≤ `curvature`; a step (a
 * note cut off, a seam that does not meet) adds its whole height to the left side. Signed
 * jumps: a step against the slope shows as well as one along it.
 */
export function jumpAround(
  samples: ArrayLike<number>,
  at: number,
): { jump: number; smoothJump: number; curvature: number } {
  const jumpInto = (i: number) => samples[i] - samples[i - 1]
  const curvatureAt = (i: number) => Math.abs(samples[i + 1] - 2 * samples[i] + samples[i - 1])
  return {
    jump: jumpInto(at),
    smoothJump: (jumpInto(at - 1) + jumpInto(at + 1)) / 2,
    // Only where a step at `at` does not reach (it would move at−1 and at).
    curvature: Math.max(
      curvatureAt(at - 3),
      curvatureAt(at - 2),
      curvatureAt(at + 1),
      curvatureAt(at + 2),
      curvatureAt(at + 3),
    ),
  }
}
