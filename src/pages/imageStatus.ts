import { useLayoutEffect, useRef, useState } from 'react'

export type ImageStatus = 'loading' | 'loaded' | 'failed'

/** What an `<img>` element says of itself: still loading, shown, or broken. */
export function statusOfImage(image: {
  readonly complete: boolean
  readonly naturalWidth: number
}): ImageStatus {
  if (!image.complete) return 'loading'
  return image.naturalWidth > 0 ? 'loaded' : 'failed'
}

/**
 * An `<img>`'s status, for a stand-in that holds its place. Its load and error events keep it;
 * an image that finished before React listened (a prerendered page's, loaded while the script
 * was on its way) is read from the element once, before the first paint.
 */
export function useImageStatus() {
  const [status, setStatus] = useState<ImageStatus>('loading')
  const ref = useRef<HTMLImageElement>(null)
  useLayoutEffect(() => {
    if (ref.current) setStatus(statusOfImage(ref.current))
  }, [])
  return {
    status,
    ref,
    onLoad: () => setStatus('loaded'),
    onError: () => setStatus('failed'),
  }
}
