/**
 * A built-in tune as samples: a soft piano voice in a small room, one seamless loop. Pure and
 * deterministic (no randomness, no DOM), so Node's tests hear exactly what a phone plays.
 * Units: seconds, hertz, samples at `sampleRate`; output is mono, linear, in [-1, 1].
 *
 * The loop is seamless because a loop played over and over is the sum of one loop's sound
 * shifted by every multiple of its length (the voice and the room are linear): we render one
 * loop plus the tail that rings past its end, then add that tail onto the start.
 */
import type { TuneId } from './song'
import { scheduleTune, type NoteEvent } from './tuneSchedule'
import { TUNES } from './tunes'

export const TUNE_SAMPLE_RATE = 24000

/**
 * The voice's partials: frequency ratio, level, and decay time as a share of the fundamental's.
 * Upper partials fade first, as a struck string's do; the ratios are stretched a little (a
 * stiff string's inharmonicity, f_k = k f √(1 + B k²)), which reads as piano rather than organ.
 */
const INHARMONICITY = 0.0004
export const VOICE_PARTIALS = [1, 2, 3, 4].map((k, index) => ({
  ratio: k * Math.sqrt((1 + INHARMONICITY * k * k) / (1 + INHARMONICITY)),
  level: [1, 0.4, 0.15, 0.06][index],
  decayShare: [1, 0.55, 0.4, 0.3][index],
}))
/** Partials above this are left out: the voice stays soft and far below Nyquist. */
export const VOICE_MAX_PARTIAL_HZ = 6000
/** Raised-cosine attack: long enough that no onset clicks, short enough to read as struck. */
export const ATTACK_S = 0.008
/** Raised-cosine release after the key is let go: every note ends at zero with zero slope. */
export const RELEASE_S = 0.25
/** How long the room rings after the last note: its RT60 is about 0.8 s, so 2 s is ~150 dB down. */
const ROOM_TAIL_S = 2
const SLICE_S = 0.5

/** The fundamental's decay time (to 1/e): low strings ring longer. */
function decayTimeS(frequencyHz: number): number {
  return Math.min(4, Math.max(0.5, 2.4 * (220 / frequencyHz) ** 0.6))
}

/** Upper partials' level factor: richer low notes (phone speakers lose their fundamentals). */
function brightnessOf(frequencyHz: number): number {
  return Math.min(1.6, Math.max(0.5, Math.sqrt(440 / frequencyHz)))
}

function raisedCosine(length: number, isRising: boolean): Float32Array {
  const curve = new Float32Array(length)
  for (let i = 0; i < length; i++) {
    const rise = 0.5 - 0.5 * Math.cos((Math.PI * i) / length)
    curve[i] = isRising ? rise : 1 - rise
  }
  return curve
}

type Voice = { attack: Float32Array; release: Float32Array }

/**
 * Adds one note into `samples` from its start sample on. Each partial is a damped sine made by
 * the recurrence y[n+1] = 2r·cos(w)·y[n] − r²·y[n−1] (no sin() per sample); the four run side
 * by side in one loop, which keeps a whole tune's render near 50 ms in Node.
 */
function addNote(samples: Float32Array, event: NoteEvent, sampleRate: number, voice: Voice): void {
  const first = Math.round(event.startS * sampleRate)
  const heldLength = Math.round(event.durationS * sampleRate)
  const { attack, release } = voice
  const brightness = brightnessOf(event.frequencyHz)
  const decayS = decayTimeS(event.frequencyHz)
  // Per partial: the recurrence's two coefficients and its value at n = 1.
  const c = new Float64Array(4)
  const rSq = new Float64Array(4)
  const y1 = new Float64Array(4)
  for (let k = 0; k < 4; k++) {
    const partial = VOICE_PARTIALS[k]
    const hz = event.frequencyHz * partial.ratio
    if (hz > VOICE_MAX_PARTIAL_HZ) break
    const level = event.gain * partial.level * (k === 0 ? 1 : brightness)
    const w = (2 * Math.PI * hz) / sampleRate
    const r = Math.exp(-1 / (decayS * partial.decayShare * sampleRate))
    c[k] = 2 * r * Math.cos(w)
    rSq[k] = r * r
    y1[k] = level * r * Math.sin(w) // y[1]; y[0] = 0
  }
  // Plain locals, not destructuring: V8 then keeps them as unboxed doubles (2-3x faster).
  const c0 = c[0]
  const c1 = c[1]
  const c2 = c[2]
  const c3 = c[3]
  const r0 = rSq[0]
  const r1 = rSq[1]
  const r2 = rSq[2]
  const r3 = rSq[3]
  let a0 = 0 // y[n−1] of each partial
  let a1 = 0
  let a2 = 0
  let a3 = 0
  let b0 = y1[0] // y[n]
  let b1 = y1[1]
  let b2 = y1[2]
  let b3 = y1[3]
  const length = heldLength + release.length
  for (let n = 1; n < length; n++) {
    const envelope =
      (n < attack.length ? attack[n] : 1) * (n < heldLength ? 1 : release[n - heldLength])
    samples[first + n] += (b0 + b1 + b2 + b3) * envelope
    const next0 = c0 * b0 - r0 * a0
    const next1 = c1 * b1 - r1 * a1
    const next2 = c2 * b2 - r2 * a2
    const next3 = c3 * b3 - r3 * a3
    a0 = b0
    a1 = b1
    a2 = b2
    a3 = b3
    b0 = next0
    b1 = next1
    b2 = next2
    b3 = next3
  }
}

