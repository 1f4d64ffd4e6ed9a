import { HeartMark } from './HeartMark'
import { useImageStatus } from './imageStatus'

type Props = { src: string; alt: string }

/**
 * The GIF in a fixed frame: a soft heart holds its place while it loads, the GIF fades in over
 * it, and if it cannot load the heart stays, named with the GIF's alt text. No broken-image
 * icon, no layout jump, and nothing else waits for it: at low priority, so on a slow phone the
 * fonts and the app come first (the words are the page's largest paint; the GIF, often on a
 * host not yet connected to, would hold back Lighthouse's estimate of it). With no `src` yet (a
 * share page before it has read its link) the frame shows the heart alone.
 */
export function LoveGif({ src, alt }: Props) {
  const { status, ref, onLoad, onError } = useImageStatus()
  return (
    <figure className={`gif-frame gif-frame--${status}`}>
      {status !== 'loaded' && <HeartMark label={status === 'failed' ? alt : undefined} />}
      {status !== 'failed' && src !== '' && (
        <img
          ref={ref}
          src={src}
          alt={alt}
          decoding="async"
          fetchPriority="low"
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </figure>
  )
}
