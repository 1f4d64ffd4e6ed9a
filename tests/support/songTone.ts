import { wavBytes } from '../../src/music/wavFile'

/** Two seconds of a 440 Hz tone as a WAV file: what a maker's song host sends in the tests. */
export function toneFile(): Buffer {
  const rate = 24_000
  const samples = new Float32Array(rate * 2)
  for (let i = 0; i < samples.length; i++)
    samples[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate)
  return Buffer.from(wavBytes(samples, rate))
}
