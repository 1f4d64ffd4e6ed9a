// A made link's fragment for tools that run outside Vite (the audit): the v1 form /create writes
// for a page with no question and no song (src/share/format.ts), from the same lz-string.
// tests/unit/madeLink.test.ts decodes it with the app's own decoder, so the two cannot drift.
import LZString from 'lz-string'

/** The fragment, without '#', of a page with `recipientName`, `loveLine` and `gifUrl`. */
export function madeLinkFragment({ recipientName, loveLine, gifUrl }) {
  return `v1.${LZString.compressToEncodedURIComponent(JSON.stringify([recipientName, loveLine, gifUrl]))}`
}
