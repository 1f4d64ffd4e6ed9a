import type { CuratedGif } from '../../src/share/curated'
import type { Language } from '../../src/texts/languages'
import { siteTexts } from '../../src/texts/siteTexts'

/** What a curated GIF's alt text reads in `language` (Vietnamese, the default's). */
export function curatedAlt(gif: CuratedGif, language: Language = 'vi'): string {
  return siteTexts[language].gifAlts[gif.altKey]
}
