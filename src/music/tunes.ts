/**
 * The built-in tunes' scores, as compact text read once when the module loads. Pure data: no
 * DOM, no clocks. Units: MIDI pitch (69 = A4), beats (a quarter note each), velocity 0..1.
 *
 * A voice is one line of tokens `<pitch>[:<steps>]`, `r` for a rest; a length, once given, holds
 * for the tokens after it (as in LilyPond). A step is a sixteenth note. A voice's `holdSteps`
 * lets each note sound at least that long (the sustain pedal), so arpeggios ring as one chord.
 *
 * Sources, all public domain: Beethoven, Bagatelle WoO 59 "Für Elise" (Beethoven died in 1827),
 * read from the Mutopia Project edition (after Breitkopf & Härtel); Pachelbel, Canon per 3 violini
 * e basso (Pachelbel died in 1706), read from the Mutopia Project parts; Bèo dạt mây trôi, a
 * traditional folk song of northern Vietnam (dân ca Bắc Bộ): the sung melody in C, with a plain
 * broken-chord accompaniment of our own.
 */
import type { TuneId } from './song'

export type TuneNote = {
  readonly pitch: number
  readonly startBeat: number
  readonly lengthBeats: number
  readonly velocity: number
}

export type Tune = {
  readonly id: TuneId
  readonly tempoBpm: number
  /** One loop; the last notes may ring past it (the renderer folds that onto the start). */
  readonly loopBeats: number
  /**
   * Linear output gain, chosen so one rendered loop measures -18 LUFS (ITU-R BS.1770-4,
   * integrated): tests/unit/tunes.test.ts measures it. Re-measure when the voice changes.
   */
  readonly gain: number
  /** Sorted by start. */
  readonly notes: readonly TuneNote[]
}

type VoiceText = {
  readonly score: string
  readonly velocity: number
  readonly holdSteps: number
}

