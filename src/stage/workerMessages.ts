/**
 * What the page and the scene worker say to each other. The page handles presses itself and sends
 * only what the scene cannot see from a worker: its canvas, its size, the visitor's settings.
 */
import type { Press } from '../particles/startBurst'
import type { CountName } from '../scenes/countReport'
import type { ElementView } from '../ui/viewWatch'
import type { SceneSetup } from './sceneLink'

/** The worker's start: the setup every renderer gets, with the canvas and the scene's address. */
export type StartMessage = SceneSetup & {
  type: 'start'
  canvas: OffscreenCanvas
  /** The scene bundle's absolute address, the one the page's thread would import too. */
  sceneUrl: string
}

export type ToSceneWorker =
  | StartMessage
  | { type: 'resize'; view: ElementView }
  | { type: 'calm'; isCalm: boolean }
  | { type: 'visibility'; isHidden: boolean }
  /** A point in the canvas's CSS px, or its centre. */
  | { type: 'burst'; press: Press }

/**
 * The worker's boot, step by step: its script runs, it holds a WebGL 2 context, the scene code
 * has arrived, the shaders are compiled. The page watches these for a stall (workerHost.ts).
 */
export type BootStep = 'running' | 'context' | 'code' | 'shaders'

/**
 * How long, in visible ms, the worker may stay on one boot step before the page gives up on it.
 * Not a deadline for the whole boot: a slow phone on a slow network is slow at every step but
 * keeps moving, and it keeps the worker; only a step that never ends hands over.
 * - Waiting on the network (the worker's script, then the scene bundle): 30 s. Slow 3G brings the
 *   192 kB gz bundle in about 6 s (docs/PERFORMANCE.md), and the page's thread would wait on the
 *   same network for the same file, so giving up sooner could only cost a second download.
 * - Waiting on the device (a WebGL context, then the first frame with its shader compile): 10 s,
 *   several times what a 6x-throttled CPU takes here.
 */
export const BOOT_STEP_BUDGET_MS = { network: 30_000, device: 10_000 } as const

/** What the worker does next after each step, and so which budget that wait gets. */
export const NEXT_WAIT: Record<BootStep | 'posted', keyof typeof BOOT_STEP_BUDGET_MS> = {
  posted: 'network',
  running: 'device',
  context: 'network',
  code: 'device',
  shaders: 'device',
}

export type FromSceneWorker =
  | { type: 'progress'; step: BootStep }
  /** The first frame is on screen. */
  | { type: 'ready' }
  | { type: 'count'; name: CountName; count: number }
  | FailureMessage

/**
 * The scene cannot run. `isStartup`: before its first frame (no WebGL 2 in the worker, the scene
 * chunk did not load), when the page's thread may still manage. `hasNoContext` (no WebGL 2 in a
 * worker) is this browser's for good: the page remembers it.
 */
export type FailureMessage = {
  type: 'failure'
  message: string
  isStartup: boolean
  hasNoContext?: true
}
