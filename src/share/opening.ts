/**
 * A page that opens at its moment (a v5 link's item 12, docs/LINK-V5.md): before it, whatever
 * reads the link (a share page, its early script, its title) gets a page with none of its words,
 * only when it opens. The one gate: pages read their content through it, so none is gated on its
 * own. Pure: `nowMs` is passed in.
 */
import { NO_WORDS, type LoveContent } from './loveContent.js'

/** Whether a page with `opening` (UTC, `YYYY-MM-DDTHH:MMZ`; none is open now) is open at `nowMs`. */
export function isOpenAt(opening: string | undefined, nowMs: number): boolean {
  return !opening || nowMs >= Date.parse(opening)
}

/**
 * What a page shows at `nowMs`: `content` itself, or, before its opening, no name, words, GIF,
 * photo, song, steps or question (so nothing of them is fetched either), and when it opens.
 */
export function contentAt(content: LoveContent, nowMs: number): LoveContent {
  if (isOpenAt(content.opening, nowMs)) return content
  return { ...NO_WORDS, isInvalidLink: false, opensAt: content.opening }
}
