import {
  useEffect,
  useLayoutEffect,
  useRef,
  type Dispatch,
  type KeyboardEvent,
  type PointerEvent,
  type SetStateAction,
} from 'react'
import { createTexts } from '../../../texts/createTexts'
import { useTexts } from '../../../texts/language'
import { cropSquare, dragCrop, zoomCrop, ZOOM_MAX, type Crop } from './cropGeometry'
import { drawFrame } from './cropCanvas'

type Props = {
  image: HTMLImageElement
  /** `image` drawn small once (workingCopyOf): what the frame is drawn from. */
  working: HTMLCanvasElement
  crop: Crop
  /** The crop's setter: moves that come faster than renders each start from the last. */
  onCrop: Dispatch<SetStateAction<Crop>>
}

/** The frame's side on screen, CSS px. */
const FRAME_PX = 240
/** What an arrow key moves the picture by, and what + or − zooms by. */
const KEY_STEP_PX = 12
const KEY_ZOOM = 1.1

/**
 * The square the maker frames: the picture drawn in it as the link will carry it. A finger or a
 * mouse drags it, two fingers pinch it, a wheel zooms it; with the frame focused, the arrow keys
 * move it and + and − zoom; the slider under it zooms too.
 */
export function PhotoCropper({ image, working, crop, onCrop }: Props) {
  const texts = useTexts(createTexts)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const size = { width: image.naturalWidth, height: image.naturalHeight }
  const pointers = useRef(new Map<number, { x: number; y: number }>())

  // The frame is drawn from the picture's working copy, only when the crop or the picture changes:
  // a new picture in the first paint, a moved crop in the next frame (once, however often it moved
  // meanwhile).
  const { x, y, side } = cropSquare(size, crop)
  const drawnRef = useRef<HTMLCanvasElement>(null)
  useLayoutEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    // The copy's sides are rounded apart: its square takes the smaller scale, so it stays inside.
    const scaleX = working.width / size.width
    const scaleY = working.height / size.height
    const square = { x: x * scaleX, y: y * scaleY, side: side * Math.min(scaleX, scaleY) }
    const draw = () => drawFrame(canvas, working, square, FRAME_PX)
    if (drawnRef.current !== working) {
      drawnRef.current = working
      draw()
      return
    }
    const frame = requestAnimationFrame(draw)
    return () => cancelAnimationFrame(frame)
  }, [working, size.width, size.height, x, y, side])

  // A wheel zooms the picture, not the page, and a finger moves it, not the page (where
  // touch-action is missing): listeners that may not be passive, as React's are.
  const { width, height } = size
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      onCrop((old) => zoomCrop({ width, height }, old, Math.exp(-event.deltaY / 500)))
    }
    const onTouchMove = (event: TouchEvent) => event.preventDefault()
    canvas.addEventListener('wheel', onWheel, { passive: false })
    canvas.addEventListener('touchmove', onTouchMove, { passive: false })
    return () => {
      canvas.removeEventListener('wheel', onWheel)
      canvas.removeEventListener('touchmove', onTouchMove)
    }
  }, [width, height, onCrop])

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
  }
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = pointers.current.get(event.pointerId)
    if (!last) return
    const now = { x: event.clientX, y: event.clientY }
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId)
    if (others.length === 0) {
      onCrop((old) => dragCrop(size, old, now.x - last.x, now.y - last.y, FRAME_PX))
    } else {
      // Two fingers: the zoom follows the distance between them.
      const other = others[0][1]
      const before = Math.hypot(last.x - other.x, last.y - other.y)
      const after = Math.hypot(now.x - other.x, now.y - other.y)
      if (before > 0) onCrop((old) => zoomCrop(size, old, after / before))
    }
    pointers.current.set(event.pointerId, now)
  }
  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(event.pointerId)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP_PX, 0],
      ArrowRight: [-KEY_STEP_PX, 0],
      ArrowUp: [0, KEY_STEP_PX],
      ArrowDown: [0, -KEY_STEP_PX],
    }
    const move = moves[event.key]
    const zoom = { '+': KEY_ZOOM, '=': KEY_ZOOM, '-': 1 / KEY_ZOOM, '−': 1 / KEY_ZOOM }[event.key]
    if (!move && !zoom) return
    event.preventDefault()
    // An arrow moves the frame over the picture, as a finger dragging the other way would.
    if (move) onCrop((old) => dragCrop(size, old, move[0], move[1], FRAME_PX))
    if (zoom) onCrop((old) => zoomCrop(size, old, zoom))
  }

  return (
    <div className="photo-crop">
      <canvas
        ref={canvasRef}
        className="photo-crop__frame"
        tabIndex={0}
        role="img"
        aria-label={texts.photoFrameLabel}
        aria-describedby="create-photo-frame-hint"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
      />
      <p id="create-photo-frame-hint" className="create-count">
        {texts.photoFrameHint}
      </p>
      <label className="create-sublabel photo-crop__zoom">
        {texts.photoZoom}
        <input
          type="range"
          min={1}
          max={ZOOM_MAX}
          step={0.05}
          value={crop.zoom}
          onChange={(event) => {
            const zoom = Number(event.target.value)
            onCrop((old) => zoomCrop(size, old, zoom / old.zoom))
          }}
        />
      </label>
    </div>
  )
}
