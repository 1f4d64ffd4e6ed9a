import { useLayoutEffect, useRef, useState } from 'react'
import type { HeartSceneProps } from '../scenes/HeartScene'
import type { HeartSceneHandle } from './mountHeartScene'
import { createWebGLContext, releaseWebGLContext } from './webglSupport'

type Props = HeartSceneProps & {
  /** Called when WebGL cannot start or stops working: no context, chunk, shader or scene. */
  onFailure: (error: unknown) => void
}

/**
 * The page's side of the WebGL layer. It makes the canvas and its WebGL 2 context first, and
 * only then downloads three.js and the scene, so a device without WebGL never loads them. It sets
 * `data-ready` once the scene has drawn its first frame, so tests can wait on a signal.
 */
export function MainThreadStage({ onFailure, ...sceneProps }: Props) {
  const hostRef = useRef<HTMLDivElement>(null)
  const [scene, setScene] = useState<HeartSceneHandle | null>(null)
  const onFailureRef = useRef(onFailure)
  const sceneProp = useRef(sceneProps)

  useLayoutEffect(() => {
    onFailureRef.current = onFailure
    sceneProp.current = sceneProps
  })

  const hasFloatingHearts = sceneProps.hasFloatingHearts
  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    // A fresh canvas per mount: an R3F root cannot be configured again once its disposal has
    // started, which StrictMode's mount-unmount-mount would otherwise hit.
    const canvas = document.createElement('canvas')
    canvas.className = 'stage-canvas'
    host.appendChild(canvas)
    const context = createWebGLContext(canvas)
    if (!context) {
      canvas.remove()
      onFailureRef.current(new Error('This device cannot create a WebGL 2 context.'))
      return
    }
    let isAlive = true
    let handle: HeartSceneHandle | null = null
    const fail = (error: unknown) => {
      if (isAlive) onFailureRef.current(error)
    }
    const markReady = () => {
      if (!isAlive) return
      host.dataset.ready = 'true'
      host.dispatchEvent(new CustomEvent('heartburst:ready', { bubbles: true }))
    }
    import('./mountHeartScene').then(({ mountHeartScene }) => {
      if (!isAlive) return
      handle = mountHeartScene({ host, canvas, context, hasFloatingHearts }, markReady, fail)
      handle.render(sceneProp.current)
      setScene(handle)
    }, fail)
    return () => {
      isAlive = false
      // The root releases its own context; one it never took over is released here.
      if (handle) handle.unmount()
      else releaseWebGLContext(context)
      canvas.remove()
      delete host.dataset.ready
      setScene(null)
    }
  }, [hasFloatingHearts])

  useLayoutEffect(() => {
    scene?.render(sceneProps)
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
