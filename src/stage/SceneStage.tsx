import { useLayoutEffect, useRef } from 'react'
import { connectBurst, disconnectBurst, type BurstChannel } from '../particles/burstChannel'
import type { BurstRequest } from '../particles/fireBurst'
import type { SceneLink, StartScene } from './sceneLink'
import { readElementView, watchView } from '../ui/viewWatch'
import { markStageReady } from '../ui/stageReady'
import { readHeartColours } from '../ui/heartColours'
import { addStageCanvas, showCount, toStageRequest } from './stageHost'

type Props = {
  /** The stage element the canvas fills. */
  host: HTMLElement
  /** Where the scene runs: in a worker or on the page's thread. */
  start: StartScene
  hasFloatingHearts: boolean
  /** The page's taps, in client coordinates. */
  burstChannel?: BurstChannel
  isCalm: boolean
  onFailure: (error: unknown, canRetryOnMainThread: boolean) => void
}

/**
 * The page's side of the WebGL scene, wherever it runs: it adds the canvas, tells the scene its
 * size, DPR, motion setting and visibility, mirrors its counts and readiness on the page, and
 * passes the page's taps on once the scene has drawn (so none is lost to a scene that fails to
 * start). Renders nothing itself.
 */
export function SceneStage({
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
    const canvas = addStageCanvas(host)
    let isAlive = true
    const fire = (request: BurstRequest) => link.burst(toStageRequest(host, request))
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
          onCount: (name, count) => showCount(canvas, name, count),
          onReady: () => {
            if (!isAlive || host.dataset.ready) return
            markStageReady(host)
            if (burstChannel) connectBurst(burstChannel, fire)
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
      if (burstChannel) disconnectBurst(burstChannel, fire)
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
