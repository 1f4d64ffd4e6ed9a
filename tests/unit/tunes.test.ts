import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  ATTACK_S,
  RELEASE_S,
  renderTune,
  renderTuneInSlices,
  TUNE_SAMPLE_RATE,
  VOICE_MAX_PARTIAL_HZ,
  VOICE_PARTIALS,
} from '../../src/music/renderTune'
import { frequencyOfPitch, scheduleTune } from '../../src/music/tuneSchedule'
import { midiPitchOfName, TUNES } from '../../src/music/tunes'
import { wavBytes } from '../../src/music/wavFile'
import { TUNE_IDS, type TuneId } from '../../src/music/song'
import {
  highBandGain,
  highBandResidual,
  integratedLoudness,
  jumpAround,
  maxJump,
  samplePeakDb,
  smoothJumpBound,
  truePeakDb,
} from '../support/loudness'

const RATE = TUNE_SAMPLE_RATE
const rendered = new Map<TuneId, Float32Array>()
/** Each tune is rendered once for all the checks below (a render is ~0.1 s). */
function loopOf(id: TuneId): Float32Array {
  const cached = rendered.get(id)
  if (cached) return cached
  const samples = renderTune(id)
  rendered.set(id, samples)
  return samples
}

/** Sample for sample (vitest's deep equality is slow on a million floats). */
function isSame(a: Float32Array, b: Float32Array): boolean {
  return Buffer.from(a.buffer).equals(Buffer.from(b.buffer))
}

/** The loop played twice in a row: its seam sits at `samples.length`. */
function twoLoops(samples: Float32Array): Float32Array {
  const two = new Float32Array(samples.length * 2)
  two.set(samples)
  two.set(samples, samples.length)
  return two
}

/** The highest partial the voice plays in this tune (the rest stay under it). */
function highestPartialHz(id: TuneId): number {
  const top = Math.max(...scheduleTune(TUNES[id]).events.map((event) => event.frequencyHz))
  const partials = VOICE_PARTIALS.map((partial) => partial.ratio * top)
  return Math.max(...partials.filter((hz) => hz <= VOICE_MAX_PARTIAL_HZ))
}

/** Every sample where a note starts, or where its release has just ended, inside the loop. */
function noteBoundaries(id: TuneId, loopLength: number): number[] {
  const releaseLength = Math.round(RELEASE_S * RATE)
  return scheduleTune(TUNES[id]).events.flatMap((event) => {
    const start = Math.round(event.startS * RATE)
    const end = start + Math.round(event.durationS * RATE) + releaseLength
    return [start % loopLength, end % loopLength]
  })
}

/** The names of the highest note at each of the first `count` onsets from `fromBeat`, of the
 * notes at or above `lowestPitch` (to leave an accompaniment out). */
function topLine(id: TuneId, fromBeat: number, count: number, lowestPitch = 0): string[] {
  const names = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B']
  const tops = new Map<number, number>()
  for (const note of TUNES[id].notes) {
    if (note.startBeat < fromBeat || note.pitch < lowestPitch) continue
    tops.set(note.startBeat, Math.max(tops.get(note.startBeat) ?? 0, note.pitch))
  }
  return [...tops.values()]
    .slice(0, count)
    .map((pitch) => `${names[pitch % 12]}${Math.floor(pitch / 12) - 1}`)
}

