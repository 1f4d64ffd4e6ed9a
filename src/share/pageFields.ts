/**
 * A made page's fields as one table: for each, the link version that first carries it, its items
 * in the link's JSON array (docs/LINK-V4.md, docs/LINK-V5.md), the rule it follows (the rules.ts
 * or story.ts export that checks it) and where a share page's early script paints it before the
 * app (src/early/earlyLink.ts). The encoder (encodeLink.ts) writes a link by walking it; the
 * decoder (format.ts) keeps its hand-written reader, which the early script carries: this table
 * there would grow it (tests/unit/pageFields.test.ts holds the two to the same layout). The open
 * link's v5 fields (voice, sender, opening) are written; the lock, a container of its own, waits
 * for issue 55. Pure.
 */

/** A field of a made page: today's (v1-v4) and those v5 adds (docs/LINK-V5.md). */
export type PageFieldName =
  | 'recipientName'
  | 'loveLine'
  | 'gifUrl'
  | 'question'
  | 'contact'
  | 'song'
  | 'photo'
  | 'steps'
  | 'voice'
  | 'sender'
  | 'opening'
  | 'lock'

/**
 * Where the early script paints a field: the page's heading (the love line on a love page, the
 * question on a question page), the GIF's frame, the photo's print, a story's opening words, or
 * nowhere (the app shows it); the v5 fields' places are LINK-V5.md's: the page's fixed words,
 * the countdown before the opening, the lock's screen.
 */
export type EarlyPlace =
  'heading' | 'gif' | 'print' | 'story' | 'none' | 'words' | 'countdown' | 'lock'

export type PageField = {
  /** The first link version that carries it; a link is the lowest version that holds its page. */
  readonly since: 1 | 2 | 3 | 4 | 5
  /** Its items in the link's JSON array; the lock is the sealed container itself, no item. */
  readonly slots: readonly number[]
  /**
   * The name of the export that checks it (rules.ts, contact.ts or story.ts), or none yet (v5):
   * a name, not the function, so the table adds no export to the entry's chunk.
   */
  readonly rule: string | undefined
  readonly early: EarlyPlace
}

export const PAGE_FIELDS = {
  recipientName: { since: 1, slots: [0], rule: 'nameError', early: 'story' },
  loveLine: { since: 1, slots: [1], rule: 'lineError', early: 'heading' },
  gifUrl: { since: 1, slots: [2], rule: 'gifError', early: 'gif' },
  question: { since: 2, slots: [3], rule: 'questionError', early: 'heading' },
  contact: { since: 2, slots: [4, 5], rule: 'contactError', early: 'none' },
  song: { since: 3, slots: [6], rule: 'songError', early: 'none' },
  photo: { since: 4, slots: [7, 8], rule: 'photoError', early: 'print' },
  steps: { since: 4, slots: [9], rule: 'storyErrors', early: 'story' },
  voice: { since: 5, slots: [10], rule: 'isVoice', early: 'words' },
  sender: { since: 5, slots: [11], rule: 'nameError', early: 'story' },
  // Before it, the early script paints the countdown, none of the page (opening.ts's gate).
  opening: { since: 5, slots: [12], rule: 'isOpening', early: 'countdown' },
  lock: { since: 5, slots: [], rule: undefined, early: 'lock' },
} as const satisfies Record<PageFieldName, PageField>

/** The newest version a link is written in today: the open v5 link (the lock waits for 55). */
export const WRITTEN_VERSION = 5

/** The fields an open link (v1-v5) carries in its array: all but the lock, a container. */
export type LinkFieldName = Exclude<PageFieldName, 'lock'>

/** The fields of today's links, in the order of their items. */
export const LINK_FIELDS = (Object.keys(PAGE_FIELDS) as PageFieldName[]).filter(
  (name): name is LinkFieldName =>
    PAGE_FIELDS[name].since <= WRITTEN_VERSION && PAGE_FIELDS[name].slots.length > 0,
)

/** How many items a version's JSON array holds: one past the last slot of its fields. */
export function fieldCountOf(version: number): number {
  let count = 0
  for (const name of Object.keys(PAGE_FIELDS) as PageFieldName[]) {
    const { since, slots } = PAGE_FIELDS[name]
    if (since <= version) for (const slot of slots) count = Math.max(count, slot + 1)
  }
  return count
}
