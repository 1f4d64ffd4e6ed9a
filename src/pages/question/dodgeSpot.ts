/**
 * Where `Không` jumps on a press: a free spot inside the screen that keeps clear of `Đồng ý` (and,
 * where there is room, of the question and the GIF), and clear of where it was, so the jump
 * shows and the finger is no longer on it. CSS px, viewport coordinates. Pure: the caller passes
 * the random source.
 */

export type Rect = { readonly x: number; readonly y: number; width: number; height: number }
export type Size = { readonly width: number; readonly height: number }
export type Spot = { readonly x: number; readonly y: number }

/** Room kept from the screen's edges and around what the button must not cover, CSS px. */
export const DODGE_MARGIN_PX = 16
const TRIES = 80

/** Whether `a` and `b` come closer than `gap`. */
export function isNear(a: Rect, b: Rect, gap: number): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  )
}

/** `rect` scaled by `factor` about its centre: where a growing button will reach. */
export function grownRect(rect: Rect, factor: number): Rect {
  const width = rect.width * factor
  const height = rect.height * factor
  return {
    x: rect.x - (width - rect.width) / 2,
    y: rect.y - (height - rect.height) / 2,
    width,
    height,
  }
}

function search(view: Size, size: Size, blocked: readonly Rect[], rng: () => number) {
  const spanX = view.width - size.width - 2 * DODGE_MARGIN_PX
  const spanY = view.height - size.height - 2 * DODGE_MARGIN_PX
  if (spanX < 0 || spanY < 0) return undefined
  for (let i = 0; i < TRIES; i++) {
    const x = DODGE_MARGIN_PX + rng() * spanX
    const y = DODGE_MARGIN_PX + rng() * spanY
    const rect = { x, y, width: size.width, height: size.height }
    if (blocked.every((other) => !isNear(rect, other, DODGE_MARGIN_PX))) return { x, y }
  }
  return undefined
}

/**
 * A top-left corner for a `size` button in `view`, away from `from` (where it is) and from
 * `mustAvoid` (`Đồng ý`, as large as it will grow), and if possible from `shouldAvoid` too.
 * Undefined when no such spot turns up: the button then stays where it is.
 */
export function findDodgeSpot(
  view: Size,
  size: Size,
  from: Rect,
  mustAvoid: Rect,
  shouldAvoid: readonly Rect[],
  rng: () => number,
): Spot | undefined {
  return (
    search(view, size, [from, mustAvoid, ...shouldAvoid], rng) ??
    search(view, size, [from, mustAvoid], rng)
  )
}

/** Whether a button at `rect` is fully on screen and clear of `mustAvoid`. */
export function isFreeSpot(view: Size, rect: Rect, mustAvoid: Rect): boolean {
  const isInside =
    rect.x >= 0 &&
    rect.y >= 0 &&
    rect.x + rect.width <= view.width &&
    rect.y + rect.height <= view.height
  return isInside && !isNear(rect, mustAvoid, 0)
}
