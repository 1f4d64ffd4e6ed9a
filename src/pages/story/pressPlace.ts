/**
 * Whether a mouse press at (`clientX`, `clientY`) landed on a scroll bar of `target` or of one of
 * its ancestors up to `surface`: a press there scrolls, and must never go on. Browsers differ on
 * whether such a press makes a click at all; where one does, this tells it apart.
 */
export function isOnScrollBar(
  target: Element,
  surface: Element,
  clientX: number,
  clientY: number,
): boolean {
  for (let element: Element | null = target; element; element = element.parentElement) {
    if (element === surface) break
    // Only what scrolls has a bar (an inline element's client box is empty, not a bar).
    if (element.scrollHeight <= element.clientHeight || element.clientWidth === 0) continue
    const box = element.getBoundingClientRect()
    const side = element.clientLeft + element.clientWidth
    // What a vertical bar takes of the box's width, borders aside (equal on both sides here).
    const bar = box.width - side - element.clientLeft
    const isOver = clientX >= box.left + side && clientX < box.left + side + bar
    if (bar > 0 && isOver && clientY >= box.top && clientY < box.bottom) return true
  }
  return false
}
