/**
 * The square a maker frames on /create (PhotoCropper.tsx): a zoom, and the square's centre as a
 * fraction of the picture's width and height, always kept inside the picture. At zoom 1 the
 * square spans the picture's shorter side; at ZOOM_MAX, a quarter of it. Pure.
 */

export type Crop = { readonly zoom: number; readonly x: number; readonly y: number }
export type Size = { readonly width: number; readonly height: number }
/** A square of the picture, in its own pixels. */
export type Square = { readonly x: number; readonly y: number; readonly side: number }

export const ZOOM_MAX = 4
/** A new picture's frame: all of its middle. */
export const CENTRED: Crop = { zoom: 1, x: 0.5, y: 0.5 }

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/** The square `crop` takes from a picture of `size`. */
export function cropSquare(size: Size, crop: Crop): Square {
  const side = Math.min(size.width, size.height) / clamp(crop.zoom, 1, ZOOM_MAX)
  const x = clamp(crop.x * size.width, side / 2, size.width - side / 2) - side / 2
  const y = clamp(crop.y * size.height, side / 2, size.height - side / 2) - side / 2
  return { x, y, side }
}

/** `crop` as it shows: its zoom in range, its centre where the square stays in the picture. */
export function clampCrop(size: Size, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, 1, ZOOM_MAX)
  const { x, y, side } = cropSquare(size, { ...crop, zoom })
  return { zoom, x: (x + side / 2) / size.width, y: (y + side / 2) / size.height }
}

/**
 * The crop after the picture is dragged by (`dx`, `dy`) px of a frame `frameSide` px wide: the
 * picture follows the finger, so the square moves the other way.
 */
export function dragCrop(size: Size, crop: Crop, dx: number, dy: number, frameSide: number): Crop {
  const { side } = cropSquare(size, crop)
  const scale = side / frameSide
  const moved = {
    ...crop,
    x: crop.x - (dx * scale) / size.width,
    y: crop.y - (dy * scale) / size.height,
  }
  return clampCrop(size, moved)
}

/** The crop zoomed by `factor` about its centre. */
export function zoomCrop(size: Size, crop: Crop, factor: number): Crop {
  return clampCrop(size, { ...crop, zoom: crop.zoom * factor })
}