describe('the scores', () => {
  test('pitch names read as MIDI numbers', () => {
    expect(midiPitchOfName('C4')).toBe(60)
    expect(midiPitchOfName('A4')).toBe(69)
    expect(midiPitchOfName('D#5')).toBe(75)
    expect(midiPitchOfName('Bb3')).toBe(58)
    expect(() => midiPitchOfName('H2')).toThrow('Not a pitch: H2')
  })

  test('Für Elise opens on its upbeat: E5 D#5 E5 D#5 E5 B4 D5 C5 A4, from the first note', () => {
    expect(topLine('fur-elise', 0, 9)).toEqual('E5 D#5 E5 D#5 E5 B4 D5 C5 A4'.split(' '))
    // The left hand's first arpeggio, A2 E3 A3, under the A4 (the second bar, after the upbeat).
    const bar2 = TUNES['fur-elise'].notes.filter((n) => n.startBeat >= 2 && n.startBeat < 3.5)
    expect(bar2.map((n) => n.pitch).filter((p) => p < 60)).toEqual([45, 52, 57])
  })

  test('Für Elise keeps its accents on the bars, not on the upbeat', () => {
    // 3/8, six sixteenths a bar after the two of the upbeat: the downbeats are the fullest.
    const melody = TUNES['fur-elise'].notes.filter((n) => n.pitch >= 60 && n.startBeat < 3.5)
    const velocityAt = (beat: number) => melody.find((n) => n.startBeat === beat)?.velocity
    const [upbeat, upbeatOff, downbeat, , beat] = [0, 0.25, 0.5, 0.75, 1].map(velocityAt)
    expect(downbeat).toBeCloseTo(0.8, 9)
    expect(velocityAt(2)).toBeCloseTo(0.8, 9)
    expect(upbeat).toBeCloseTo(0.8 * 0.9, 9)
    expect(beat).toBeCloseTo(0.8 * 0.9, 9)
    expect(upbeatOff).toBeCloseTo(0.8 * 0.8, 9)
  })

  test('Canon in D walks its ground D A B F# G D G A under F#5 E5 D5 C#5 B4 A4 B4 C#5', () => {
    const bass = TUNES['canon-in-d'].notes.filter((n) => n.pitch < 52).map((n) => n.pitch % 12)
    expect(bass.slice(0, 8)).toEqual([2, 9, 11, 6, 7, 2, 7, 9])
    expect(bass).toHaveLength(32)
    const upper = TUNES['canon-in-d'].notes.filter((n) => n.lengthBeats === 1 && n.pitch >= 69)
    expect(upper.slice(0, 8).map((n) => n.pitch)).toEqual([78, 76, 74, 73, 71, 69, 71, 73])
  })

  test('Bèo dạt mây trôi keeps to its scale and opens C5 G5 F5 E5 F5 G5', () => {
    expect(topLine('beo-dat-may-troi', 0, 6, 70)).toEqual('C5 G5 F5 E5 F5 G5'.split(' '))
    const pitchClasses = new Set(TUNES['beo-dat-may-troi'].notes.map((n) => n.pitch % 12))
    expect([...pitchClasses].sort((a, b) => a - b)).toEqual([0, 2, 4, 5, 7, 9, 11])
  })
})

describe('the scheduler', () => {
  test('pitches become equal-tempered frequencies with A4 at 440 Hz', () => {
    expect(frequencyOfPitch(69)).toBe(440)
    expect(frequencyOfPitch(81)).toBeCloseTo(880, 9)
    expect(frequencyOfPitch(60)).toBeCloseTo(261.6256, 4)
  })

  test.each(TUNE_IDS)('%s: loop length from the tempo, events sorted and inside the loop', (id) => {
    const tune = TUNES[id]
    const { loopS, events } = scheduleTune(tune)
    expect(loopS).toBeCloseTo((tune.loopBeats * 60) / tune.tempoBpm, 9)
    expect(loopS).toBeGreaterThanOrEqual(20)
    expect(loopS).toBeLessThanOrEqual(40)
    expect(events).toHaveLength(tune.notes.length)
    for (let i = 0; i < events.length; i++) {
      expect(events[i].startS).toBeGreaterThanOrEqual(0)
      expect(events[i].startS).toBeLessThan(loopS)
      expect(events[i].durationS).toBeGreaterThan(0)
      expect(events[i].gain).toBeGreaterThan(0)
      expect(events[i].gain).toBeLessThanOrEqual(1)
    }
    const starts = events.map((event) => event.startS)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    const first = tune.notes[0]
    expect(events.map((e) => e.frequencyHz)).toContain(frequencyOfPitch(first.pitch))
  })
})

