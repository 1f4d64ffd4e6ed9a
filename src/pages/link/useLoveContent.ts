import { useLocation } from 'react-router-dom'
import { isSharedPath } from '../../settings/pages'
import type { LoveContent } from '../../share/content'
import { earlyContentOf, LINK_READ, shareContentOf, UNREAD_LINK } from '../../share/earlyContent'
import { contentAt } from '../../share/opening'
import type { Language } from '../../texts/languages'
import { useLanguage } from '../../texts/language'
import { useIsHydrated } from '../../ui/useIsHydrated'
import { useMinuteNow } from '../opening/minuteClock'
import { loveContent } from './loveContent'

/**
 * What the love pages show for the current address: a shared link's page, or the build's. A
 * share page hydrates what its early script wrote into the HTML before the first paint (a
 * link's own page at once; for no link or a bad one, a notice and no words). /love
 * and /valentine, whose HTML holds the build's own words, read a fragment once hydrated. A page
 * before its moment has none of its words until the minute it opens (opening.ts), whatever page
 * shows it.
 */
export function useLoveContent(): LoveContent {
  const { pathname, hash } = useLocation()
  const isHydrated = useIsHydrated()
  const language = useLanguage()
  const content = contentFor(pathname, hash, isHydrated, language)
  const nowMs = useMinuteNow(!!content.opening)
  return contentAt(content, nowMs)
}

function contentFor(pathname: string, hash: string, isHydrated: boolean, language: Language) {
  if (!isSharedPath(pathname)) return loveContent(isHydrated ? hash : '', language)
  if (isPrerender) return UNREAD_LINK
  const content = shareContentOf(hash, loveContent(hash, language))
  if (isHydrated) return content
  return hasEarlyContent ? earlyContentOf(hash, content) : UNREAD_LINK
}

// The build's prerender runs in Node, where there is no document.
const isPrerender = typeof document === 'undefined'
// Whether the page's early script has written its link into the HTML (it marks the root): where
// it could not run, the page hydrates the HTML as prerendered and reads its link afterwards.
const hasEarlyContent = !isPrerender && !!document.getElementById('root')?.hasAttribute(LINK_READ)
