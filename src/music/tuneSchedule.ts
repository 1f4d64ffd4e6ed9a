/**
 * A tune's score in seconds and hertz: what the synthesizer plays. Pure, runs once per render.
 * Units: seconds, hertz, linear gain.
 */
import type { Tune } from './tunes'

export type NoteEvent = {
  readonly startS: number
  /** How long the key is held; the voice's release rings after it. */
  readonly durationS: number
  readonly frequencyHz: number
  /** Linear amplitude of the note (its velocity). */
  readonly gain: number
}

export type TuneSchedule = {
  readonly loopS: number
  /** Sorted by start (then frequency); every start lies in [0, loopS). */
  readonly events: readonly NoteEvent[]
}

/** Equal temperament with A4 (MIDI 69) at 440 Hz. */
export function frequencyOfPitch(pitch: number): number {
  return 440 * 2 ** ((pitch - 69) / 12)
}

/** The tune's notes as timed events, and its loop length, at the tune's tempo. */
export function scheduleTune(tune: Tune): TuneSchedule {
  const beatS = 60 / tune.tempoBpm
  const events = tune.notes.map((note) => ({
    startS: note.startBeat * beatS,
    durationS: note.lengthBeats * beatS,
    frequencyHz: frequencyOfPitch(note.pitch),
    gain: note.velocity,
  }))
  events.sort((a, b) => a.startS - b.startS || a.frequencyHz - b.frequencyHz)
  return { loopS: tune.loopBeats * beatS, events }
}
