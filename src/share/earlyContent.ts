/**
 * What a share page shows before the app is live, and what its question asks: pure helpers the
 * page and its early script (src/early/earlyLink.ts) share. Its own module, not content.ts's: a
 * VITE_CREATE=off build swaps content.ts out, and the pages still import these. Pure.
 */
import { BROKEN_LINK, NO_WORDS, type LoveContent } from './loveContent.js'

/**
 * What a share page's prerendered HTML shows: no words and no GIF (the GIF's frame holds its
 * place). The prerender never sees the fragment, and the build's own words there would flash
 * before the link's (and would be read by a messenger's crawler, which must never see them).
 */
export const UNREAD_LINK: LoveContent = { ...NO_WORDS, isInvalidLink: false }

/**
 * A share page's content for `fragment`: with no fragment at all (cut off on its way, or an
 * address typed by hand) it is a broken link too, never the build's own page.
 */
export function shareContentOf(fragment: string, content: LoveContent): LoveContent {
  return fragment.replace(/^#/, '') === '' ? BROKEN_LINK : content
}

/**
 * What a share page shows before the app is live, for `fragment` and the `content` it reads as:
 * a link's own page, written in by its early script (src/early/earlyLink.ts) before the first
 * paint; for a bad one (shareContentOf: no link is one), no words and its notice.
 */
export function earlyContentOf(fragment: string, content: LoveContent): LoveContent {
  const isLink = fragment.replace(/^#/, '') !== '' && !content.isInvalidLink
  return isLink ? content : { ...UNREAD_LINK, isInvalidLink: content.isInvalidLink }
}

/**
 * What a share page's early script puts on the app's root once it has written its link there: its
 * value is the time it painted at (ms since 1970), which a countdown hydrates with.
 */
export const LINK_READ = 'data-link-read'

/**
 * What a question page asks: the link's question, or `defaultQuestion` for a page with words but
 * none (a v1 link), or nothing before it has read its link or for one that cannot be read.
 */
export function questionOf(content: LoveContent, defaultQuestion: string): string {
  return content.question ?? (content.loveLine ? defaultQuestion : '')
}