const STEPS_PER_BEAT = 4
const NOTE_OFFSETS: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 }
const PITCH_NAME = /^([A-G])([#b]?)(\d)$/

/** The MIDI pitch of a name like `C4` (60), `F#2` or `Bb3`. Throws on anything else. */
export function midiPitchOfName(name: string): number {
  const match = PITCH_NAME.exec(name)
  if (!match) throw new Error(`Not a pitch: ${name}`)
  const accidental = match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0
  return 12 * (Number(match[3]) + 1) + NOTE_OFFSETS[match[1]] + accidental
}

/**
 * A note's velocity times the weight of where it falls: a bar's downbeat is played fullest, the
 * other beats a little softer, the notes between them softer still, as a player phrases. `step`
 * counts from the first bar line (negative in an upbeat).
 */
function accentOf(step: number, barSteps: number, beatSteps: number): number {
  const inBar = ((step % barSteps) + barSteps) % barSteps
  if (inBar === 0) return 1
  return inBar % beatSteps === 0 ? 0.9 : 0.8
}

/** A voice's notes, and how many steps it fills. */
function readVoice(
  voice: VoiceText,
  { barSteps, beatSteps, upbeatSteps = 0 }: TuneText,
): { notes: TuneNote[]; filledSteps: number } {
  const notes: TuneNote[] = []
  let step = 0
  let steps = 1
  for (const token of voice.score.trim().split(/\s+/)) {
    const [name, length] = token.split(':')
    if (length !== undefined) steps = Number(length)
    if (!(steps > 0)) throw new Error(`Bad length in ${token}`)
    if (name !== 'r') {
      notes.push({
        pitch: midiPitchOfName(name),
        startBeat: step / STEPS_PER_BEAT,
        lengthBeats: Math.max(steps, voice.holdSteps) / STEPS_PER_BEAT,
        velocity: voice.velocity * accentOf(step - upbeatSteps, barSteps, beatSteps),
      })
    }
    step += steps
  }
  return { notes, filledSteps: step }
}

type TuneText = {
  readonly tempoBpm: number
  readonly loopBeats: number
  readonly gain: number
  /** Steps per bar and per felt beat, for the accents. */
  readonly barSteps: number
  readonly beatSteps: number
  /** Steps before the first bar line (a tune that opens on an upbeat); the loop still closes. */
  readonly upbeatSteps?: number
  readonly voices: readonly VoiceText[]
}

/** Reads every voice; each must fill the loop exactly, so a wrong length fails on load. */
function readTune(id: TuneId, text: TuneText): Tune {
  const loopSteps = text.loopBeats * STEPS_PER_BEAT
  const notes: TuneNote[] = []
  for (const voice of text.voices) {
    const { notes: voiceNotes, filledSteps } = readVoice(voice, text)
    if (filledSteps !== loopSteps) {
      throw new Error(`${id}: a voice fills ${filledSteps} of ${loopSteps} steps`)
    }
    notes.push(...voiceNotes)
  }
  notes.sort((a, b) => a.startBeat - b.startBeat || a.pitch - b.pitch)
  return { id, tempoBpm: text.tempoBpm, loopBeats: text.loopBeats, gain: text.gain, notes }
}

// ---- Für Elise: A (ending to B), B, A (ending back to the top); 22 bars of 3/8 ----

const ELISE_A = `E5:1 D#5 E5 B4 D5 C5  A4:2 r:1 C4 E4 A4  B4:2 r:1 E4 G#4 B4  C5:2 r:1 E4 E5 D#5
  E5 D#5 E5 B4 D5 C5  A4:2 r:1 C4 E4 A4  B4:2 r:1 E4 C5 B4`
const ELISE_TO_B = 'A4:2 r:1 B4 C5 D5'
const ELISE_B = `E5:3 G4:1 F5 E5  D5:3 F4:1 E5 D5  C5:3 E4:1 D5 C5
  B4:2 r:1 E4 E5 r  r E5 E6 r:2 D#5:1  E5:2 r:1 D#5 E5 D#5`
// The loop opens on the upbeat (E5 D#5) and ends on the last bar's A, so the first play starts
// as the piece does and every repeat finds the upbeat again.
const ELISE_UPBEAT = 'E5:1 D#5'
const ELISE_TO_TOP = 'A4:4'
const ELISE_A_LEFT = `r:6  A2:1 E3 A3 r:3  E2:1 E3 G#3 r:3  A2:1 E3 A3 r:3
  r:6  A2:1 E3 A3 r:3  E2:1 E3 G#3 r:3`
const ELISE_CADENCE_LEFT = 'A2:1 E3 A3 r:3'
const ELISE_B_LEFT = 'C3:1 G3 C4 r:3  G2:1 G3 B3 r:3  A2:1 E3 A3 r:3  E2:1 E3 E4 r:3  r:12'

const FUR_ELISE: TuneText = {
  tempoBpm: 72,
  loopBeats: 33,
  gain: 0.2048,
  barSteps: 6,
  beatSteps: 2,
  upbeatSteps: 2,
  voices: [
    {
      score: `${ELISE_UPBEAT} ${ELISE_A} ${ELISE_TO_B} ${ELISE_B} ${ELISE_A} ${ELISE_TO_TOP}`,
      velocity: 0.8,
      holdSteps: 1,
    },
    {
      // The upbeat's rest, then the bars; the last bar gives back the upbeat's two steps.
      score: `r:2 ${ELISE_A_LEFT} ${ELISE_CADENCE_LEFT} ${ELISE_B_LEFT} ${ELISE_A_LEFT} A2:1 E3 A3 r:1`,
      velocity: 0.5,
      holdSteps: 4,
    },
    // The left hand's answers in the treble (bars 12-14), without pedal.
    { score: 'r:73 E4:1 E5 r:2 D#5:1 E5 r:2 D#5:1 E5 r:49', velocity: 0.6, holdSteps: 1 },
  ],
}

// ---- Canon in D: the ground bass under two violins in canon, four rounds of two bars ----

const CANON_BASS = 'D3:4 A2 B2 F#2 G2 D2 G2 A2 '.repeat(4)
const CANON_LINES = [
  'F#5:4 E5 D5 C#5 B4 A4 B4 C#5',
  'D5:4 C#5 B4 A4 G4 F#4 G4 E4',
  'D4:2 F#4 A4 G4 F#4 D4 F#4 E4 D4 B3 D4 A4 G4 B4 A4 G4',
  'F#4:2 D4 E4 C#5 D5 F#5 A5 A4 B4 G4 A4 F#4 D4 D5 D5:3 C#5:1',
]

const CANON_IN_D: TuneText = {
  tempoBpm: 60,
  loopBeats: 32,
  gain: 0.205,
  barSteps: 16,
  beatSteps: 4,
  voices: [
    { score: CANON_BASS, velocity: 0.55, holdSteps: 6 },
    { score: CANON_LINES.join(' '), velocity: 0.7, holdSteps: 1 },
    // The second violin, two bars behind: a round, so the loop starts mid-canon and closes.
    {
      score: [3, 0, 1, 2].map((line) => CANON_LINES[line]).join(' '),
      velocity: 0.55,
      holdSteps: 1,
    },
  ],
}

// ---- Bèo dạt mây trôi: three phrases (19 bars of 4/4), looping into the first again ----

const BEO_MELODY = `C5:8 G5:2 F5 E5 F5  G5:8 G5:1 A5:3 G5:4  G5:8 D5:1 E5:7  E5:6 D5:2 E5 D5 E5 G5
  C5:6 G4:1 A4 C5:2 E5 D5 C5  G4:2 A4 G4:12  G5:4 F5:2 G5:1 F5 E5:4 F5
  G5:7 G4:1 D5 E5:7  E5:8 E5:2 D5 E5 G5  C5:8 C5:2 E5 D5 C5  G4:8 D4
  C5:1 A4:3 C5:4 C5 D5:2 E5  E5:10 G4:2 C5 D5
  E5:6 D5:2 E5:4 D5:2 E5:1 D5  C5:6 D5:2 E5 D5 E5 G5  C5:4 G4:8 C5:4
  G4:4 C5 E5 D5:2 E5:1 D5  C5:8 F4:4 C4:2 F4  G4:1 E4:7 C5:2 E4 G4:4`
const BEO_CHORDS = 'C G Am C F G C Em Am F G F C Em Am F G C C'
/** Root, fifth, the third an octave up, the octave: a plain broken chord per bar. */
const CHORD_TONES: Readonly<Record<string, readonly string[]>> = {
  C: ['C3', 'G3', 'E4', 'C4'],
  G: ['G2', 'D3', 'B3', 'G3'],
  Am: ['A2', 'E3', 'C4', 'A3'],
  F: ['F2', 'C3', 'A3', 'F3'],
  Em: ['E2', 'B2', 'G3', 'E3'],
}
const chordsOf = (chords: string) => chords.split(' ').map((chord) => CHORD_TONES[chord])

const BEO_DAT_MAY_TROI: TuneText = {
  tempoBpm: 120,
  loopBeats: 76,
  gain: 0.1931,
  barSteps: 16,
  beatSteps: 4,
  voices: [
    { score: BEO_MELODY, velocity: 0.8, holdSteps: 1 },
    {
      score: chordsOf(BEO_CHORDS)
        .map(([root]) => `${root}:16`)
        .join(' '),
      velocity: 0.5,
      holdSteps: 16,
    },
    {
      score: chordsOf(BEO_CHORDS)
        .map(
          ([, fifth, third, octave]) =>
            `r:2 ${fifth} ${third} ${fifth} ${octave} ${fifth} ${third} ${fifth}`,
        )
        .join(' '),
      velocity: 0.35,
      holdSteps: 6,
    },
  ],
}

/** Every built-in tune, by id. */
export const TUNES: Readonly<Record<TuneId, Tune>> = {
  'fur-elise': readTune('fur-elise', FUR_ELISE),
  'canon-in-d': readTune('canon-in-d', CANON_IN_D),
  'beo-dat-may-troi': readTune('beo-dat-may-troi', BEO_DAT_MAY_TROI),
}
