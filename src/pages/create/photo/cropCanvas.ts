/**
 * The canvases /create frames a photo in (PhotoCropper.tsx): the picture's working copy, drawn
 * small once as it is picked, and the frame drawn from it. The link's JPEG is drawn from the
 * picture itself (encodeCrop.ts), so the copy changes nothing the link carries.
 */
import type { Square } from './cropGeometry'

/** The longest side of the picture's working copy, px: twice the frame's at DPR 2 and zoom 2. */
const WORKING_MAX_PX = 1024

/** `image` drawn once, at most WORKING_MAX_PX on its long side, as smoothly as the canvas can. */
export function workingCopyOf(image: HTMLImageElement): HTMLCanvasElement {
  const scale = Math.min(1, WORKING_MAX_PX / Math.max(image.naturalWidth, image.naturalHeight))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(image.naturalWidth * scale) || 1
  canvas.height = Math.round(image.naturalHeight * scale) || 1
  const context = canvas.getContext('2d')
  if (context) {
    context.imageSmoothingQuality = 'high'
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
  }
  return canvas
}

/**
 * `square` of `picture` in the frame's canvas, `framePx` CSS px a side, sized to the screen's
 * pixels (DPR capped at 2).
 */
export function drawFrame(
  canvas: HTMLCanvasElement,
  picture: HTMLCanvasElement,
  square: Square,
  framePx: number,
) {
  const context = canvas.getContext('2d')
  if (!context) return
  const side = Math.round(framePx * Math.min(window.devicePixelRatio || 1, 2))
  // A canvas's size is set only when it changes: setting it clears and reallocates the canvas.
  if (canvas.width !== side || canvas.height !== side) {
    canvas.width = side
    canvas.height = side
  }
  context.imageSmoothingQuality = 'high'
  context.drawImage(picture, square.x, square.y, square.side, square.side, 0, 0, side, side)
}
