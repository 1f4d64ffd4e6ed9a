/**
 * Copies `text` to the clipboard, and says whether it could. The Clipboard API first; where a
 * browser has none (an old one, a page not served over https) or refuses it (the in-app browsers
 * of Messenger, Facebook and Zalo: NotAllowedError), a read-only field holding the text is
 * selected and copied with `execCommand('copy')`, which those still allow within a tap. Only
 * when both fail does it say no: the caller then offers the text to copy by hand.
 *
 * Call it in the tap's handler, before anything else awaits: the fallback needs the tap's user
 * activation. That outlives the Clipboard API's refusal (Chromium keeps it 5 s), unless the tap
 * also leaves the page (`isLeaving`: a link that opens a chat app in a new tab takes the
 * activation and the focus as the handler returns), so then the field is copied at once too.
 */
export async function copyText(text: string, isLeaving = false): Promise<boolean> {
  const clipboard: Clipboard | undefined = navigator.clipboard
  const hasClipboard = typeof clipboard?.writeText === 'function'
  const isCopiedNow = (isLeaving || !hasClipboard) && copyBySelection(text)
  if (!hasClipboard) return isCopiedNow
  try {
    await clipboard.writeText(text)
    return true
  } catch {
    return isCopiedNow || copyBySelection(text)
  }
}

/**
 * The old way: `text` in a read-only field (no keyboard on a phone), selected and copied, then
 * gone before anything is painted; the focus goes back where it was. Whether the browser copied.
 */
function copyBySelection(text: string): boolean {
  const focused = document.activeElement
  const field = document.createElement('textarea')
  field.value = text
  field.readOnly = true
  // In the view, so that focusing it scrolls nothing, even where preventScroll is unknown.
  field.style.position = 'fixed'
  field.style.top = '0'
  document.body.append(field)
  field.focus({ preventScroll: true })
  // iOS selects nothing in a read-only field with select() alone.
  field.setSelectionRange(0, text.length)
  let isCopied = false
  try {
    isCopied = document.execCommand('copy')
  } catch {
    // A browser that has dropped the command: nothing was copied.
  }
  field.remove()
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true })
  return isCopied
}
