import { CAMERA_FOV_RAD } from './constants'

/**
 * From a point on the screen to the world plane z = 0, for a perspective camera looking down -z
 * from (0, 0, distance). Units: CSS px in, world px out; angles in radians.
 */

/** The camera distance at which the z = 0 plane maps 1:1 to CSS px for a viewport this tall. */
export function pixelPerfectDistance(viewHeight: number, fovRad: number): number {
  return viewHeight / 2 / Math.tan(fovRad / 2)
}

/**
 * Writes into `out` ([x, y]) the point of the plane z = 0 under normalized device coordinates
 * (ndcX, ndcY in [-1, 1], +y up), for a camera with vertical field of view `fovRad`, aspect
 * width / height, at `distance` from the plane.
 */
export function projectNdcToPlane(
  ndcX: number,
  ndcY: number,
  fovRad: number,
  aspect: number,
  distance: number,
  out: Float32Array,
): void {
  const halfHeight = Math.tan(fovRad / 2) * distance
  out[0] = ndcX * halfHeight * aspect
  out[1] = ndcY * halfHeight
}

/**
 * A viewport seen by the pixel-perfect camera: its size in CSS px and the camera's distance
 * from the plane z = 0.
 */
export type PlaneView = {
  readonly width: number
  readonly height: number
  readonly cameraDistance: number
}

/** A PlaneView its renderer keeps current by writing its fields (no object per frame). */
export type WritablePlaneView = { -readonly [Key in keyof PlaneView]: PlaneView[Key] }

/**
 * Writes into `out` ([x, y]) the world point under the point (x, y) of `view`, in CSS px from
 * the view's top-left corner (+y down), for the camera of CAMERA_FOV_RAD.
 */
export function projectViewPointToPlane(
  x: number,
  y: number,
  view: PlaneView,
  out: Float32Array,
): void {
  const ndcX = (x / view.width) * 2 - 1
  const ndcY = 1 - (y / view.height) * 2
  projectNdcToPlane(ndcX, ndcY, CAMERA_FOV_RAD, view.width / view.height, view.cameraDistance, out)
}
