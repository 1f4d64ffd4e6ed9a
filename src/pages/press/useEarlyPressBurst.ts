import { useLayoutEffect } from 'react'
import { requestBurst, type BurstChannel } from '../../particles/burstChannel'
import { takeEarlyPress } from './earlyPress'

/**
 * Fires the press made on the prerendered page before it was live (see earlyPress.ts), once the
 * page is: the burst waits in `channel` until the hearts are drawn, like any tap. `onPress` hears
 * that it did (the song's start, which a replayed press cannot unlock).
 */
export function useEarlyPressBurst(channel: BurstChannel, onPress?: () => void) {
  useLayoutEffect(() => {
    const press = takeEarlyPress()
    if (!press) return
    requestBurst(channel, press)
    onPress?.()
    // Once, as the page comes alive.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [channel])
}
