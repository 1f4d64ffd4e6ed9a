/**
 * One frame of the simulation, the same for every renderer. The R3F scene (in a worker or on the
 * page's thread) and the Canvas 2D fallback call `driveScene` once per frame and then only draw:
 * it steps the floating hearts and the burst, starts the latest press's burst at age 0, keeps the burst's
 * exit age true when the view's height (a rotation) or the motion mode changes mid-flight,
 * clears a burst that has left, and says what changed, so a renderer uploads only then.
 */
import { clearBurst, createBurstPool, stepBurst, type BurstPool } from './burstPool'
import type { WritablePlaneView } from './clickProjection'
import { createLatest, putLatest, takeLatest, type Latest } from './latest'
import { burstLifeS, startBurst, type Press } from './startBurst'
import { createHeartPool, stepHearts, type HeartPool } from './heartPool'
import type { Rng } from './rng'

/** A `driveScene` bit: hearts spawned, left or were re-timed (upload them, report the count). */
export const CHANGED_HEARTS = 1
/** A `driveScene` bit: a new burst replaced the last one (upload it, report its count). */
export const CHANGED_BURST_STARTED = 2
/** A `driveScene` bit: the burst has left the view (report 0). */
export const CHANGED_BURST_CLEARED = 4

export type SceneDriver = {
  /** Whether hearts rise on their own; without, `hearts` stays empty. */
  readonly hasFloatingHearts: boolean
  readonly hearts: HeartPool
  readonly burst: BurstPool
  /** The view drawn into, CSS px and the camera's distance; only the renderer writes it. */
  readonly view: WritablePlaneView
  /** The press whose burst the next frame starts; a newer press replaces it. */
  readonly latest: Latest<Press>
  /** The age, s, at which the burst is over, and the height and mode it was worked out for. */
  burstLifeS: number
  lifeHeight: number
  lifeCalm: boolean
  /** What the last frame changed, as `driveScene` returned it, for every layer that draws. */
  changes: number
}

/** The only allocation: the two pools (and the view, unless the renderer brings its own). */
export function createSceneDriver(
  hasFloatingHearts: boolean,
  heartCapacity: number,
  view: WritablePlaneView = { width: 1, height: 1, cameraDistance: 1 },
): SceneDriver {
  return {
    hasFloatingHearts,
    hearts: createHeartPool(hasFloatingHearts ? heartCapacity : 0),
    burst: createBurstPool(),
    view,
    latest: createLatest(),
    burstLifeS: 0,
    lifeHeight: 0,
    lifeCalm: false,
    changes: 0,
  }
}

/** The view's size in CSS px and the camera's distance from the hearts' plane, px. */
export function setSceneView(
  driver: SceneDriver,
  width: number,
  height: number,
  cameraDistance: number,
): void {
  driver.view.width = width
  driver.view.height = height
  driver.view.cameraDistance = cameraDistance
}

/** Keeps `press` (in the view's CSS px) for the next frame, which starts its burst. */
export function sendScenePress(driver: SceneDriver, press: Press): void {
  putLatest(driver.latest, press)
}

/** Whether the next frame can differ from this one: a renderer asks for frames while it does. */
export function isSceneMoving(driver: SceneDriver): boolean {
  return driver.hasFloatingHearts || driver.burst.count > 0 || driver.latest.value !== null
}

/**
 * Advances the scene by `dtS` seconds, in reduced motion when `isCalm` (hearts fade in place, a
 * burst blooms), and returns what changed (the CHANGED_HEARTS, CHANGED_BURST_STARTED and
 * CHANGED_BURST_CLEARED bits; 0 when only the clocks moved). The frame that starts a burst shows
 * it at age 0, whatever time passed before. Allocates nothing.
 */
export function driveScene(driver: SceneDriver, dtS: number, isCalm: boolean, rng: Rng): number {
  const { burst, view } = driver
  let changes = 0
  if (driver.hasFloatingHearts && stepHearts(driver.hearts, dtS, rng) > 0) {
    changes |= CHANGED_HEARTS
  }
  const press = takeLatest(driver.latest)
  if (press) {
    driver.burstLifeS = startBurst(burst, press, view, isCalm, rng)
    driver.lifeHeight = view.height
    driver.lifeCalm = isCalm
    changes |= CHANGED_BURST_STARTED
  } else if (burst.count > 0) {
    stepBurst(burst, dtS)
    if (driver.lifeHeight !== view.height || driver.lifeCalm !== isCalm) {
      driver.burstLifeS = burstLifeS(burst, view, isCalm)
      driver.lifeHeight = view.height
      driver.lifeCalm = isCalm
    }
  }
  if (burst.count > 0 && burst.ageS >= driver.burstLifeS) {
    clearBurst(burst)
    changes |= CHANGED_BURST_CLEARED
  }
  driver.changes = changes
  return changes
}
