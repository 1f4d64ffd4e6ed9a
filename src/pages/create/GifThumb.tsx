import { HeartMark } from '../HeartMark'
import { useImageStatus } from '../imageStatus'

/**
 * A curated GIF's thumbnail, as LoveGif does it: a heart holds the place while it loads and
 * stays (named with the alt text) if it cannot, so no broken-image icon ever shows.
 */
export function GifThumb({ src, alt }: { src: string; alt: string }) {
  const { status, ref, onLoad, onError } = useImageStatus()
  return (
    <span className={`gif-thumb gif-thumb--${status}`}>
      {status !== 'loaded' && <HeartMark label={status === 'failed' ? alt : undefined} />}
      {status !== 'failed' && (
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