/**
 * A small room in Schroeder's form as Freeverb (Jezar at Dreampoint, public domain) tunes it:
 * parallel feedback combs with a low-pass in the loop, then series allpasses. Four of Freeverb's
 * eight combs and two of its four allpasses, at its 44.1 kHz delays scaled to the sample rate:
 * half the work, and for a quiet room under a soft voice nothing audible is lost.
 * https://ccrma.stanford.edu/~jos/pasp/Freeverb.html
 */
const COMB_TUNINGS = [1116, 1277, 1422, 1557]
const ALLPASS_TUNINGS = [556, 341]
const ROOM_FEEDBACK = 0.76
const ROOM_DAMPING = 0.3
const ALLPASS_FEEDBACK = 0.5
/** What reaches the combs: the room's sound then sits about 14 dB under the voice's. */
const ROOM_SEND = 0.03

type Room = {
  lines: Float32Array[]
  positions: Int32Array
  lowpass: Float64Array
  input: Float32Array
  wet: Float32Array
}

function createRoom(sampleRate: number, sliceLength: number): Room {
  const lines = [...COMB_TUNINGS, ...ALLPASS_TUNINGS].map(
    (tuning) => new Float32Array(Math.round((tuning * sampleRate) / 44100)),
  )
  return {
    lines,
    positions: new Int32Array(lines.length),
    lowpass: new Float64Array(COMB_TUNINGS.length),
    input: new Float32Array(sliceLength),
    wet: new Float32Array(sliceLength),
  }
}

/**
 * Adds the room's sound to samples [from, to) in place (at most one slice); the room keeps its
 * state between calls. Each delay line runs over the whole slice in turn: tight loops.
 */
function addRoom(room: Room, samples: Float32Array, from: number, to: number): void {
  const { lines, positions, lowpass } = room
  const count = to - from
  const { input, wet } = room
  for (let i = 0; i < count; i++) input[i] = samples[from + i] * ROOM_SEND
  wet.fill(0, 0, count)
  for (let j = 0; j < COMB_TUNINGS.length; j++) {
    const line = lines[j]
    const size = line.length
    let position = positions[j]
    let state = lowpass[j]
    for (let i = 0; i < count; i++) {
      const out = line[position]
      state = out * (1 - ROOM_DAMPING) + state * ROOM_DAMPING
      line[position] = input[i] + state * ROOM_FEEDBACK
      if (++position === size) position = 0
      wet[i] += out
    }
    positions[j] = position
    lowpass[j] = state
  }
  for (let j = COMB_TUNINGS.length; j < lines.length; j++) {
    const line = lines[j]
    const size = line.length
    let position = positions[j]
    for (let i = 0; i < count; i++) {
      const delayed = line[position]
      line[position] = wet[i] + delayed * ALLPASS_FEEDBACK
      if (++position === size) position = 0
      wet[i] = delayed - wet[i]
    }
    positions[j] = position
  }
  for (let i = 0; i < count; i++) samples[from + i] += wet[i]
}

/** The render as a sequence of ~0.5 s slices (notes that start in the slice, then the room). */
function* renderSlices(id: TuneId, sampleRate: number): Generator<void, Float32Array, void> {
  const tune = TUNES[id]
  const { loopS, events } = scheduleTune(tune)
  const lastSoundS = Math.max(loopS, ...events.map((e) => e.startS + e.durationS + RELEASE_S))
  const loopLength = Math.round(loopS * sampleRate)
  const samples = new Float32Array(Math.ceil((lastSoundS + ROOM_TAIL_S) * sampleRate))
  const voice: Voice = {
    attack: raisedCosine(Math.round(ATTACK_S * sampleRate), true),
    release: raisedCosine(Math.round(RELEASE_S * sampleRate), false),
  }
  const sliceLength = Math.round(SLICE_S * sampleRate)
  const room = createRoom(sampleRate, sliceLength)
  let next = 0
  for (let from = 0; from < samples.length; from += sliceLength) {
    const to = Math.min(from + sliceLength, samples.length)
    while (next < events.length && Math.round(events[next].startS * sampleRate) < to) {
      addNote(samples, events[next++], sampleRate, voice)
    }
    addRoom(room, samples, from, to)
    yield
  }
  const loop = new Float32Array(loopLength)
  for (let start = 0; start < samples.length; start += loopLength) {
    const end = Math.min(loopLength, samples.length - start)
    for (let i = 0; i < end; i++) loop[i] += samples[start + i] * tune.gain
  }
  return loop
}

/** One loop of the tune, rendered at once (tests, Node). */
export function renderTune(id: TuneId, sampleRate = TUNE_SAMPLE_RATE): Float32Array {
  const slices = renderSlices(id, sampleRate)
  for (;;) {
    const step = slices.next()
    if (step.done) return step.value
  }
}

/** One loop of the tune, yielding to the event loop between slices: no long task on a phone. */
export async function renderTuneInSlices(
  id: TuneId,
  sampleRate = TUNE_SAMPLE_RATE,
): Promise<Float32Array> {
  const slices = renderSlices(id, sampleRate)
  for (;;) {
    const step = slices.next()
    if (step.done) return step.value
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}
