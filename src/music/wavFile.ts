/**
 * Samples as a WAV file's bytes: RIFF/WAVE, PCM, 16-bit, mono, little-endian. Pure.
 * http://soundfile.sapp.org/doc/WaveFormat/
 */

const HEADER_BYTES = 44
const BYTES_PER_SAMPLE = 2

/**
 * The WAV file of `samples` (linear, [-1, 1]; anything past that is clamped), each rounded to
 * the nearest 16-bit step with no dither: the tunes are synthesized well above the 16-bit noise
 * floor, and rounding keeps the file the same on every run.
 */
export function wavBytes(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * BYTES_PER_SAMPLE
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes)
  const view = new DataView(bytes.buffer)
  const writeTag = (at: number, tag: string) => {
    for (let i = 0; i < 4; i++) view.setUint8(at + i, tag.charCodeAt(i))
  }
  writeTag(0, 'RIFF')
  view.setUint32(4, HEADER_BYTES - 8 + dataBytes, true)
  writeTag(8, 'WAVE')
  writeTag(12, 'fmt ')
  view.setUint32(16, 16, true) // the fmt chunk's size
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * BYTES_PER_SAMPLE, true) // bytes per second
  view.setUint16(32, BYTES_PER_SAMPLE, true) // bytes per frame
  view.setUint16(34, 16, true) // bits per sample
  writeTag(36, 'data')
  view.setUint32(40, dataBytes, true)
  for (let i = 0; i < samples.length; i++) {
    const clamped = Math.max(-1, Math.min(1, samples[i]))
    view.setInt16(HEADER_BYTES + i * BYTES_PER_SAMPLE, Math.round(clamped * 32767), true)
  }
  return bytes
}