describe('the WAV file', () => {
  const samples = new Float32Array([0, 0.5, -0.5, 1, -1, 2, -3, 0.25])
  const bytes = wavBytes(samples, 24000)
  const view = new DataView(bytes.buffer)
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))

  test('has a 44-byte RIFF/WAVE header for 16-bit PCM mono', () => {
    expect(bytes.length).toBe(44 + 2 * samples.length)
    expect([tag(0), tag(8), tag(12), tag(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data'])
    expect(view.getUint32(4, true)).toBe(bytes.length - 8)
    expect(view.getUint32(16, true)).toBe(16)
    expect(view.getUint16(20, true)).toBe(1) // PCM
    expect(view.getUint16(22, true)).toBe(1) // mono
    expect(view.getUint32(24, true)).toBe(24000)
    expect(view.getUint32(28, true)).toBe(48000)
    expect(view.getUint16(32, true)).toBe(2)
    expect(view.getUint16(34, true)).toBe(16)
    expect(view.getUint32(40, true)).toBe(2 * samples.length)
  })

  test('rounds each sample to 16 bits and clamps what lies past full scale', () => {
    const read = Array.from(samples, (_, i) => view.getInt16(44 + 2 * i, true))
    expect(read).toEqual([0, 16384, -16383, 32767, -32767, 32767, -32767, 8192])
    for (let i = 0; i < samples.length; i++) {
      const clamped = Math.max(-1, Math.min(1, samples[i]))
      expect(Math.abs(read[i] / 32767 - clamped)).toBeLessThanOrEqual(0.5 / 32767)
    }
  })
})

describe.each(TUNE_IDS)('%s, rendered', (id) => {
  test('is exactly one loop long, the same on every render, and sliced or not', async () => {
    const samples = loopOf(id)
    expect(samples.length).toBe(Math.round(scheduleTune(TUNES[id]).loopS * RATE))
    expect(isSame(renderTune(id), samples)).toBe(true)
    expect(isSame(await renderTuneInSlices(id), samples)).toBe(true)
  })

  test('measures -18 LUFS integrated, with its true peak at or under -1 dBTP', () => {
    const samples = loopOf(id)
    // Over two loops: the meter's blocks then cross the seam as a listener hears it.
    expect(integratedLoudness(twoLoops(samples), RATE)).toBeCloseTo(-18, 0)
    expect(Math.abs(integratedLoudness(samples, RATE) + 18)).toBeLessThanOrEqual(2)
    expect(truePeakDb(samples, true)).toBeLessThanOrEqual(-1)
  })

  test('no jump at a note boundary or the seam exceeds what a click-free signal can do', () => {
    const samples = loopOf(id)
    const two = twoLoops(samples)
    const peak = 10 ** (samplePeakDb(samples) / 20)
    // Bernstein: no signal with this peak and band jumps more than its top sine would.
    const bound = smoothJumpBound(peak, highestPartialHz(id), RATE)
    // Tighter, boundary by boundary: the jump into a note's first sample (or the first after its
    // release, or the seam) must be what the jumps beside it predict, to within the signal's own
    // curvature there (jumpAround); a note cut off, or a seam that does not meet, adds its
    // height on top.
    const boundaries = [0, ...noteBoundaries(id, samples.length)]
    let worstExcess = -Infinity
    for (const boundary of boundaries) {
      const { jump, smoothJump, curvature } = jumpAround(two, samples.length + boundary)
      expect(Math.abs(jump)).toBeLessThanOrEqual(bound)
      worstExcess = Math.max(worstExcess, Math.abs(jump - smoothJump) - curvature)
    }
    expect(worstExcess).toBeLessThanOrEqual(0)
  })

  test('loops seamlessly: across the seam nothing jumps more than inside the loop', () => {
    const samples = loopOf(id)
    const two = twoLoops(samples)
    const seam = samples.length
    expect(maxJump(two, seam - 480, seam + 480)).toBeLessThanOrEqual(maxJump(samples))
    const { jump, smoothJump, curvature } = jumpAround(two, seam)
    expect(Math.abs(jump - smoothJump)).toBeLessThanOrEqual(curvature)
  })

  test('holds no click anywhere: nothing above the voice band but a trace', () => {
    const samples = loopOf(id)
    const peak = 10 ** (samplePeakDb(samples) / 20)
    // Above 9 kHz an order-8 high-pass keeps, of a sine at the tune's top partial and at the
    // tune's whole peak, only `bound`: a clean render leaves less (its top partials are soft).
    // A click (a step, or a corner where an attack starts at full level) is broadband and
    // leaves far more. Measured over the second of two loops, so the seam is in it.
    const cutoffHz = 9000
    const bound = peak * highBandGain(highestPartialHz(id), RATE, cutoffHz)
    const residual = highBandResidual(twoLoops(samples), RATE, cutoffHz)
    let worst = 0
    for (let i = samples.length; i < residual.length; i++) {
      worst = Math.max(worst, Math.abs(residual[i]))
    }
    expect(worst).toBeLessThanOrEqual(bound)
  })
})

test('the voice starts and ends every note smoothly', () => {
  expect(ATTACK_S).toBeGreaterThanOrEqual(0.005)
  expect(RELEASE_S).toBeGreaterThanOrEqual(0.05)
})

test('src/music draws no random numbers: every render is the same', () => {
  const folder = new URL('../../src/music/', import.meta.url)
  for (const file of readdirSync(folder)) {
    expect(readFileSync(new URL(file, folder), 'utf8')).not.toMatch(/Math\.random/)
  }
})
