import { useLayoutEffect } from 'react'
import { requestBurst, type BurstChannel } from '../particles/burstChannel'
import { takeEarlyPress } from './earlyPress'

/**
 * Fires the press made on the prerendered page before it was live (see earlyPress.ts), once the
 * page is: the burst waits in `channel` until the hearts are drawn, like any tap.
 */
export function useEarlyPressBurst(channel: BurstChannel) {
  useLayoutEffect(() => {
    const press = takeEarlyPress()
    if (press) requestBurst(channel, press)
  }, [channel])
}
