import { useLayoutEffect, useState, type ReactNode, type RefObject } from 'react'

/** The room's class: the letter finds the room it writes in by it (LetterStep). */
export const STORY_ROOM_CLASS = 'story-room'

type Props = { roomRef: RefObject<HTMLDivElement | null>; children: ReactNode }

/**
 * A step's room on screen: between the progress above and the hint and buttons below. A step
 * taller than it scrolls inside it, by a finger's drag, the wheel or the keys (StoryPage), and
 * fades at its bottom edge while there is more below, until it is read to its end.
 */
export function StoryRoom({ roomRef, children }: Props) {
  const [hasMore, setHasMore] = useState(false)

  useLayoutEffect(() => {
    const room = roomRef.current
    if (!room) return
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(() => measure()) : null
    const measure = () => {
      setHasMore(room.scrollTop + room.clientHeight < room.scrollHeight - 2)
      // The step may be another element now (the envelope opens into the letter); observing one
      // already observed does nothing.
      if (room.firstElementChild) sizes?.observe(room.firstElementChild)
    }
    // Words or a print more, or another view of the step; a font or a photo that arrives.
    const changes = new MutationObserver(measure)
    changes.observe(room, { childList: true, subtree: true })
    sizes?.observe(room)
    room.addEventListener('scroll', measure, { passive: true })
    measure()
    return () => {
      room.removeEventListener('scroll', measure)
      changes.disconnect()
      sizes?.disconnect()
    }
  }, [roomRef])

  return (
    <div ref={roomRef} className={`${STORY_ROOM_CLASS}${hasMore ? ' story-room--more' : ''}`}>
      {children}
    </div>
  )
}
