import { useState, type MouseEvent } from 'react'
import { createBurstChannel, requestBurst } from '../scenes/burstChannel'
import { LazyHeartScene } from '../scenes/LazyHeartScene'
import { buzzOnTap } from '../tapFeedback'

export function ValentinePage() {
  const [channel] = useState(createBurstChannel)

  // detail is 0 for a click made with the keyboard (Enter, Space): burst at the centre then.
  const burst = (event: MouseEvent<HTMLButtonElement>) => {
    requestBurst(channel, event.clientX, event.clientY, event.detail > 0)
    buzzOnTap()
  }

  return (
    <main className="page">
      <div className="overlay">
        <button type="button" className="heart-button heart-button--big" onClick={burst}>
          Chạm Đi Nè !!!
        </button>
      </div>
      <LazyHeartScene hasFloatingHearts={false} burstChannel={channel} />
    </main>
  )
}
