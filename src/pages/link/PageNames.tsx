import { useLocation } from 'react-router-dom'
import { isSharedPath } from '../../settings/pages'
import type { LoveContent } from '../../share/content'
import { useTexts } from '../../texts/language'
import { siteTexts } from '../../texts/siteTexts'
import { useIsHydrated } from '../../ui/useIsHydrated'

type Props = { content: LoveContent }

/**
 * Whether a made link's names show: on a share page (the seed's routes keep their page), once
 * the app is live (the prerendered HTML, which names nobody, hydrates as it is).
 */
function useIsMadePage(content: LoveContent): boolean {
  const { pathname } = useLocation()
  const isHydrated = useIsHydrated()
  return isHydrated && isSharedPath(pathname) && !content.isInvalidLink
}

/** Whom a made page is for, above its pictures: `Gửi Lan`. */
export function PageTo({ content }: Props) {
  const texts = useTexts(siteTexts)
  const isShown = useIsMadePage(content) && content.recipientName !== ''
  return isShown ? <p className="page-name">{texts.toRecipient(content.recipientName)}</p> : null
}

/** Who made it, when the link names them (a v5 link): `Từ Minh`. */
export function PageFrom({ content }: Props) {
  const texts = useTexts(siteTexts)
  const isShown = useIsMadePage(content) && !!content.sender
  return isShown ? (
    <p className="page-name page-name--from">{texts.fromSender(content.sender ?? '')}</p>
  ) : null
}
