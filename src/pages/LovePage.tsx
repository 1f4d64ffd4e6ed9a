import { useState, type PointerEvent } from 'react'
import { config } from '../config'
import { createBurstChannel, requestBurst } from '../scenes/burstChannel'
import { LazyHeartScene } from '../scenes/LazyHeartScene'
import { buzzOnTap } from '../tapFeedback'
import { LoveGif } from './LoveGif'

export function LovePage() {
  const [channel] = useState(createBurstChannel)

  // The hearts fly the moment the finger lands. The buzz waits for the event that carries the
  // user activation vibrate() needs: a mouse's pointerdown, but a touch's or pen's pointerup.
  const burstAtPointer = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    requestBurst(channel, event.clientX, event.clientY, true)
    if (event.pointerType === 'mouse') buzzOnTap()
  }
  const buzzOnRelease = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') buzzOnTap()
  }

  return (
    <main className="page page--love" onPointerDown={burstAtPointer} onPointerUp={buzzOnRelease}>
      <div className="overlay">
        <LoveGif src={config.gifUrl} alt={config.gifAlt} />
        <h1 className="love-line">{config.loveLine}</h1>
      </div>
      <LazyHeartScene hasFloatingHearts burstChannel={channel} />
    </main>
  )
}
