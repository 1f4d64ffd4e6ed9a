import { useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react'
import { DODGE_MARGIN_PX, findDodgeSpot, grownRect, isFreeSpot, type Spot } from './dodgeSpot'
import { useTexts } from '../../texts/language'
import { questionTexts } from '../../texts/questionTexts'
import { MAX_DODGES } from './texts'

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
 * Whether the selector APIs know `:focus-visible`: they throw a SyntaxError on it before Safari
 * 15.4 and Firefox 85 (inside the browserslist floor), where a press would never dodge.
 */
const canMatchFocusVisible =
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('selector(:focus-visible)')

/** A focus that follows a pointer press this soon came from that press, not from a key. */
const PRESS_FOCUS_MS = 1000

/**
 * `Không`'s game: a pointer press moves it to a free spot and changes its text, up to
 * MAX_DODGES times. It never moves under reduced motion, nor while it has keyboard focus; a
 * press from the keyboard, or any press once it stays put, is a real decline (`onDecline`).
 * `dodge()` is the same move without a press event: the answer to a press kept from before the
 * page was live, which is never a decline.
 */
export function useDodge({ yes, no, obstacles }: Refs, isCalm: boolean, onDecline: () => void) {
  const question = useTexts(questionTexts)
  const [dodges, setDodges] = useState(0)
  const [spot, setSpot] = useState<Spot | null>(null)
  // The click that ends a press which made the button run is not an answer.
  const hasPressDodged = useRef(false)
  // Where `:focus-visible` cannot be asked: when the last pointer press was, and whether the
  // button's focus came from the keyboard (no press just before it).
  const lastPressAt = useRef(-Infinity)
  const isFocusFromKey = useRef(false)
  const canDodge = !isCalm && dodges < MAX_DODGES

  const hasKeyboardFocus = (button: HTMLElement) =>
    canMatchFocusVisible
      ? button.matches(':focus-visible')
      : document.activeElement === button && isFocusFromKey.current

  /** Moves the button to a free spot, when it may: whether it moved. */
  const dodge = (): boolean => {
    const button = no.current
    const target = yes.current
    if (!canDodge || !button || !target || hasKeyboardFocus(button)) return false
    const from = button.getBoundingClientRect()
    const mustAvoid = grownRect(target.getBoundingClientRect(), YES_MAX_SCALE)
    const next = findDodgeSpot(viewSize(), from, from, mustAvoid, obstacles(), Math.random)
    if (!next) return false
    setSpot(next)
    setDodges(dodges + 1)
    return true
  }

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    hasPressDodged.current = false
    lastPressAt.current = performance.now()
    if (event.pointerType === 'mouse' && event.button !== 0) return
    hasPressDodged.current = dodge()
  }

  const onFocus = () => {
    isFocusFromKey.current = performance.now() - lastPressAt.current > PRESS_FOCUS_MS
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

  return {
    dodges,
    spot,
    label: question.noLabels[dodges],
    isStill: !canDodge,
    dodge,
    onPointerDown,
    onFocus,
    onClick,
  }
}
