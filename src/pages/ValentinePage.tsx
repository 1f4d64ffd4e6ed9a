import { useState, type MouseEvent } from 'react'
import { createBurstChannel, requestBurst } from '../particles/burstChannel'
import { HeartStage } from '../stage/HeartStage'
import { useTexts } from '../texts/language'
import { siteTexts } from '../texts/siteTexts'
import { buzzOnTap } from './press/tapFeedback'
import { LinkNotice } from './link/LinkNotice'
import { OpeningNote } from './opening/OpeningNote'
import { useLoveContent } from './link/useLoveContent'
import { useEarlyPressBurst } from './press/useEarlyPressBurst'
import { useSong } from './song/useSong'

export function ValentinePage() {
  const site = useTexts(siteTexts)
  const [channel] = useState(createBurstChannel)
  // The name a shared link carries is in the title (set by the route); a bad link says so here.
  const content = useLoveContent()
  const song = useSong(content.song)
  useEarlyPressBurst(channel, () => song.start(false))

  // detail is 0 for a click made with the keyboard (Enter, Space): burst at the centre then.
  const burst = (event: MouseEvent<HTMLButtonElement>) => {
    requestBurst(channel, { x: event.clientX, y: event.clientY, hasPoint: event.detail > 0 })
    buzzOnTap()
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
          onClick={burst}
        >
          {site.valentineButton}
        </button>
        {song.toggle}
      </div>
      <HeartStage hasFloatingHearts={false} burstChannel={channel} />
    </main>
  )
}
