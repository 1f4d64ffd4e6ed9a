// A made link's fragment for tools that run outside Vite (the audit): the forms /create writes
// (src/share/format.ts), v1 for a page with no question and no song, v2 for one with a question
// and no contact, v4 for a story, from the same lz-string.
// tests/unit/madeLink.test.ts decodes it with the app's own decoder, so the two cannot drift.
import LZString from 'lz-string'

/** The fragment, without '#', of a page with `recipientName`, `loveLine` and `gifUrl`. */
export function madeLinkFragment({ recipientName, loveLine, gifUrl }) {
  return `v1.${LZString.compressToEncodedURIComponent(JSON.stringify([recipientName, loveLine, gifUrl]))}`
}

/** The fragment of a page that asks `question`, with the default GIF and no contact. */
export function madeQuestionFragment(recipientName, loveLine, question) {
  const gifUrl = 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif'
  const fields = [recipientName, loveLine, gifUrl, question, '', '']
  return `v2.${LZString.compressToEncodedURIComponent(JSON.stringify(fields))}`
}

/** The fragment of a story: a letter, then the page, with the default GIF, no song and no photo. */
export function madeStoryFragment(recipientName, loveLine, letter) {
  const gifUrl = 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif'
  const fields = [recipientName, loveLine, gifUrl, '', '', '', '', '', '', [['letter', letter]]]
  return `v4.${LZString.compressToEncodedURIComponent(JSON.stringify(fields))}`
}

/**
 * The fragment of a page whose photo travels in the link (`photo`: a JPEG's or PNG's bytes), in
 * the GIF's place or `beside` it, with the default GIF: lz-string's payload, then the bytes as
 * base64url after a second dot.
 */
export function madePhotoFragment(recipientName, loveLine, photo, place = 'gif') {
  const gifUrl = 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif'
  const fields = [recipientName, loveLine, gifUrl, '', '', '', '', 'L', place, []]
  const payload = LZString.compressToEncodedURIComponent(JSON.stringify(fields))
  return `v4.${payload}.${Buffer.from(photo).toString('base64url')}`
}
