import { useEffect, useRef, useState } from 'react'
import type { TuneId } from '../../../music/song'

/** The tune the preview plays, and whether it is still being made or sounds. */
export type TunePreview = { readonly id: TuneId; readonly phase: 'loading' | 'playing' }

/**
 * A few samples of silence as a WAV file (8 kHz, 8-bit, mono; 128 is silence in 8-bit PCM).
 * Made in the press itself, with no fetch: a blob: address, which the CSP's media-src allows.
 */
function silentWavUrl(): string {
  const samples = 64
  const bytes = new Uint8Array(44 + samples).fill(128, 44)
  const view = new DataView(bytes.buffer)
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[at + i] = value.charCodeAt(i)
  }
  text(0, 'RIFF')
  view.setUint32(4, 36 + samples, true)
  text(8, 'WAVEfmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 1, true)
  view.setUint32(24, 8000, true)
  view.setUint32(28, 8000, true)
  view.setUint16(32, 1, true)
  view.setUint16(34, 8, true)
  text(36, 'data')
  view.setUint32(40, samples, true)
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/wav' }))
}

const ignore = () => {}

/**
 * /create's play/stop preview of the built-in tunes. No audio object exists before the first
 * press of play; the synthesis (src/music/songSource.ts) is loaded then, lazily, and its
 * rendered tune plays through an <audio> element (iPhones mute Web Audio under the silent
 * switch, not media elements). Stop pauses and rewinds; so does unmounting.
 */
export function useTunePreview() {
  const audioRef = useRef<HTMLAudioElement | null>(null)
  // Each press outdates the ones before: a tune still being made for one is never played.
  const pressRef = useRef(0)
  const silenceRef = useRef('')
  const [preview, setPreview] = useState<TunePreview>()
  const [failed, setFailed] = useState<TuneId>()

  useEffect(
    () => () => {
      pressRef.current++
      audioRef.current?.pause()
    },
    [],
  )

  const stop = () => {
    pressRef.current++
    const audio = audioRef.current
    if (audio) {
      audio.pause()
      audio.currentTime = 0
    }
    setPreview(undefined)
  }

  const play = (id: TuneId) => {
    const press = ++pressRef.current
    const isCurrent = () => press === pressRef.current
    setFailed(undefined)
    setPreview({ id, phase: 'loading' })
    // The element is made and started here, inside the press, on a blob of silence: iOS lets an
    // element play later (once the tune is made, after an await) only if it was started within
    // a user activation. Desktop browsers would allow the later play() anyway (sticky activation).
    if (!audioRef.current) {
      const made = document.createElement('audio')
      // The end of the tune, not of the silence that unlocked the element.
      made.addEventListener('ended', () => made.src === silenceRef.current || setPreview(undefined))
      audioRef.current = made
    }
    const audio = audioRef.current
    const silence = silentWavUrl()
    silenceRef.current = silence
    audio.src = silence
    // Interrupted by the tune's own source below: that rejection is expected.
    audio.play().catch(ignore)
    import('../../../music/songSource')
      .then(({ songSource }) => songSource({ kind: 'tune', id }))
      .then(async (url) => {
        if (!isCurrent()) return
        audio.src = url
        await audio.play()
        if (isCurrent()) setPreview({ id, phase: 'playing' })
      })
      .catch(() => {
        // A chunk that failed to load, a tune that could not be made, a refused play():
        // the button goes back to play and says so, with no console error.
        if (!isCurrent()) return
        setPreview(undefined)
        setFailed(id)
      })
      .finally(() => URL.revokeObjectURL(silence))
  }

  const toggle = (id: TuneId) => (preview?.id === id ? stop() : play(id))
  return { preview, failed, toggle, stop }
}
