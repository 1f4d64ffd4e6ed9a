import { useState, type MouseEvent } from 'react'
import { createBurstChannel, requestBurst } from '../particles/burstChannel'
import { HeartStage } from '../stage/HeartStage'
import { buzzOnTap } from './tapFeedback'
import { LinkNotice, useLoveContent } from './LinkNotice'
import { useEarlyPressBurst } from './useEarlyPressBurst'

export function ValentinePage() {
  const [channel] = useState(createBurstChannel)
  // The name a shared link carries is in the title (set by the route); a bad link says so here.
  const { isInvalidLink } = useLoveContent()
  useEarlyPressBurst(channel)

  // detail is 0 for a click made with the keyboard (Enter, Space): burst at the centre then.
  const burst = (event: MouseEvent<HTMLButtonElement>) => {
    requestBurst(channel, { x: event.clientX, y: event.clientY, hasPoint: event.detail > 0 })
    buzzOnTap()
  }

  return (
    <main className="page">
      <div className="overlay">
        <LinkNotice isShown={isInvalidLink} />
        <button
          type="button"
          className="heart-button heart-button--big"
          data-early-press="click"
          onClick={burst}
        >
          Chạm Đi Nè !!!
        </button>
      </div>
      <HeartStage hasFloatingHearts={false} burstChannel={channel} />
    </main>
  )
}
