import { useLocation } from 'react-router-dom'
import { loveContent } from '../config/siteConfig'
import type { LoveContent } from '../share/content'

/** What the love pages show for the current address: a shared link's page, or the build's. */
export function useLoveContent(): LoveContent {
  return loveContent(useLocation().hash)
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
