import { useEffect, useState } from 'react'

/** Elements to focus, by id, in order: the first that is there and enabled takes the focus. */
type FocusRequest = { readonly ids: readonly string[] }

/**
 * Focus for after the next render: a step moved, added or removed puts its buttons and fields
 * where the render leaves them, so the element to focus is looked up once it is there. An id
 * whose button is disabled by then (a step moved to the top has no `Up`) gives way to the next.
 */
export function useFocusLater(): (...ids: string[]) => void {
  const [request, setRequest] = useState<FocusRequest>()
  useEffect(() => {
    if (!request) return
    for (const id of request.ids) {
      const element = document.getElementById(id)
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus()
        return
      }
    }
  }, [request])
  return (...ids) => setRequest({ ids })
}
