import type { Page } from '@playwright/test'

/**
 * What a test knows of a page's sound, read from the browser's own objects, never from flags the
 * app sets: every audio object the page makes (media elements by any means, audio contexts) is
 * counted from the first script on, and the last media element's output is read as samples
 * (its captureStream() into an AnalyserNode).
 */
export type AudioProbe = {
  /** Media elements and audio contexts made so far, by kind. */
  made: string[]
  /** The `error` events of those media elements. */
  errors: number
}

declare global {
  interface Window {
    __audioProbe: AudioProbe & { elements: HTMLMediaElement[]; TestContext?: typeof AudioContext }
  }
}

/** Installs the probe before any of the page's scripts run (on every navigation). */
export async function probeAudio(page: Page) {
  await page.addInitScript(() => {
    // The test's own context (outputLevel) is made from the native constructor: not counted.
    const probe: Window['__audioProbe'] = {
      made: [],
      errors: 0,
      elements: [],
      TestContext: window.AudioContext,
    }
    window.__audioProbe = probe
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
    for (const name of ['AudioContext', 'webkitAudioContext'] as const) {
      const Native = (window as unknown as Record<string, typeof AudioContext | undefined>)[name]
      if (!Native) continue
      ;(window as unknown as Record<string, unknown>)[name] = new Proxy(Native, {
        construct: (target, args) => {
          probe.made.push(name)
          return Reflect.construct(target, args)
        },
      })
    }
    // Elements written into the document (by markup, or innerHTML).
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('audio, video')) {
        track(element as HTMLMediaElement)
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

/** What the probe has seen so far. */
export async function audioSeen(page: Page): Promise<AudioProbe> {
  return page.evaluate(() => ({
    made: [...window.__audioProbe.made],
    errors: window.__audioProbe.errors,
  }))
}

/**
 * The loudest RMS (full scale 1) of the page's last media element's output over `ms`, read
 * from its samples after `settleMs` (what the stream still held from before is not counted); 0
 * when there is no element. Its own AudioContext does the reading: it is made inside
 * Playwright's evaluate, which counts as a user gesture, so it may start.
 */
export async function outputLevel(page: Page, ms = 800, settleMs = 300): Promise<number> {
  return page.evaluate(
    async ([duration, settle]) => {
      const probe = window.__audioProbe
      const element = probe.elements.at(-1) as
        | (HTMLMediaElement & { captureStream?: () => MediaStream; __analyser?: AnalyserNode })
        | undefined
      if (!element?.captureStream) return 0
      if (!element.__analyser && probe.TestContext) {
        // An element that has not loaded its song yet has no audio track to read: silence.
        const stream = element.captureStream()
        if (stream.getAudioTracks().length === 0) return 0
        const context = new probe.TestContext()
        await context.resume()
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
      return loudest
    },
    [ms, settleMs],
  )
}

/** An output that is sound: a tune at -18 LUFS has an RMS near 0.1; silence reads 0. */
export const SOUND_RMS = 0.005
