/**
 * The last check before /create offers a link: the page its fragment opens, read by the decoder
 * every share page runs, with the same hosts, is the page the form holds, cleaned as the link
 * carries it. The length check before it follows the decoder's limits; this one catches what any
 * rule of /create and of the decoder might still disagree on. Once per press of `Tạo liên kết`,
 * not per keystroke: it inflates and checks the whole link again. Pure.
 */
import { decodeFragment } from '../../../share/format'
import type { ShareLinks } from '../../../share/links'
import { cleanPage } from '../../../share/rules'
import { cleanStep, type SharedStory } from '../../../share/story'
import { cleanText } from '../../../share/text'

/** The hosts a share page accepts the GIF, a song file and a photo's address from. */
export type LinkHosts = {
  readonly gif: readonly string[]
  readonly audio: readonly string[]
  readonly photo: readonly string[]
}

/**
 * `page` as a valid link's decoding gives it: cleaned, its steps only when it has some, and its
 * v5 fields (voice, sender, opening) only when set.
 */
export function cleanStory(page: SharedStory): SharedStory {
  const steps = (page.steps ?? []).map(cleanStep)
  const sender = cleanText(page.sender ?? '')
  return {
    ...cleanPage(page),
    ...(steps.length > 0 && { steps }),
    ...(page.voice && { voice: page.voice }),
    ...(sender && { sender }),
    ...(page.opening && { opening: page.opening }),
  }
}

// Two decoded pages are the same when their fields are, in whatever order their keys came.
function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  const record = (value: object, key: string): unknown => (value as Record<string, unknown>)[key]
  return keys.every((key) => key in b && isSameValue(record(a, key), record(b, key)))
}

// Everything after the first '#': neither lz-string's alphabet nor base64url holds another.
const fragmentOf = (link: string) => (link.includes('#') ? link.slice(link.indexOf('#')) : '')

/** Whether every one of `links` opens `page` on a share page that accepts `hosts`. */
export function linksOpenAs(links: ShareLinks, page: SharedStory, hosts: LinkHosts): boolean {
  const fragments = new Set(Object.values(links).map((link: string) => fragmentOf(link)))
  return [...fragments].every((fragment) => {
    const link = decodeFragment(fragment, hosts.gif, hosts.audio, hosts.photo)
    return link.kind === 'valid' && isSameValue(link.page, cleanStory(page))
  })
}
