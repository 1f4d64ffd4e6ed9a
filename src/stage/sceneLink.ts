/**
 * What every renderer of the stage meets, wherever it runs (a worker, the page's thread, Canvas
 * 2D): the setup it starts with, the events it reports, and the link the page drives it through.
 */
import type { Press } from '../particles/startBurst'
import type { HeartColours } from '../particles/palette'
import type { CountReport } from '../scenes/countReport'
import type { ElementView } from '../ui/viewWatch'

/** What a scene starts with, wherever it runs; the worker's start message carries the same. */
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
  burst: (press: Press) => void
  resize: (view: ElementView) => void
  setCalm: (isCalm: boolean) => void
  setHidden: (isHidden: boolean) => void
  /** Stops the scene and frees its context. */
  stop: () => void
}

/** A scene that never started (its renderer reported why): every call does nothing. */
export const NO_SCENE: SceneLink = {
  burst() {},
  resize() {},
  setCalm() {},
  setHidden() {},
  stop() {},
}

/** Starts the scene on `canvas`; returns at once, and tells `events` how it goes. */
export type StartScene = (
  canvas: HTMLCanvasElement,
  setup: SceneSetup,
  events: SceneEvents,
) => SceneLink

/**
 * What the WebGL scene's code mounts on (sceneBundle.tsx), the same on the page's thread and in a
 * worker: the setup, a canvas with the context made for it, and where it reports.
 */
export type MountSetup = Omit<SceneSetup, 'isHidden'> & {
  canvas: HTMLCanvasElement | OffscreenCanvas
  context: WebGL2RenderingContext
  onCount: CountReport
  onReady: () => void
  /** The shaders are compiled (a boot step the worker reports). */
  onShadersReady?: () => void
  onFailure: (error: unknown) => void
}

/** Mounts a scene on a setup: a renderer's code, bound to its canvas and context. */
export type MountScene = (setup: SceneSetup) => SceneLink

/**
 * A scene link that works from the first call, while the scene's code is still on its way: the
 * latest size, motion setting and visibility are kept and the scene is mounted with them when
 * the code lands. Bursts need no keeping: the page connects its presses only once the scene has drawn.
 * Every host uses it. `onFailure` hears of code that failed to load or mount, unless the link was
 * stopped first.
 */
export function deferScene(
  setup: SceneSetup,
  mounting: Promise<MountScene>,
  onFailure: (error: unknown) => void,
): SceneLink {
  let current = setup
  let scene: SceneLink | null = null
  let isStopped = false
  mounting
    .then((mount) => {
      if (isStopped) return
      scene = mount(current)
      if (current.isHidden) scene.setHidden(true)
    })
    .catch((error: unknown) => {
      if (!isStopped) onFailure(error)
    })
  return {
    burst: (press) => scene?.burst(press),
    resize: (view) => {
      current = { ...current, view }
      scene?.resize(view)
    },
    setCalm: (isCalm) => {
      current = { ...current, isCalm }
      scene?.setCalm(isCalm)
    },
    setHidden: (isHidden) => {
      current = { ...current, isHidden }
      scene?.setHidden(isHidden)
    },
    stop: () => {
      isStopped = true
      scene?.stop()
    },
  }
}
