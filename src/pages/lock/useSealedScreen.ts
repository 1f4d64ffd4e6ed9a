import { useLocation } from 'react-router-dom'
import { LINK_READ } from '../../share/earlyContent'
import { useIsHydrated } from '../../ui/useIsHydrated'
import { useMinuteNow } from '../opening/minuteClock'
import {
  hasWebCrypto,
  sealedScreenOf,
  UNREAD_SEALED,
  type SealedScreen,
} from '../../early/sealedScreen'

/**
 * What the sealed page shows for the current address. Its HTML holds nothing of the link (the
 * prerender never sees the fragment): it hydrates what its early script painted from the same
 * pure reading, and where that script could not run, the HTML as prerendered, then the link. A
 * link with an opening moment ahead is read again at every minute's turn, and opens in place.
 */
export function useSealedScreen(): SealedScreen {
  const { hash } = useLocation()
  const isHydrated = useIsHydrated()
  const isRead = !isPrerender && (isHydrated || hasEarlyScreen)
  // Whether the link has a moment at all: at the dawn of time, every moment is ahead.
  const hasOpening = isRead && sealedScreenOf(hash, true, 0).kind === 'waiting'
  const nowMs = useMinuteNow(hasOpening)
  return isRead ? sealedScreenOf(hash, hasWebCrypto(), nowMs) : UNREAD_SEALED
}

// The build's prerender runs in Node, where there is no document.
const isPrerender = typeof document === 'undefined'
const hasEarlyScreen = !isPrerender && !!document.getElementById('root')?.hasAttribute(LINK_READ)
