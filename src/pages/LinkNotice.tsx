import { useLocation } from 'react-router-dom'
import { isSharedPath } from '../config/pages'
import { loveContent } from '../config/siteConfig'
import type { LoveContent } from '../share/content'
import { earlyContentOf, LINK_READ, UNREAD_LINK } from '../share/earlyContent'
import { useLanguage } from '../texts/language'
import { siteTexts } from '../texts/siteTexts'
import { useIsHydrated } from '../ui/useIsHydrated'

/**
 * What the love pages show for the current address: a shared link's page, or the build's. A
 * share page hydrates what its early script wrote into the HTML before the first paint (a
 * link's own page at once; for no link or a bad one, the build's words once hydrated). /love
 * and /valentine, whose HTML holds the build's own words, read a fragment once hydrated.
 */
export function useLoveContent(): LoveContent {
  const { pathname, hash } = useLocation()
  const isHydrated = useIsHydrated()
  const language = useLanguage()
  if (!isSharedPath(pathname)) return loveContent(isHydrated ? hash : '', language)
  if (isPrerender) return UNREAD_LINK
  const content = loveContent(hash, language)
  if (isHydrated) return content
  return hasEarlyContent ? earlyContentOf(hash, content) : UNREAD_LINK
}

// The build's prerender runs in Node, where there is no document.
const isPrerender = typeof document === 'undefined'
// Whether the page's early script has written its link into the HTML (it marks the root): where
// it could not run, the page hydrates the HTML as prerendered and reads its link afterwards.
const hasEarlyContent = !isPrerender && !!document.getElementById('root')?.hasAttribute(LINK_READ)

/**
 * The small notice a love page shows when its link could not be read: the page itself then
 * shows the build's own texts, so the visitor still gets a page, and knows why it is not theirs.
 */
export function LinkNotice({ isShown }: { isShown: boolean }) {
  const language = useLanguage()
  if (!isShown) return null
  return (
    <p className="link-notice" role="status">
      {siteTexts[language].invalidLink}
    </p>
  )
}
