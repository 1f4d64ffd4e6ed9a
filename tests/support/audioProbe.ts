import type { CDPSession, Page } from '@playwright/test'

/**
 * What a test knows of a page's sound, read from the browser's own objects, never from flags the
 * app sets: every audio object the page makes (media elements by any means, audio contexts) is
 * counted from the first script on; every start of sound (a media element's play(), an audio
 * context made or resumed) is logged with the event being dispatched at that moment; every audio
 * file made in memory (a tune rendered into a `blob:`) is counted; and the last media element's
 * output is read as samples (its captureStream() into an AnalyserNode).
 */
export type AudioProbe = {
  /** Media elements and audio contexts made so far, by kind. */
  made: string[]
  /** The `error` events of those media elements. */
  errors: number
  /** Every start of sound, in order. */
  starts: SoundStart[]
  /** Audio files the page made in memory (URL.createObjectURL of an audio/* Blob). */
  audioFiles: number
}

/**
 * One start of sound: `play` (HTMLMediaElement), `AudioContext` (made) or `resume`, with the
 * type of the event the page was handling then (`''` outside any: a timer, a promise) and, for
 * a pointer event, its pointerType.
 */
export type SoundStart = { call: string; event: string; pointerType: string }

declare global {
  interface Window {
    __audioProbe: AudioProbe & {
      elements: HTMLMediaElement[]
      TestContext?: typeof AudioContext
      resumeUnlogged?: (context: AudioContext) => Promise<void>
    }
  }
}

/** Installs the probe before any of the page's scripts run (on every navigation). */
export async function probeAudio(page: Page) {
  await page.addInitScript(() => {
    // The test's own context (outputLevel) is made from the native constructor: not counted.
    const resume = window.AudioContext?.prototype.resume
    const probe: Window['__audioProbe'] = {
      made: [],
      errors: 0,
      starts: [],
      audioFiles: 0,
      elements: [],
      TestContext: window.AudioContext,
      resumeUnlogged: resume && ((context) => resume.call(context)),
    }
    window.__audioProbe = probe
    // The event the page is handling now (window.event is set while a listener runs).
    const logStart = (call: string) => {
      const event = window.event as (Event & { pointerType?: string }) | undefined
      probe.starts.push({ call, event: event?.type ?? '', pointerType: event?.pointerType ?? '' })
    }
    const track = (element: HTMLMediaElement) => {
      if (probe.elements.includes(element)) return element
      probe.elements.push(element)
      probe.made.push(element.localName)
      element.addEventListener('error', () => (probe.errors += 1))
      return element
    }
    const NativeAudio = window.Audio
    window.Audio = new Proxy(NativeAudio, {
      construct: (target, args) => track(Reflect.construct(target, args) as HTMLAudioElement),
    })
    const createElement = Document.prototype.createElement
    Document.prototype.createElement = function (this: Document, ...args: [string]) {
      const element = createElement.apply(this, args)
      if (element instanceof HTMLMediaElement) track(element)
      return element
    } as typeof createElement
    const play = HTMLMediaElement.prototype.play
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      logStart('play')
      return play.call(this)
    }
    for (const name of ['AudioContext', 'webkitAudioContext'] as const) {
      const Native = (window as unknown as Record<string, typeof AudioContext | undefined>)[name]
      if (!Native) continue
      ;(window as unknown as Record<string, unknown>)[name] = new Proxy(Native, {
        construct: (target, args) => {
          probe.made.push(name)
          logStart(name)
          return Reflect.construct(target, args)
        },
      })
    }
    if (resume) {
      AudioContext.prototype.resume = function (this: AudioContext) {
        logStart('resume')
        return resume.call(this)
      }
    }
    const createObjectURL = URL.createObjectURL
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob && object.type.startsWith('audio/')) probe.audioFiles += 1
      return createObjectURL(object)
    }
    // Elements written into the document (by markup, or innerHTML).
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('audio, video')) {
        track(element as HTMLMediaElement)
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

const sessions = new WeakMap<Page, Promise<CDPSession>>()

/**
 * `expression`'s value in the page, read without a user gesture. Playwright's own evaluate and
 * every locator check run with `userGesture: true` (Chromium then allows sound for 5 s), so
 * before the visitor's tap a test reads the page only through here: CDP's Runtime.evaluate,
 * whose `userGesture` is off unless asked for.
 */
export async function readQuietly<T>(page: Page, expression: string): Promise<T> {
  let session = sessions.get(page)
  if (!session) {
    session = page.context().newCDPSession(page)
    sessions.set(page, session)
  }
  const { result, exceptionDetails } = await (
    await session
  ).send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`)
  return result.value as T
}

/** Polls `expression` quietly (readQuietly) until it is true. */
export async function waitQuietly(page: Page, expression: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await readQuietly<boolean>(page, `Boolean(${expression})`))) {
    if (Date.now() > deadline) throw new Error(`never true: ${expression}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** What the probe has seen so far, read quietly (readQuietly). */
export async function audioSeen(page: Page): Promise<AudioProbe> {
  return readQuietly(
    page,
    `(({ made, errors, starts, audioFiles }) => ({ made, errors, starts, audioFiles }))(window.__audioProbe)`,
  )
}

/** Whether a start of sound came inside an event that carries a user activation for sound. */
export function isInSoundGesture({ event, pointerType }: SoundStart): boolean {
  return (
    event === 'click' ||
    (event === 'pointerdown' && pointerType === 'mouse') ||
    (event === 'pointerup' && pointerType !== 'mouse' && pointerType !== '')
  )
}

/**
 * What a visitor hears, RMS (full scale 1), the loudest over `ms`: the page's last media
 * element's samples after `settleMs` (what the stream still held from before is not counted),
 * times its volume, and 0 when it is muted or there is no element. captureStream() carries the
 * samples before `muted` and `volume` apply (as its spec says), so they are read from the
 * element. Its own AudioContext does the reading: it is made inside Playwright's evaluate, which
 * counts as a user gesture, so it may start; it is not counted among the page's.
 */
export async function outputLevel(page: Page, ms = 800, settleMs = 300): Promise<number> {
  return page.evaluate(
    async ([duration, settle]) => {
      const probe = window.__audioProbe
      const element = probe.elements.at(-1) as
        | (HTMLMediaElement & { captureStream?: () => MediaStream; __analyser?: AnalyserNode })
        | undefined
      if (!element?.captureStream) return 0
      if (!element.__analyser && probe.TestContext && probe.resumeUnlogged) {
        // An element that has not loaded its song yet has no audio track to read: silence.
        const stream = element.captureStream()
        if (stream.getAudioTracks().length === 0) return 0
        const context = new probe.TestContext()
        await probe.resumeUnlogged(context)
        const analyser = context.createAnalyser()
        analyser.fftSize = 2048
        context.createMediaStreamSource(stream).connect(analyser)
        element.__analyser = analyser
      }
      const analyser = element.__analyser
      if (!analyser) return 0
      await new Promise((resolve) => setTimeout(resolve, settle))
      const samples = new Float32Array(analyser.fftSize)
      let loudest = 0
      const end = performance.now() + duration
      while (performance.now() < end) {
        analyser.getFloatTimeDomainData(samples)
        let sum = 0
        for (const sample of samples) sum += sample * sample
        loudest = Math.max(loudest, Math.sqrt(sum / samples.length))
        await new Promise((resolve) => setTimeout(resolve, 40))
      }
      return element.muted ? 0 : loudest * element.volume
    },
    [ms, settleMs],
  )
}

/** An output that is sound: a tune at -18 LUFS has an RMS near 0.1; silence reads 0. */
export const SOUND_RMS = 0.005
