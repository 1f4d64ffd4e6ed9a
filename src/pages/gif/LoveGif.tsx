import { StatusImage } from './StatusImage'

/**
 * The GIF in a fixed frame (StatusImage: a heart until it loads, and for good if it cannot), with
 * no layout jump, and nothing else waits for it: at low priority, so on a slow phone the fonts
 * and the app come first (the words are the page's largest paint; the GIF, often on a host not
 * yet connected to, would hold back Lighthouse's estimate of it). With no `src` yet (a share
 * page before it has read its link) the frame shows the heart alone.
 */
export function LoveGif({ src, alt }: { src: string; alt: string }) {
  return (
    <StatusImage
      as="figure"
      className="gif-frame"
      src={src}
      alt={alt}
      hints={{ fetchPriority: 'low' }}
    />
  )
}
