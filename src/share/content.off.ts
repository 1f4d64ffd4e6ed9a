/**
 * What a VITE_CREATE=off build gets in place of content.ts (vite.config.ts swaps the module):
 * shared links are not read at all, so the love pages always show the build's own texts, and
 * neither the decoder nor lz-string is in the JavaScript.
 */
import type { LoveContent } from './content'

export function loveContentFor(
  _fragment: string,
  defaults: Omit<LoveContent, 'isInvalidLink'>,
): LoveContent {
  return { ...defaults, isInvalidLink: false }
}

/** No link is read, a locked one neither. */
export const openedLoveContentFor = loveContentFor
