import { useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react'
import { DODGE_MARGIN_PX, findDodgeSpot, grownRect, isFreeSpot, type Spot } from './dodgeSpot'
import { MAX_DODGES, NO_LABELS } from './texts'

/** How big `Đồng ý` gets at most (styles.css: 8% more per dodge). */
export const YES_MAX_SCALE = 1 + 0.08 * MAX_DODGES

type Refs = {
  yes: RefObject<HTMLElement | null>
  no: RefObject<HTMLElement | null>
  /** What the button should not cover when there is room: the question, the GIF. */
  obstacles: () => DOMRect[]
}

const viewSize = () => ({
  width: document.documentElement.clientWidth,
  height: document.documentElement.clientHeight,
})

/**
 * `Không`'s game: a pointer press moves it to a free spot and changes its text, up to
 * MAX_DODGES times. It never moves under reduced motion, nor while it has keyboard focus; a
 * press from the keyboard, or any press once it stays put, is a real decline (`onDecline`).
 */
export function useDodge({ yes, no, obstacles }: Refs, isCalm: boolean, onDecline: () => void) {
  const [dodges, setDodges] = useState(0)
  const [spot, setSpot] = useState<Spot | null>(null)
  // The click that ends a press which made the button run is not an answer.
  const hasPressDodged = useRef(false)
  const canDodge = !isCalm && dodges < MAX_DODGES

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    hasPressDodged.current = false
    if (!canDodge || (event.pointerType === 'mouse' && event.button !== 0)) return
    const button = no.current
    const target = yes.current
    if (!button || !target || button.matches(':focus-visible')) return
    const from = button.getBoundingClientRect()
    const mustAvoid = grownRect(target.getBoundingClientRect(), YES_MAX_SCALE)
    const next = findDodgeSpot(viewSize(), from, from, mustAvoid, obstacles(), Math.random)
    if (!next) return
    hasPressDodged.current = true
    setSpot(next)
    setDodges(dodges + 1)
  }

  const onClick = (event: { detail: number }) => {
    if (event.detail > 0 && hasPressDodged.current) {
      hasPressDodged.current = false
      return
    }
    onDecline()
  }

  // The new text may be wider than the old: once it is on screen, make sure the button still
  // fits the screen and clears `Đồng ý`, here and whenever the window changes size.
  useLayoutEffect(() => {
    if (!spot) return
    const settle = () => {
      const button = no.current
      const target = yes.current
      if (!button || !target) return
      const rect = button.getBoundingClientRect()
      const view = viewSize()
      const mustAvoid = grownRect(target.getBoundingClientRect(), YES_MAX_SCALE)
      if (isFreeSpot(view, rect, mustAvoid)) return
      const clamped = {
        x: Math.max(DODGE_MARGIN_PX, Math.min(rect.x, view.width - rect.width - DODGE_MARGIN_PX)),
        y: Math.max(DODGE_MARGIN_PX, Math.min(rect.y, view.height - rect.height - DODGE_MARGIN_PX)),
      }
      const size = { ...clamped, width: rect.width, height: rect.height }
      const next = isFreeSpot(view, size, mustAvoid)
        ? clamped
        : findDodgeSpot(view, rect, mustAvoid, mustAvoid, [], Math.random)
      if (next && (next.x !== spot.x || next.y !== spot.y)) setSpot(next)
    }
    settle()
    window.addEventListener('resize', settle)
    return () => window.removeEventListener('resize', settle)
  }, [spot, no, yes])

  return { dodges, spot, label: NO_LABELS[dodges], isStill: !canDodge, onPointerDown, onClick }
}
