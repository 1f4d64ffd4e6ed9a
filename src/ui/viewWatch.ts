import { MAX_DPR } from '../particles/constants'

/** An element's box in CSS px and the device pixels per CSS pixel to draw it at. */
export type ElementView = { readonly width: number; readonly height: number; readonly dpr: number }

/** An element's box and the device pixels per CSS pixel the hearts are drawn at (capped). */
export function readElementView(host: HTMLElement): ElementView {
  return {
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
    dpr: Math.min(MAX_DPR, window.devicePixelRatio || 1),
  }
}

/**
 * Calls `onChange` with the element's new view whenever its box or the device pixel ratio changes.
 * A DPR change (a window dragged to another screen, zoom) resizes no box, so it has a media
 * query of its own, made anew for each ratio. Returns the stop for an effect's cleanup.
 */
export function watchView(host: HTMLElement, onChange: (view: ElementView) => void) {
  const update = () => onChange(readElementView(host))
  const observer = new ResizeObserver(update)
  observer.observe(host)
  let dprQuery: MediaQueryList | null = null
  const watchDpr = () => {
    dprQuery?.removeEventListener('change', onDprChange)
    dprQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`)
    dprQuery.addEventListener('change', onDprChange)
  }
  const onDprChange = () => {
    watchDpr()
    update()
  }
  watchDpr()
  return () => {
    observer.disconnect()
    dprQuery?.removeEventListener('change', onDprChange)
  }
}
