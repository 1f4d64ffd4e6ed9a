import type { PointerEvent } from 'react'
import { HeartStage } from '../stage/HeartStage'
import { buzzOnPress } from './press/pressFeedback'
import { LinkNotice } from './link/LinkNotice'
import { OpeningNote } from './opening/OpeningNote'
import { PageFrom, PageTo } from './link/PageNames'
import { useLoveContent } from './link/useLoveContent'
import { LovePictures } from './photo/LovePictures'
import { usePressBurst } from './press/usePressBurst'

export function LovePage() {
  // A shared link's texts, or the build's own; React renders them as text, never as HTML.
  const content = useLoveContent()
  const { channel, burst, song } = usePressBurst(content.song)

  // The hearts fly the moment the finger lands. The buzz and the song wait for the event that
  // carries the user activation vibrate() and play() need: a mouse's pointerdown, but a touch's
  // or pen's pointerup.
  const burstAtPointer = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    burst({ x: event.clientX, y: event.clientY, hasPoint: true })
    if (event.pointerType !== 'mouse') return
    buzzOnPress()
    song.start(true)
  }
  const onRelease = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') return
    buzzOnPress()
    song.start(true)
  }

  return (
    <main
      className="page page--love"
      data-early-press="pointerdown"
      onPointerDown={burstAtPointer}
      onPointerUp={onRelease}
    >
      <div className="overlay">
        <LinkNotice isShown={content.isInvalidLink} />
        <OpeningNote content={content} />
        <PageTo content={content} />
        <LovePictures content={content} />
        <h1 className="love-line">{content.loveLine}</h1>
        <PageFrom content={content} />
        {song.toggle}
      </div>
      <HeartStage hasFloatingHearts burstChannel={channel} />
    </main>
  )
}
