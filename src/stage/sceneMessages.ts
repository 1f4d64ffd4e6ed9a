/**
 * What the page and the scene worker say to each other. The page handles taps itself and sends
 * only what the scene cannot see from a worker: its canvas, its size, the visitor's settings.
 */
import type { BurstRequest } from '../particles/fireBurst'
import type { CountName } from '../scenes/countReport'
import type { SceneView } from '../scenes/sceneRoot'

export type ToSceneWorker =
  | {
      type: 'start'
      canvas: OffscreenCanvas
      view: SceneView
      hasFloatingHearts: boolean
      hasBurst: boolean
      isCalm: boolean
      isHidden: boolean
    }
  | { type: 'resize'; view: SceneView }
  | { type: 'motion'; isCalm: boolean }
  | { type: 'visibility'; isHidden: boolean }
  /** A point in the canvas's CSS px, or its centre. */
  | { type: 'burst'; request: BurstRequest }

export type FromSceneWorker =
  /** The first frame is on screen. */
  | { type: 'ready' }
  | { type: 'count'; name: CountName; count: number }
  /**
   * The scene cannot run. `isStartup`: before its first frame (no WebGL 2 in the worker, the
   * scene chunk did not load), when the page's thread may still manage.
   */
  | { type: 'failure'; message: string; isStartup: boolean }
