import { useIsHydrated } from '../../../ui/useIsHydrated'
import { StatusImage } from '../../gif/StatusImage'

/**
 * A curated GIF's thumbnail, framed as the love page's GIF is (StatusImage). The GIFs come once
 * the page is live, not with its HTML: requested before the first paint, the four thumbnails
 * and the preview's GIF (two hosts more to connect to on a slow phone) would compete with the
 * form's words, which are the page's largest paint. Until the picture is there, the heart
 * carries its name: the radio is named either way.
 */
export function GifThumb({ src, alt }: { src: string; alt: string }) {
  const isHydrated = useIsHydrated()
  return (
    <StatusImage
      as="span"
      className="gif-thumb"
      src={isHydrated ? src : ''}
      alt={alt}
      isHeartNamed={!isHydrated}
      hints={{ loading: 'lazy' }}
    />
  )
}
