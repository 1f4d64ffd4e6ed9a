import { useEffect, useLayoutEffect, useRef } from 'react'
import { connectBurst, disconnectBurst, type BurstChannel } from '../particles/burstChannel'
import { pixelPerfectDistance } from '../particles/clickProjection'
import { CAMERA_FOV_RAD, HEART_CAPACITY, MAX_DPR } from '../particles/constants'
import type { BurstRequest } from '../particles/fireBurst'
import {
  BURST_CLEARED,
  BURST_FIRED,
  createSceneDriver,
  driveScene,
  HEARTS_CHANGED,
  isSceneMoving,
  requestSceneBurst,
} from '../particles/sceneDriver'
import { markStageReady } from '../ui/stageReady'
import { readElementView, watchView, type ElementView } from '../ui/viewWatch'
import { readHeartColours } from '../ui/heartColours'
import { createHeartFills, drawBurst2D, drawFloatingHearts2D, type View2D } from './drawHearts2D'

type Props = {
  /** The stage element the canvas fills. */
  host: HTMLElement
  hasFloatingHearts: boolean
  /** The page's taps, in client coordinates. */
  burstChannel?: BurstChannel
  isCalm: boolean
}

/**
 * The same hearts and burst drawn with Canvas 2D, for devices where WebGL cannot start. The same
 * scene driver as the WebGL layers moves them; this only draws, and asks for frames only while
 * something moves.
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
    const view: View2D = { width: 1, height: 1, dpr: 1, cameraDistance: 1 }
    const driver = createSceneDriver(hasFloatingHearts, HEART_CAPACITY, view)
    const fills = createHeartFills(readHeartColours(host))
    let frame = 0
    let last = -1
    const showCount = (name: 'hearts' | 'burst', count: number) => {
      canvas.dataset[name] = String(count)
    }

    const resize = (size: ElementView = readElementView(host)) => {
      view.width = size.width
      view.height = size.height
      view.dpr = size.dpr
      view.cameraDistance = pixelPerfectDistance(view.height, CAMERA_FOV_RAD)
      canvas.width = Math.round(view.width * view.dpr)
      canvas.height = Math.round(view.height * view.dpr)
    }

    const draw = (now: number) => {
      frame = 0
      // Some DPR changes (emulators, some zoom paths) signal nothing: a frame checks for itself.
      if (Math.min(MAX_DPR, window.devicePixelRatio || 1) !== view.dpr) resize()
      const isCalmNow = isCalmRef.current
      const dtS = last < 0 ? 0 : (now - last) / 1000
      const changes = driveScene(driver, dtS, isCalmNow, Math.random)
      last = now
      if (changes & HEARTS_CHANGED) showCount('hearts', driver.hearts.count)
      if (changes & (BURST_FIRED | BURST_CLEARED)) showCount('burst', driver.burst.count)
      context.setTransform(1, 0, 0, 1, 0, 0)
      context.clearRect(0, 0, canvas.width, canvas.height)
      drawFloatingHearts2D(context, view, driver.hearts, isCalmNow, fills)
      drawBurst2D(context, view, driver.burst, isCalmNow, fills)
      // As on the WebGL paths: `data-ready` and `heartburst:ready` once the first frame is drawn.
      if (!host.dataset.ready) markStageReady(host)
      if (isSceneMoving(driver)) schedule()
      else last = -1
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(draw)
    }

    // The page's channel carries client coordinates; the driver takes the canvas's own.
    const fire = (request: BurstRequest) => {
      const rect = canvas.getBoundingClientRect()
      const { x, y, hasPoint } = request
      requestSceneBurst(driver, { x: x - rect.left, y: y - rect.top, hasPoint })
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
