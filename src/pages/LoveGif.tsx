import { useState } from 'react'
import { HeartMark } from './HeartMark'

type Props = { src: string; alt: string }
type Status = 'loading' | 'loaded' | 'failed'

/**
 * The GIF in a fixed frame: a soft heart holds its place while it loads, the GIF fades in over
 * it, and if it cannot load the heart stays, named with the GIF's alt text. No broken-image
 * icon, no layout jump, and nothing else waits for it.
 */
export function LoveGif({ src, alt }: Props) {
  const [status, setStatus] = useState<Status>('loading')
  return (
    <figure className={`gif-frame gif-frame--${status}`}>
      {status !== 'loaded' && <HeartMark label={status === 'failed' ? alt : undefined} />}
      {status !== 'failed' && (
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
