/** The GIFs /create offers to pick from, each with what it shows (its alt text). Pure. */
export type CuratedGif = { readonly url: string; readonly alt: string }

export const CURATED_GIFS: readonly CuratedGif[] = [
  {
    url: 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif',
    alt: 'Ảnh động một cái ôm thật chặt',
  },
  {
    url: 'https://media.tenor.com/gUiu1zyxfzYAAAAi/bear-kiss-bear-kisses.gif',
    alt: 'Ảnh động hai chú gấu hôn nhau',
  },
  {
    url: 'https://media.giphy.com/media/nyGFcsP0kAobm/giphy.gif',
    alt: 'Ảnh động một nụ hôn',
  },
  {
    url: 'https://media.giphy.com/media/108M7gCS1JSoO4/giphy.gif',
    alt: 'Ảnh động nụ hôn ngọt ngào',
  },
]

/** The alt text for a GIF: its curated description, or `fallback` for one pasted by hand. */
export function altOfGif(url: string, fallback: string): string {
  return CURATED_GIFS.find((gif) => gif.url === url)?.alt ?? fallback
}
