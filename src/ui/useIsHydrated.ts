import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}
const onClient = () => true
const onServer = () => false

/**
 * False while React renders on the server or hydrates the prerendered page (so the first render
 * matches the HTML), true from then on, and at once in a page the client renders itself.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, onClient, onServer)
}
