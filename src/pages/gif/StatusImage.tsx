import {
  useLayoutEffect,
  useRef,
  useState,
  type ImgHTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import { HeartMark } from '../../ui/HeartMark'

export type ImageStatus = 'loading' | 'loaded' | 'failed'

type ImageState = { readonly complete: boolean; readonly naturalWidth: number }

/**
 * What an `<img>` element says of itself: still loading, shown, or broken (no pixels, or pixels
 * `isRight` refuses).
 */
export function statusOfImage<T extends ImageState>(
  image: T,
  isRight: (image: T) => boolean = () => true,
): ImageStatus {
  if (!image.complete) return 'loading'
  return image.naturalWidth > 0 && isRight(image) ? 'loaded' : 'failed'
}

/**
 * An `<img>`'s status, for a stand-in that holds its place. Its load and error events keep it;
 * an image that finished before React listened (a prerendered page's, loaded while the script
 * was on its way) is read from the element once, before the first paint.
 */
function useImageStatus(isRight?: (image: HTMLImageElement) => boolean) {
  const [status, setStatus] = useState<ImageStatus>('loading')
  const ref = useRef<HTMLImageElement>(null)
  useLayoutEffect(() => {
    if (ref.current) setStatus(statusOfImage(ref.current, isRight))
    // Once, for an image that finished first; its events tell the rest.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [])
  return {
    status,
    ref,
    onLoad: (event: SyntheticEvent<HTMLImageElement>) =>
      setStatus(statusOfImage(event.currentTarget, isRight)),
    onError: () => setStatus('failed'),
  }
}

type Props = {
  /** The frame's element and class; the class gets a `--loading`/`--loaded`/`--failed` twin. */
  as: 'figure' | 'span'
  className: string
  /** '' for no picture yet: the heart alone holds the place. */
  src: string
  alt: string
  /** Whether the heart carries the alt text while the picture loads, not only once it failed. */
  isHeartNamed?: boolean
  /** How the picture is fetched and laid out: hints, what it tells its host, its size. */
  hints: Pick<
    ImgHTMLAttributes<HTMLImageElement>,
    'loading' | 'fetchPriority' | 'referrerPolicy' | 'width' | 'height'
  >
  /** What the frame shows after the picture (a print's caption). */
  children?: ReactNode
  /** Whether a picture that loaded may show (a photo in the link: the size its header names). */
  isRight?: (image: HTMLImageElement) => boolean
}

/**
 * A picture in a frame that never shows a broken-image icon: a soft heart holds its place while
 * it loads, the picture fades in over it (styles.css), and if it cannot load the heart stays,
 * named with the alt text.
 */
export function StatusImage(props: Props) {
  const { as: Frame, className, src, alt, isHeartNamed, hints, children, isRight } = props
  const { status, ref, onLoad, onError } = useImageStatus(isRight)
  return (
    <Frame className={`${className} ${className}--${status}`}>
      {status !== 'loaded' && (
        <HeartMark label={status === 'failed' || isHeartNamed ? alt : undefined} />
      )}
      {status !== 'failed' && src !== '' && (
        <img
          ref={ref}
          src={src}
          alt={alt}
          decoding="async"
          {...hints}
          onLoad={onLoad}
          onError={onError}
        />
      )}
      {children}
    </Frame>
  )
}
