import { useEffect, useRef, useState } from 'react'

/**
 * Whether "Xem thử"'s preview is open. It holds one history entry of its own, pushed as it
 * opens (same address, same state): the browser's Back pops it and closes the preview, leaving
 * the maker on /create with the form as it was; closing it otherwise goes back the same way, so
 * the history is as before. Focus goes back to the opener.
 */
export function usePreviewOpen() {
  const [isOpen, setOpen] = useState(false)
  const openerRef = useRef<HTMLButtonElement>(null)

  const open = () => {
    history.pushState(history.state, '')
    setOpen(true)
  }
  useEffect(() => {
    if (!isOpen) return
    const opener = openerRef.current
    const onPop = () => setOpen(false)
    window.addEventListener('popstate', onPop)
    return () => {
      window.removeEventListener('popstate', onPop)
      // Focus back where it was before the preview.
      opener?.focus({ preventScroll: true })
    }
  }, [isOpen])
  // Back pops the preview's entry; the popstate above closes it.
  const close = () => history.back()

  return { isOpen, open, close, openerRef }
}

export type PreviewOpen = ReturnType<typeof usePreviewOpen>
