import { useLayoutEffect, useRef } from 'react'
import { connectBurst, disconnectBurst, type BurstChannel } from './burstChannel'
import type { Press } from '../particles/startBurst'
import { readHeartColours } from '../ui/heartColours'
import { readElementView, watchView } from '../ui/viewWatch'
import type { SceneLink, StartScene } from './sceneLink'

type Props = {
  /** The stage element the canvas fills. */
  host: HTMLElement
  /** Who draws: the WebGL scene in a worker or on the page's thread, or Canvas 2D. */
  start: StartScene
  hasFloatingHearts: boolean
  /** The page's presses, in client coordinates. */
  burstChannel?: BurstChannel
  isCalm: boolean
  onFailure: (error: unknown, canRetryOnMainThread: boolean) => void
}

/**
 * The page's side of a renderer, whichever it is: it adds the canvas, tells the scene its size,
 * DPR, motion setting and visibility, mirrors its counts and readiness on the page, and passes the
 * page's presses on once the scene has drawn (so none is lost to a scene that fails to start).
 * Renders nothing itself.
 */
export function StageCanvas({
  host,
  start,
  hasFloatingHearts,
  burstChannel,
  isCalm,
  onFailure,
}: Props) {
  const linkRef = useRef<SceneLink | null>(null)
  // Props the scene's start reads without restarting it when they change.
  const propsRef = useRef({ isCalm, onFailure })
  useLayoutEffect(() => {
    propsRef.current = { isCalm, onFailure }
  })

  useLayoutEffect(() => {
    // A fresh canvas per renderer mount: an R3F root cannot be reused.
    const canvas = document.createElement('canvas')
    canvas.className = 'stage-canvas'
    host.appendChild(canvas)
    let isAlive = true
    const burst = (press: Press) => link.burst(toStagePress(host, press))
    let link: SceneLink
    try {
      link = start(
        canvas,
        {
          view: readElementView(host),
          hasFloatingHearts,
          hasBurst: burstChannel !== undefined,
          isCalm: propsRef.current.isCalm,
          isHidden: document.hidden,
          hearts: readHeartColours(host),
        },
        {
          // For r3f devtools users and tests: `data-hearts`, `data-burst` on the canvas.
          onCount: (name, count) => {
            canvas.dataset[name] = String(count)
          },
          onReady: () => {
            if (!isAlive || host.dataset.ready) return
            markStageReady(host)
            if (burstChannel) connectBurst(burstChannel, burst)
          },
          onFailure: (error, canRetryOnMainThread) => {
            if (isAlive) propsRef.current.onFailure(error, canRetryOnMainThread)
          },
        },
      )
    } catch (error) {
      // A start that throws (a browser refusing the module worker) leaves no cleanup to run: its
      // canvas, maybe already handed to a worker, goes now, before the next renderer adds its
      // own. The page's thread needs no worker, so it may take over.
      canvas.remove()
      propsRef.current.onFailure(error, true)
      return
    }
    linkRef.current = link
    const stopWatching = watchView(host, link.resize)
    const onVisibilityChange = () => link.setHidden(document.hidden)
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      isAlive = false
      linkRef.current = null
      if (burstChannel) disconnectBurst(burstChannel, burst)
      stopWatching()
      document.removeEventListener('visibilitychange', onVisibilityChange)
      link.stop()
      canvas.remove()
      delete host.dataset.ready
    }
  }, [host, start, hasFloatingHearts, burstChannel])

  useLayoutEffect(() => {
    linkRef.current?.setCalm(isCalm)
  }, [isCalm])

  return null
}

/** The page's press, from client coordinates to the stage's own (the scene sees no DOM). */
function toStagePress(host: HTMLElement, press: Press): Press {
  const rect = host.getBoundingClientRect()
  return { x: press.x - rect.left, y: press.y - rect.top, hasPoint: press.hasPoint }
}

/**
 * The stage's first frame is on screen: `data-ready` on the stage element and a bubbling
 * `heartburst:ready` event from it, the public hooks tests and embedders wait on.
 */
function markStageReady(host: HTMLElement) {
  host.dataset.ready = 'true'
  host.dispatchEvent(new CustomEvent('heartburst:ready', { bubbles: true }))
}
