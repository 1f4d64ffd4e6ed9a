import { useState } from 'react'
import { HeartMark } from '../HeartMark'

type Status = 'loading' | 'loaded' | 'failed'

/**
 * A curated GIF's thumbnail, as LoveGif does it: a heart holds the place while it loads and
 * stays (named with the alt text) if it cannot, so no broken-image icon ever shows.
 */
export function GifThumb({ src, alt }: { src: string; alt: string }) {
  const [status, setStatus] = useState<Status>('loading')
  return (
    <span className={`gif-thumb gif-thumb--${status}`}>
      {status !== 'loaded' && <HeartMark label={status === 'failed' ? alt : undefined} />}
      {status !== 'failed' && (
        <img
          src={src}
          alt={alt}
          decoding="async"
          loading="lazy"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      )}
    </span>
  )
}
