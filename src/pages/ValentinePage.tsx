import type { MouseEvent } from 'react'
import { HeartStage } from '../stage/HeartStage'
import { useTexts } from '../texts/language'
import { siteTexts } from '../texts/siteTexts'
import { buzzOnPress } from './press/pressFeedback'
import { LinkNotice } from './link/LinkNotice'
import { OpeningNote } from './opening/OpeningNote'
import { useLoveContent } from './link/useLoveContent'
import { usePressBurst } from './press/usePressBurst'

export function ValentinePage() {
  const site = useTexts(siteTexts)
  // The name a shared link carries is in the title (set by the route); a bad link says so here.
  const content = useLoveContent()
  const { channel, burst, song } = usePressBurst(content.song)

  // detail is 0 for a click made with the keyboard (Enter, Space): burst at the centre then.
  const burstAtButton = (event: MouseEvent<HTMLButtonElement>) => {
    burst({ x: event.clientX, y: event.clientY, hasPoint: event.detail > 0 })
    buzzOnPress()
    song.start(true)
  }

  return (
    <main className="page">
      <div className="overlay">
        <LinkNotice isShown={content.isInvalidLink} />
        <OpeningNote content={content} />
        <button
          type="button"
          className="heart-button heart-button--big"
          data-early-press="click"
          onClick={burstAtButton}
        >
          {site.valentineButton}
        </button>
        {song.toggle}
      </div>
      <HeartStage hasFloatingHearts={false} burstChannel={channel} />
    </main>
  )
}
