import type { BurstRequest } from '../particles/fireBurst'
import type { HeartColours } from '../particles/palette'
import type { CountReport } from '../scenes/countReport'
import type { ElementView } from '../ui/viewWatch'

/** What a scene starts with, wherever it runs. */
export type SceneSetup = {
  view: ElementView
  hasFloatingHearts: boolean
  hasBurst: boolean
  isCalm: boolean
  isHidden: boolean
  /** The page's heart colours (its stylesheet's, heartColours.ts). */
  hearts: HeartColours
}

export type SceneEvents = {
  onCount: CountReport
  /** The first frame is on screen. */
  onReady: () => void
  /**
   * The scene cannot run. `canRetryOnMainThread`: the fault was the worker's (it did not start,
   * threw, or never drew), so the same scene may still run on the page's thread.
   */
  onFailure: (error: unknown, canRetryOnMainThread: boolean) => void
}

/** The page's handle on a running scene, in a worker or on the page's thread. */
export type SceneLink = {
  /** A burst at a point of the canvas (CSS px), or at its centre. */
  burst: (request: BurstRequest) => void
  resize: (view: ElementView) => void
  setCalm: (isCalm: boolean) => void
  setHidden: (isHidden: boolean) => void
  /** Stops the scene and frees its context. */
  stop: () => void
}

/** Starts the scene on `canvas`; returns at once, and tells `events` how it goes. */
export type StartScene = (
  canvas: HTMLCanvasElement,
  setup: SceneSetup,
  events: SceneEvents,
) => SceneLink
