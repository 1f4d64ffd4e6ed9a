import { HeartMark } from '../HeartMark'
import { useImageStatus } from '../imageStatus'
import { useIsHydrated } from '../../ui/useIsHydrated'

/**
 * A curated GIF's thumbnail, as LoveGif does it: a heart holds the place while it loads and
 * stays (named with the alt text) if it cannot, so no broken-image icon ever shows. The GIFs
 * come once the page is live, not with its HTML: requested before the first paint, the four
 * thumbnails and the preview's GIF (two hosts more to connect to on a slow phone) would compete
 * with the form's words, which are the page's largest paint.
 */
export function GifThumb({ src, alt }: { src: string; alt: string }) {
  const { status, ref, onLoad, onError } = useImageStatus()
  const isHydrated = useIsHydrated()
  return (
    <span className={`gif-thumb gif-thumb--${status}`}>
      {/* Until the picture is there, the heart carries its name: the radio is named either way. */}
      {status !== 'loaded' && (
        <HeartMark label={status === 'failed' || !isHydrated ? alt : undefined} />
      )}
      {status !== 'failed' && isHydrated && (
        <img
          ref={ref}
          src={src}
          alt={alt}
          decoding="async"
          loading="lazy"
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </span>
  )
}
