/**
 * Everything a page maker personalizes, in one place. Change these values and rebuild.
 */
export type HeartburstConfig = {
  /** Who the page is for; the love pages' title is `Love {name}'s`. */
  readonly recipientName: string
  /** The bold red line on /love. */
  readonly loveLine: string
  /** An animated GIF on an external host, shown on /love. */
  readonly gifUrl: string
  /** What the GIF shows, for screen readers and when it cannot load. */
  readonly gifAlt: string
}

export const config: HeartburstConfig = {
  recipientName: 'Em Yêu',
  loveLine: 'Anh yêu em nhiều lắm!',
  gifUrl: 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif',
  gifAlt: 'Ảnh động một cái ôm thật chặt',
}

export function loveTitle(name: string = config.recipientName): string {
  return `Love ${name}'s`
}
