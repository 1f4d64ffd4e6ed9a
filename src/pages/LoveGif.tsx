import { useState } from 'react'

type Props = { src: string; alt: string }
type Status = 'loading' | 'loaded' | 'failed'

/**
 * The GIF in a fixed frame: it fades in once loaded, and a heart takes its place if it cannot
 * load, so there is never a broken-image icon or a layout jump.
 */
export function LoveGif({ src, alt }: Props) {
  const [status, setStatus] = useState<Status>('loading')
  return (
    <figure className={`gif-frame gif-frame--${status}`}>
      {status === 'failed' ? (
        <svg className="gif-fallback" viewBox="0 0 32 29" role="img" aria-label={alt}>
          <path d="M16 29 3.3 16.4A8.3 8.3 0 0 1 16 5.6a8.3 8.3 0 0 1 12.7 10.8Z" />
        </svg>
      ) : (
        <img
          src={src}
          alt={alt}
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      )}
    </figure>
  )
}
