import { useEffect, useLayoutEffect, useRef } from 'react'
import { connectBurst, disconnectBurst, type BurstChannel } from '../particles/burstChannel'
import { clearBurst, createBurstPool, stepBurst } from '../particles/burstPool'
import { pixelPerfectDistance } from '../particles/clickProjection'
import { CAMERA_FOV_RAD, HEART_CAPACITY, MAX_DPR } from '../particles/constants'
import { burstLifeS, fireBurst, type BurstRequest } from '../particles/fireBurst'
import { createHeartPool, stepHearts } from '../particles/heartPool'
import { readView, watchView, type ElementView } from '../ui/viewWatch'
import { drawBurst2D, drawFloatingHearts2D, type View2D } from './drawHearts2D'

type Props = {
  /** The stage element the canvas fills. */
  host: HTMLElement
  hasFloatingHearts: boolean
  /** The page's taps, in client coordinates. */
  burstChannel?: BurstChannel
  isCalm: boolean
}

/**
 * The same hearts and burst drawn with Canvas 2D, for devices where WebGL cannot start. Same
 * pools, same constants, same motion and fire functions; frames run only while something moves.
 */
export function Canvas2DHearts({ host, hasFloatingHearts, burstChannel, isCalm }: Props) {
  // Read by the frame loop, so a motion switch neither restarts the hearts nor drops a burst.
  const isCalmRef = useRef(isCalm)
  const onCalmChangeRef = useRef<(() => void) | null>(null)
  useLayoutEffect(() => {
    isCalmRef.current = isCalm
    onCalmChangeRef.current?.()
  }, [isCalm])

  useEffect(() => {
    const canvas = document.createElement('canvas')
    canvas.className = 'stage-canvas'
    const context = canvas.getContext('2d')
    if (!context) return
    host.appendChild(canvas)
    const hearts = createHeartPool(HEART_CAPACITY)
    const burst = createBurstPool()
    const view: View2D = { width: 1, height: 1, dpr: 1, cameraDistance: 1 }
    let burstLife = 0
    let frame = 0
    let last = -1
    const showCount = (name: 'hearts' | 'burst', count: number) => {
      canvas.dataset[name] = String(count)
    }

    const resize = (size: ElementView = readView(host)) => {
      view.width = size.width
      view.height = size.height
      view.dpr = size.dpr
      view.cameraDistance = pixelPerfectDistance(view.height, CAMERA_FOV_RAD)
      canvas.width = Math.round(view.width * view.dpr)
      canvas.height = Math.round(view.height * view.dpr)
      burstLife = burstLifeS(burst, view, isCalmRef.current)
    }

    const draw = (now: number) => {
      frame = 0
      // Some DPR changes (emulators, some zoom paths) signal nothing: a frame checks for itself.
      if (Math.min(MAX_DPR, window.devicePixelRatio || 1) !== view.dpr) resize()
      const dt = last < 0 ? 0 : (now - last) / 1000
      last = now
      if (hasFloatingHearts && stepHearts(hearts, dt, Math.random) > 0) {
        showCount('hearts', hearts.count)
      }
      if (burst.count > 0) {
        stepBurst(burst, dt)
        if (burst.ageS >= burstLife) {
          clearBurst(burst)
          showCount('burst', 0)
        }
      }
      context.setTransform(1, 0, 0, 1, 0, 0)
      context.clearRect(0, 0, canvas.width, canvas.height)
      drawFloatingHearts2D(context, view, hearts, isCalmRef.current)
      drawBurst2D(context, view, burst, isCalmRef.current)
      if (!host.dataset.ready) host.dataset.ready = 'true'
      if (hasFloatingHearts || burst.count > 0) schedule()
      else last = -1
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(draw)
    }

    const fire = (request: BurstRequest) => {
      const rect = canvas.getBoundingClientRect()
      const local = {
        x: request.x - rect.left,
        y: request.y - rect.top,
        hasPoint: request.hasPoint,
      }
      burstLife = fireBurst(burst, local, view, isCalmRef.current, Math.random)
      showCount('burst', burst.count)
      schedule()
    }
    if (burstChannel) connectBurst(burstChannel, fire)

    const redraw = (size?: ElementView) => {
      resize(size)
      schedule()
    }
    resize()
    const stopWatching = watchView(host, redraw)
    onCalmChangeRef.current = () => redraw()
    schedule()
    return () => {
      stopWatching()
      onCalmChangeRef.current = null
      if (burstChannel) disconnectBurst(burstChannel, fire)
      cancelAnimationFrame(frame)
      canvas.remove()
      delete host.dataset.ready
    }
  }, [host, hasFloatingHearts, burstChannel])

  return null
}
