/**
 * A made link against the limits its page reads it within (format.ts's decoder): the fragment's
 * characters (2,000 for a v1-v3 link, 8,000 for v4) and the JSON its payload inflates to, in
 * UTF-16 units. /create measures every link it makes here, so it never offers one the page
 * refuses: a family emoji is 11 units and compresses to almost nothing, so a link well under
 * its characters can still inflate past the JSON's cap. Pure.
 */
import { JSON_MAX_CHARS, LINK_MAX_CHARS, STORY_LINK_MAX_CHARS } from './format.js'
import { inflateLink } from './inflateLink.js'

/** The most UTF-16 units a link's JSON may inflate to: the decoder's own cap. */
export const LINK_JSON_MAX_UNITS = JSON_MAX_CHARS

/** A decoder's limit: the fragment's characters, or its JSON's units. */
export type LinkLimit = 'chars' | 'json'

export type FragmentSize = {
  /** The fragment's characters without its '#', as the decoder counts them. */
  readonly chars: number
  /** The most a fragment of its version may have. */
  readonly maxChars: number
  /** The UTF-16 units of the JSON its payload inflates to; 0 when it inflates to nothing. */
  readonly jsonUnits: number
  readonly maxJsonUnits: number
  /** The limit it passes, the characters first, as the decoder checks them first. */
  readonly passes: LinkLimit | undefined
}

const VERSIONED = /^v(\d{1,6})\.([^.]*)/

// Inflated as the decoder does, with a cap one unit past its own: a payload that would pass it
// stops there and counts as one unit too many, however far it would have gone.
function inflatedUnits(payload: string): number {
  const json = inflateLink(payload, LINK_JSON_MAX_UNITS + 1)
  return json === undefined ? LINK_JSON_MAX_UNITS + 1 : json.length
}

/** The size of a fragment (`#…` or `…`) as the decoder measures it. */
export function fragmentSizeOf(fragment: string): FragmentSize {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment
  const match = VERSIONED.exec(raw)
  const maxChars = Number(match?.[1] ?? 0) >= 4 ? STORY_LINK_MAX_CHARS : LINK_MAX_CHARS
  const jsonUnits = match ? inflatedUnits(match[2]) : 0
  const passes =
    raw.length > maxChars ? 'chars' : jsonUnits > LINK_JSON_MAX_UNITS ? 'json' : undefined
  return { chars: raw.length, maxChars, jsonUnits, maxJsonUnits: LINK_JSON_MAX_UNITS, passes }
}
