import { createRoot } from '@react-three/fiber'
import type { ReactNode } from 'react'
import { WebGLRenderer } from 'three'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { CAMERA_FOV_DEG } from '../particles/constants'
import { ContextLossGuard } from './ContextLossGuard'
import { FirstFrameSignal } from './FirstFrameSignal'

export type SceneRootOptions = {
  /** The element whose box the canvas fills; its size drives the renderer's. */
  host: HTMLElement
  canvas: HTMLCanvasElement
  /** Made by the caller on `canvas`, so that a device without WebGL never loads this chunk. */
  context: WebGL2RenderingContext
  /** 'always' for scenes that move on their own; 'demand' renders only when invalidated. */
  frameloop: 'always' | 'demand'
}

export type SceneRoot = {
  render: (node: ReactNode) => void
  unmount: () => void
}

/**
 * An R3F root on a canvas and context of our own. `createRoot` + `extend` of the few classes the
 * scenes use replaces <Canvas>, which registers all of three.js; but <Canvas> also brings an error
 * boundary, so this root has one: any error inside the scene tree reaches `onFailure` instead of
 * leaving an empty canvas. `onReady` runs once this root has drawn its first frame.
 */
export function startSceneRoot(
  { host, canvas, context, frameloop }: SceneRootOptions,
  onReady: () => void,
  onFailure: (error: unknown) => void,
): SceneRoot {
  const root = createRoot(canvas)
  let isAlive = true
  let lastNode: ReactNode = null
  const fail = (error: unknown) => {
    if (isAlive) onFailure(error)
  }
  const configure = () => {
    const rect = host.getBoundingClientRect()
    return root.configure({
      size: { width: rect.width, height: rect.height, top: rect.top, left: rect.left },
      dpr: [1, 2],
      frameloop,
      camera: { fov: CAMERA_FOV_DEG, near: 1, far: 10000, position: [0, 0, 1000] },
      gl: (defaults) => {
        const renderer = new WebGLRenderer({ ...defaults, context })
        // Two transparent layers drawn in scene order: sorting them per frame buys nothing.
        renderer.sortObjects = false
        // The synchronous status check makes the main thread wait for the driver on every
        // compile; production builds check link status once, after the async precompile.
        renderer.debug.checkShaderErrors = import.meta.env.DEV
        return renderer
      },
      // Nothing in the scene moves through Object3D transforms; skip the per-frame walk.
      scene: { matrixWorldAutoUpdate: false },
    })
  }
  const draw = (node: ReactNode) => {
    root.render(
      <ErrorBoundary fallback={null} onError={fail}>
        <ContextLossGuard frameloop={frameloop} onFailure={fail} />
        <FirstFrameSignal onReady={onReady} />
        {node}
      </ErrorBoundary>,
    )
  }
  const isConfigured = configure().then(() => true, fail)
  const observer = new ResizeObserver(() => {
    configure().catch(fail)
  })
  observer.observe(host)
  return {
    render(node) {
      lastNode = node
      void isConfigured.then((isReady) => {
        if (isReady && isAlive && lastNode === node) draw(node)
      })
    },
    unmount() {
      isAlive = false
      observer.disconnect()
      root.unmount()
    },
  }
}
