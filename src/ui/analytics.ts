/** The tag-manager data layer: a plain array on window that GTM reads, if it is on the page. */
type DataLayerEvent = { event: string }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Pushes `{ event }` to `window.dataLayer`, creating the layer when missing. */
export function pushEvent(event: string): void {
  const layer = (window.dataLayer ??= [])
  const entry: DataLayerEvent = { event }
  layer.push(entry)
}
