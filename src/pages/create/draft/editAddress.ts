/**
 * The address that opens a made page in /create to change it, and what a pasted or opened
 * address says: `/create?lang=en&occasion=birthday#<fragment>` carries the page's language and
 * occasion (a share link carries them in its path, paths.ts), the fragment the page itself.
 * Pure.
 */
import { isOccasion, OCCASIONS, type Occasion } from '../../../occasions/occasions'
import type { LinkPlace } from '../../../share/links'
import { parseSharePath } from '../../../share/paths'
import { isLanguage, type Language } from '../../../texts/languages'

/** A page to open in the form: its fragment, and its language and occasion when named. */
export type IncomingPage = {
  readonly fragment: string
  readonly language?: Language
  readonly occasion: Occasion
}

/** /create's address (`createAddress`, absolute) that opens the page of `link` (a made link). */
export function editAddressOf(createAddress: string, link: string, place: LinkPlace): string {
  const fragment = link.slice(link.indexOf('#') + 1)
  const url = new URL(createAddress)
  url.search = ''
  url.searchParams.set('lang', place.language)
  if (place.occasion !== OCCASIONS[0]) url.searchParams.set('occasion', place.occasion)
  url.hash = fragment
  return url.href
}

/**
 * The page `address` opens (absolute, or relative to `base`, the site's address with its base
 * path): a share link's or /create's with a fragment; undefined when it has no fragment or is no
 * address.
 */
export function incomingOf(address: string, base: string): IncomingPage | undefined {
  let url: URL
  try {
    url = new URL(address.trim(), base)
  } catch {
    return undefined
  }
  const fragment = url.hash.slice(1)
  if (fragment === '') return undefined
  const basePath = new URL(base).pathname
  const path = url.pathname.startsWith(basePath)
    ? `/${url.pathname.slice(basePath.length)}`
    : url.pathname
  const shared = parseSharePath(path)
  if (shared) return { fragment, language: shared.language, occasion: shared.occasion }
  const language = url.searchParams.get('lang') ?? ''
  const occasion = url.searchParams.get('occasion') ?? ''
  return {
    fragment,
    ...(isLanguage(language) && { language }),
    occasion: isOccasion(occasion) ? occasion : OCCASIONS[0],
  }
}
