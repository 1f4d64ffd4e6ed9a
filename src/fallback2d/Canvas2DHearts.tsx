import { useEffect, useLayoutEffect, useRef } from 'react'
import { burstExitAgeS, burstFloorY } from '../particles/burstMotion'
import { clearBurst, createBurstPool, emitBurst, stepBurst } from '../particles/burstPool'
import { pixelPerfectDistance, projectClientToPlane } from '../particles/clickProjection'
import { CALM_BURST_LIFE_S, CAMERA_FOV_DEG, HEART_CAPACITY } from '../particles/constants'
import { createHeartPool, stepHearts } from '../particles/heartPool'
import { connectBurst, type BurstChannel } from '../stage/burstChannel'
import { drawBurst2D, drawFloatingHearts2D, type View2D } from './drawHearts2D'
import { reportCount } from '../stage/reportCount'
import { useReducedMotion } from '../stage/reducedMotion'

type Props = { hasFloatingHearts: boolean; burstChannel?: BurstChannel }

const FOV_RAD = (CAMERA_FOV_DEG * Math.PI) / 180
const _point = new Float32Array(2)

/**
 * The same hearts and burst drawn with Canvas 2D, for devices where WebGL cannot start. Same
 * pools, same constants, same motion functions; frames run only while something moves.
 */
export function Canvas2DHearts({ hasFloatingHearts, burstChannel }: Props) {
  const hostRef = useRef<HTMLDivElement>(null)
  const isCalm = useReducedMotion()
  // Read by the frame loop, so a motion switch neither restarts the hearts nor drops a burst.
  const isCalmRef = useRef(isCalm)
  const onCalmChangeRef = useRef<(() => void) | null>(null)
  useLayoutEffect(() => {
    isCalmRef.current = isCalm
    onCalmChangeRef.current?.()
  }, [isCalm])

  useEffect(() => {
    const host = hostRef.current
    const canvas = host?.querySelector('canvas')
    const context = canvas?.getContext('2d')
    if (!host || !canvas || !context) return
    const hearts = createHeartPool(HEART_CAPACITY)
    const burst = createBurstPool()
    const view: View2D = { width: 1, height: 1, dpr: 1, cameraDistance: 1 }
    let exitAge = 0
    let frame = 0
    let last = -1

    // When the burst is over, for the current size and motion mode.
    const updateExitAge = () => {
      exitAge = isCalmRef.current
        ? CALM_BURST_LIFE_S
        : burstExitAgeS(burst, burstFloorY(view.height, view.cameraDistance))
    }
    const resize = () => {
      view.width = Math.max(1, host.clientWidth)
      view.height = Math.max(1, host.clientHeight)
      view.dpr = Math.min(2, window.devicePixelRatio || 1)
      view.cameraDistance = pixelPerfectDistance(view.height, FOV_RAD)
      canvas.width = Math.round(view.width * view.dpr)
      canvas.height = Math.round(view.height * view.dpr)
      updateExitAge()
    }

    const draw = (now: number) => {
      frame = 0
      // Some DPR changes (emulators, some zoom paths) signal nothing: a frame checks for itself.
      if (Math.min(2, window.devicePixelRatio || 1) !== view.dpr) resize()
      const dt = last < 0 ? 0 : (now - last) / 1000
      last = now
      if (hasFloatingHearts && stepHearts(hearts, dt, Math.random) > 0) {
        reportCount(canvas, 'hearts', hearts.count)
      }
      if (burst.count > 0) {
        stepBurst(burst, dt)
        if (burst.ageS >= exitAge) {
          clearBurst(burst)
          reportCount(canvas, 'burst', 0)
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

    const disconnect = burstChannel
      ? connectBurst(burstChannel, (clientX, clientY, hasPoint) => {
          const rect = canvas.getBoundingClientRect()
          if (hasPoint) {
            projectClientToPlane(
              clientX,
              clientY,
              rect.left,
              rect.top,
              view.width,
              view.height,
              FOV_RAD,
              view.cameraDistance,
              _point,
            )
          } else {
            _point[0] = 0
            _point[1] = 0
          }
          emitBurst(burst, _point[0], _point[1], Math.random)
          updateExitAge()
          reportCount(canvas, 'burst', burst.count)
          schedule()
        })
      : null

    const redraw = () => {
      resize()
      schedule()
    }
    resize()
    const observer = new ResizeObserver(redraw)
    observer.observe(host)
    // A DPR change (a window dragged to another screen, zoom) resizes no box, so it has a query of
    // its own, made anew for each ratio.
    let dprQuery: MediaQueryList | null = null
    const watchDpr = () => {
      dprQuery?.removeEventListener('change', onDprChange)
      dprQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`)
      dprQuery.addEventListener('change', onDprChange)
    }
    const onDprChange = () => {
      watchDpr()
      redraw()
    }
    watchDpr()
    onCalmChangeRef.current = redraw
    schedule()
    return () => {
      observer.disconnect()
      dprQuery?.removeEventListener('change', onDprChange)
      onCalmChangeRef.current = null
      disconnect?.()
      cancelAnimationFrame(frame)
      delete host.dataset.ready
    }
  }, [hasFloatingHearts, burstChannel])

  return (
    <div
      ref={hostRef}
      className="stage"
      aria-hidden="true"
      data-testid="heart-stage"
      data-renderer="2d"
    >
      <canvas className="stage-canvas" />
    </div>
  )
}
