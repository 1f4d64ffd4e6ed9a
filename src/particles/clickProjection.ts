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
 * Writes into `out` ([x, y]) the world point under the client point (clientX, clientY) of a
 * viewport `width` x `height` CSS px whose top-left corner is at (left, top).
 */
export function projectClientToPlane(
  clientX: number,
  clientY: number,
  left: number,
  top: number,
  width: number,
  height: number,
  fovRad: number,
  distance: number,
  out: Float32Array,
): void {
  const ndcX = ((clientX - left) / width) * 2 - 1
  const ndcY = 1 - ((clientY - top) / height) * 2
  projectNdcToPlane(ndcX, ndcY, fovRad, width / height, distance, out)
}
