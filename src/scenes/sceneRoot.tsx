import { createRoot } from '@react-three/fiber'
import type { ReactNode } from 'react'
import { WebGLRenderer } from 'three'
import { CAMERA_FOV_DEG } from '../particles/constants'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import type { ElementView } from '../ui/viewWatch'
import { FirstFrameSignal } from './FirstFrameSignal'
import { FrameLoopGuard } from './FrameLoopGuard'

export type SceneRootOptions = {
  /** The page's canvas, or the OffscreenCanvas a worker was handed. */
  canvas: HTMLCanvasElement | OffscreenCanvas
  /** Made by the caller on `canvas`, so that a device without WebGL never loads this chunk. */
  context: WebGL2RenderingContext
  /** 'always' for scenes that move on their own; 'demand' renders only when invalidated. */
  frameloop: 'always' | 'demand'
  view: ElementView
}

export type SceneRoot = {
  render: (node: ReactNode) => void
  /** The canvas's box or DPR changed (the caller watches them: a worker sees no DOM). */
  resize: (view: ElementView) => void
  /** The page was hidden or shown again. */
  setHidden: (isHidden: boolean) => void
  unmount: () => void
}

/**
 * An R3F root on a canvas and context of our own, on the page's thread or in a worker: it reads
 * nothing from the DOM. `createRoot` + `extend` of the few classes the scenes use replaces
 * <Canvas>, which registers all of three.js and needs a DOM; but <Canvas> also brings an error
 * boundary, so this root has one: any error inside the scene tree reaches `onFailure` instead of
 * leaving an empty canvas. `onReady` runs once this root has drawn its first frame.
 */
export function startSceneRoot(
  { canvas, context, frameloop, view }: SceneRootOptions,
  onReady: () => void,
  onFailure: (error: unknown) => void,
): SceneRoot {
  const root = createRoot(canvas)
  let isAlive = true
  let lastNode: ReactNode = null
  let isHidden = false
  const fail = (error: unknown) => {
    if (isAlive) onFailure(error)
  }
  const configure = (size: ElementView) =>
    root.configure({
      size: { width: size.width, height: size.height, top: 0, left: 0 },
      // The caller caps it (MAX_DPR); a worker has no window.devicePixelRatio for R3F to read.
      dpr: size.dpr,
      frameloop,
      camera: { fov: CAMERA_FOV_DEG, near: 1, far: 10000, position: [0, 0, 1000] },
      gl: (defaults) => {
        const renderer = new WebGLRenderer({ ...defaults, canvas, context })
        // Two transparent layers drawn in scene order: sorting them per frame buys nothing.
        renderer.sortObjects = false
        // The synchronous status check makes the thread wait for the driver on every compile;
        // production builds check link status once, after the async precompile.
        renderer.debug.checkShaderErrors = import.meta.env.DEV
        return renderer
      },
      // Nothing in the scene moves through Object3D transforms; skip the per-frame walk.
      scene: { matrixWorldAutoUpdate: false },
    })
  const draw = () => {
    root.render(
      <ErrorBoundary fallback={null} onError={fail}>
        <FrameLoopGuard frameloop={frameloop} isHidden={isHidden} onFailure={fail} />
        <FirstFrameSignal onReady={onReady} />
        {lastNode}
      </ErrorBoundary>,
    )
  }
  // Calls are serialized: a configure must finish before the next one or a render starts.
  let queue = configure(view).then(() => true, fail)
  const whenConfigured = (work: () => void) => {
    queue = queue.then((isReady) => {
      if (isReady && isAlive) work()
      return isReady
    })
  }
  return {
    render(node) {
      lastNode = node
      whenConfigured(draw)
    },
    resize(size) {
      whenConfigured(() => {
        configure(size).catch(fail)
      })
    },
    setHidden(hidden) {
      isHidden = hidden
      whenConfigured(draw)
    },
    unmount() {
      isAlive = false
      root.unmount()
    },
  }
}
