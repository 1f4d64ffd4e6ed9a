import { createTexts } from '../../../texts/createTexts'
import type { Language } from '../../../texts/languages'
import { siteTexts } from '../../../texts/siteTexts'
import { momentWords } from '../../../early/countdown'
import type { CreateDraft } from '../draft/draft'
import { openingOfDraft } from './openingField'

/**
 * Over the preview of a page that opens at its moment: the preview shows it as opened, and this
 * says when that is, in the page's language (before it, the recipient sees a countdown).
 */
export function OpeningPreviewNote({
  draft,
  language,
}: {
  draft: CreateDraft
  language: Language
}) {
  const opening = openingOfDraft(draft)
  if (!opening) return null
  const moment = momentWords(opening, siteTexts[language].opening)
  return (
    <p className="create-note preview-opening">
      {createTexts[language].openingPreviewNote(moment)}
    </p>
  )
}
