import { pixelPerfectDistance } from '../particles/clickProjection'
import { CAMERA_FOV_RAD, HEART_CAPACITY, MAX_DPR } from '../particles/constants'
import {
  CHANGED_BURST_CLEARED,
  CHANGED_BURST_STARTED,
  createSceneDriver,
  driveScene,
  CHANGED_HEARTS,
  isSceneMoving,
  sendScenePress,
} from '../particles/sceneDriver'
import type { Press } from '../particles/startBurst'
import type { HeartColours } from '../particles/palette'
import type { ElementView } from '../ui/viewWatch'
import { createHeartFills, drawBurst2D, drawFloatingHearts2D, type View2D } from './drawHearts2D'

/** The stage's scene setup (stage/sceneLink.ts) as Canvas 2D reads it, with its context. */
export type Hearts2DSetup = {
  context: CanvasRenderingContext2D
  view: ElementView
  hasFloatingHearts: boolean
  hasBurst: boolean
  isCalm: boolean
  hearts: HeartColours
  onCount: (name: 'hearts' | 'burst', count: number) => void
  onReady: () => void
}

/**
 * The same hearts and burst drawn with Canvas 2D, for devices where WebGL cannot start
 * (startCanvas2D, stage/mainThreadHost.ts, mounts it through the same link as the WebGL scene).
 * The same scene driver as the WebGL layers moves them; this only draws, and asks for frames
 * only while something moves.
 */
export function mountHearts2D(setup: Hearts2DSetup) {
  const { context, hasFloatingHearts, onCount } = setup
  const canvas = context.canvas
  const view: View2D = { width: 1, height: 1, dpr: 1, cameraDistance: 1 }
  const driver = createSceneDriver(hasFloatingHearts, HEART_CAPACITY, view)
  const fills = createHeartFills(setup.hearts)
  let isCalm = setup.isCalm
  let isReady = false
  let frame = 0
  let last = -1

  const resize = (size: ElementView) => {
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
    const dpr = Math.min(MAX_DPR, window.devicePixelRatio || 1)
    if (dpr !== view.dpr) resize({ width: view.width, height: view.height, dpr })
    const dtS = last < 0 ? 0 : (now - last) / 1000
    const changes = driveScene(driver, dtS, isCalm, Math.random)
    last = now
    if (changes & CHANGED_HEARTS) onCount('hearts', driver.hearts.count)
    if (changes & (CHANGED_BURST_STARTED | CHANGED_BURST_CLEARED))
      onCount('burst', driver.burst.count)
    context.setTransform(1, 0, 0, 1, 0, 0)
    context.clearRect(0, 0, canvas.width, canvas.height)
    drawFloatingHearts2D(context, view, driver.hearts, isCalm, fills)
    drawBurst2D(context, view, driver.burst, isCalm, fills)
    if (!isReady) {
      isReady = true
      setup.onReady()
    }
    if (isSceneMoving(driver)) schedule()
    else last = -1
  }
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(draw)
  }

  resize(setup.view)
  schedule()
  return {
    burst: (press: Press) => {
      if (!setup.hasBurst) return
      sendScenePress(driver, press)
      schedule()
    },
    resize: (size: ElementView) => {
      resize(size)
      schedule()
    },
    setCalm: (nextIsCalm: boolean) => {
      isCalm = nextIsCalm
      schedule()
    },
    stop: () => cancelAnimationFrame(frame),
  }
}
