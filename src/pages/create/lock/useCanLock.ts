import { useSyncExternalStore } from 'react'

const ignoreChanges = () => () => {}
const hasSubtleCrypto = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined

/**
 * Whether this browser can seal a page: WebCrypto's `crypto.subtle` exists only in a secure
 * context (https, localhost). The prerendered form offers the lock; hydration then reads the
 * browser's own answer, without a mismatch.
 */
export function useCanLock(): boolean {
  return useSyncExternalStore(ignoreChanges, hasSubtleCrypto, () => true)
}
