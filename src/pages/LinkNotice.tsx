import { useLocation } from 'react-router-dom'
import { isSharedPath } from '../config/pages'
import { loveContent } from '../config/siteConfig'
import type { LoveContent } from '../share/content'
import { useIsHydrated } from '../ui/useIsHydrated'

// What a share page shows before it has read its fragment: no texts and no GIF yet (the GIF's
// frame holds its place). The prerendered HTML never sees the fragment, so the build's own love
// line there would flash before the link's.
const UNREAD_LINK: LoveContent = {
  recipientName: '',
  loveLine: '',
  gifUrl: '',
  gifAlt: '',
  isInvalidLink: false,
}

/**
 * What the love pages show for the current address: a shared link's page, or the build's. The
 * fragment counts only once the page is hydrated, since the prerender never saw it.
 */
export function useLoveContent(): LoveContent {
  const { pathname, hash } = useLocation()
  const isHydrated = useIsHydrated()
  if (isHydrated) return loveContent(hash)
  return isSharedPath(pathname) ? UNREAD_LINK : loveContent('')
}

/**
 * The small notice a love page shows when its link could not be read: the page itself then
 * shows the build's own texts, so the visitor still gets a page, and knows why it is not theirs.
 */
export function LinkNotice({ isShown }: { isShown: boolean }) {
  if (!isShown) return null
  return (
    <p className="link-notice" role="status">
      Liên kết này không hợp lệ… nên trang hiện lời nhắn mặc định.
    </p>
  )
}
