import { addAfterEffect, createRoot, type ReconcilerRoot } from '@react-three/fiber'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { WebGLRenderer } from 'three'
import { CAMERA_FOV_DEG } from '../particles/constants'
import { createWebGLContext } from './webglSupport'

type Props = {
  /** 'always' for scenes that move on their own; 'demand' renders only when invalidated. */
  frameloop: 'always' | 'demand'
  children: ReactNode
  /** Called when WebGL cannot start (no WebGL, blocked, context creation failed). */
  onFailure: (error: unknown) => void
}

/**
 * An R3F root on a canvas of our own. `createRoot` + `extend` of the few classes the scenes use
 * replaces <Canvas>, which registers all of three.js. The host div fills its positioned parent;
 * it sets `data-ready` once the first frame is on screen so tests can wait on a signal.
 */
export function WebGLStage({ frameloop, children, onFailure }: Props) {
  const hostRef = useRef<HTMLDivElement>(null)
  const [root, setRoot] = useState<ReconcilerRoot<HTMLCanvasElement> | null>(null)
  const onFailureRef = useRef(onFailure)
  const childrenRef = useRef(children)

  useLayoutEffect(() => {
    onFailureRef.current = onFailure
    childrenRef.current = children
  })

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    // A fresh canvas per mount: an R3F root cannot be configured again once disposal started,
    // which StrictMode's mount-unmount-mount would otherwise hit.
    const canvas = document.createElement('canvas')
    canvas.className = 'stage-canvas'
    host.appendChild(canvas)
    const context = createWebGLContext(canvas)
    if (!context) {
      canvas.remove()
      onFailureRef.current(new Error('This device cannot create a WebGL 2 context.'))
      return
    }
    const next = createRoot(canvas)
    let isAlive = true
    const configure = () => {
      const rect = host.getBoundingClientRect()
      return next.configure({
        size: { width: rect.width, height: rect.height, top: rect.top, left: rect.left },
        dpr: [1, 2],
        frameloop,
        camera: { fov: CAMERA_FOV_DEG, near: 1, far: 10000, position: [0, 0, 1000] },
        gl: (defaults) => {
          const renderer = new WebGLRenderer({ ...defaults, context })
          // Two transparent layers drawn in scene order: sorting them per frame buys nothing.
          renderer.sortObjects = false
          // Checking link status makes the main thread wait for the driver; our shaders are
          // fixed and tested, so only development builds pay for the check.
          renderer.debug.checkShaderErrors = import.meta.env.DEV
          return renderer
        },
        // Nothing in the scene moves through Object3D transforms; skip the per-frame walk.
        scene: { matrixWorldAutoUpdate: false },
      })
    }
    // three keeps the context alive across a loss (it calls preventDefault) and rebuilds its
    // GPU state on restore; an on-demand scene then needs a frame to show it again.
    const redraw = () => next.render(childrenRef.current)
    canvas.addEventListener('webglcontextrestored', redraw)
    configure().then(
      () => {
        if (!isAlive) return
        const stop = addAfterEffect(() => {
          stop()
          if (!isAlive) return
          host.dataset.ready = 'true'
          host.dispatchEvent(new CustomEvent('heartburst:ready', { bubbles: true }))
        })
        setRoot(next)
      },
      (error: unknown) => {
        if (isAlive) onFailureRef.current(error)
      },
    )
    const observer = new ResizeObserver(() => {
      configure().catch((error: unknown) => isAlive && onFailureRef.current(error))
    })
    observer.observe(host)
    return () => {
      isAlive = false
      canvas.removeEventListener('webglcontextrestored', redraw)
      observer.disconnect()
      next.unmount()
      canvas.remove()
      delete host.dataset.ready
      setRoot(null)
    }
  }, [frameloop])

  useLayoutEffect(() => {
    root?.render(children)
  })

  return (
    <div
      ref={hostRef}
      className="stage"
      aria-hidden="true"
      data-testid="heart-stage"
      data-renderer="webgl"
    />
  )
}
