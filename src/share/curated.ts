/** The GIFs /create offers to pick from, each with what it shows (its alt text). Pure. */
import type { SiteTexts } from '../texts/types.js'

/** A GIF, and which of the catalogue's alt texts (`site.gifAlts`) says what it shows. */
export type CuratedGif = { readonly url: string; readonly altKey: keyof SiteTexts['gifAlts'] }

export const CURATED_GIFS: readonly CuratedGif[] = [
  {
    url: 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif',
    altKey: 'hug',
  },
  {
    url: 'https://media.tenor.com/gUiu1zyxfzYAAAAi/bear-kiss-bear-kisses.gif',
    altKey: 'bearKiss',
  },
  {
    url: 'https://media.giphy.com/media/nyGFcsP0kAobm/giphy.gif',
    altKey: 'kiss',
  },
  {
    url: 'https://media.giphy.com/media/108M7gCS1JSoO4/giphy.gif',
    altKey: 'sweetKiss',
  },
]

/** The alt text for a GIF in `texts`' language: its curated description, or the neutral one
 * for a GIF pasted by hand. */
export function altOfGif(url: string, texts: Pick<SiteTexts, 'gifAlts' | 'otherGifAlt'>): string {
  const gif = CURATED_GIFS.find((curated) => curated.url === url)
  return gif ? texts.gifAlts[gif.altKey] : texts.otherGifAlt
}
