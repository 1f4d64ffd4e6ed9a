/**
 * Copies `text` to the clipboard, and says whether it could: an old browser or a denied
 * permission has no clipboard, and the caller then offers another way (a selected field).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
