import { useEffect, useState } from 'react'

/** Where the check of a photo's address stands: an image opened there, or none did. */
export type PhotoAddressCheck = 'idle' | 'loading' | 'loaded' | 'failed'

/**
 * Opens the photo at `url` (undefined: nothing to check) in an image kept out of the page,
 * telling its host nothing of the page, as the made page asks for it: whether the browser can
 * show it (a host that answers, an address that is an image). Made only once the address passes
 * the rules; a new address starts over. A failure is the image's `error` event, never an error
 * of ours.
 */
export function usePhotoAddressCheck(url: string | undefined): PhotoAddressCheck {
  const [outcome, setOutcome] = useState<{ url: string; check: PhotoAddressCheck }>()

  useEffect(() => {
    if (!url) return
    let isCurrent = true
    const image = new Image()
    image.referrerPolicy = 'no-referrer'
    image.src = url
    image
      .decode()
      .then(() => isCurrent && setOutcome({ url, check: 'loaded' }))
      .catch(() => isCurrent && setOutcome({ url, check: 'failed' }))
    return () => {
      isCurrent = false
      // Stops the request.
      image.removeAttribute('src')
    }
  }, [url])

  if (!url) return 'idle'
  return outcome?.url === url ? outcome.check : 'loading'
}
