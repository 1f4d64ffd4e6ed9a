import { useLocation } from 'react-router-dom'
import { LINK_READ } from '../../share/earlyContent'
import { useIsHydrated } from '../../ui/useIsHydrated'
import { hasWebCrypto, sealedScreenOf, UNREAD_SEALED, type SealedScreen } from './sealedScreen'

/**
 * What the sealed page shows for the current address. Its HTML holds nothing of the link (the
 * prerender never sees the fragment): it hydrates what its early script painted from the same
 * pure reading, and where that script could not run, the HTML as prerendered, then the link.
 */
export function useSealedScreen(): SealedScreen {
  const { hash } = useLocation()
  const isHydrated = useIsHydrated()
  if (isPrerender || (!isHydrated && !hasEarlyScreen)) return UNREAD_SEALED
  return sealedScreenOf(hash, hasWebCrypto())
}

// The build's prerender runs in Node, where there is no document.
const isPrerender = typeof document === 'undefined'
const hasEarlyScreen = !isPrerender && !!document.getElementById('root')?.hasAttribute(LINK_READ)
