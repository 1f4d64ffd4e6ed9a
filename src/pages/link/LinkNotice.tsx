import { useLanguage } from '../../texts/language'
import { siteTexts } from '../../texts/siteTexts'

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
