/**
 * Where shared links point. Not /love itself: messengers build a link's preview from the HTML at
 * its address, without running it and without the fragment, so /love's preview would name the
 * deployment's own recipient. The build writes share/love/, share/valentine/ and
 * share/question/index.html with a generic card (the catalogue's `site.shareCard`); being real
 * files, they work on every static host with no rewrite rules.
 *
 * A page's language and occasion travel in the path, the personal words in the fragment: a
 * fragment reaches neither the server nor the prerender, and the HTML must already speak the
 * page's language and wear its occasion. The defaults (Vietnamese, no occasion) take no segment,
 * so today's addresses stay as they are: `/{en/}share/{kind}/{occasion/}`. Its own module: the
 * router and the build's HTML step need it without the link codec. The two lists live with what
 * they name (src/texts/languages.ts, src/occasions/occasions.ts), so a catalogue or a palette
 * never needs the link. Pure.
 */
import { isLanguage, LANGUAGES, type Language } from '../texts/languages.js'
import { isOccasion, OCCASIONS, type Occasion } from '../occasions/occasions.js'

/** The pages a shared link opens: the two love pages, the question page and a story. */
export const SHARE_KINDS = ['love', 'valentine', 'question', 'story'] as const
export type ShareKind = (typeof SHARE_KINDS)[number]

/** What a share page's path says. */
export type ShareAddress = {
  readonly kind: ShareKind
  readonly language: Language
  readonly occasion: Occasion
}

/** Whether `value` names a share page (a path may hold anything). */
export function isShareKind(value: string): value is ShareKind {
  return (SHARE_KINDS as readonly string[]).includes(value)
}

const prefixOf = (language: Language) => (language === LANGUAGES[0] ? '' : `/${language}`)

/**
 * A share page's address, ending in '/': it names the folder the build writes, so GitHub Pages
 * answers without a redirect. `/share/love/`, `/en/share/question/birthday/`.
 */
export function sharePath(kind: ShareKind, language: Language, occasion: Occasion): string {
  const tail = occasion === OCCASIONS[0] ? '' : `${occasion}/`
  return `${prefixOf(language)}/share/${kind}/${tail}`
}

// Any three segments in the share form; parseSharePath then checks each against its list.
const SHARE_PATH = /^(?:\/([^/]+))?\/share\/([^/]+)(?:\/([^/]+))?\/?$/

/**
 * What a share page's `pathname` (as the router sees it, without the base path; with or without
 * its trailing slash) says, or undefined when it is no share path or names an unknown language,
 * kind or occasion. Each page has one address: `/vi/share/love/` and `/share/love/none/` are
 * not `/share/love/`.
 */
export function parseSharePath(pathname: string): ShareAddress | undefined {
  const match = SHARE_PATH.exec(pathname)
  if (!match) return undefined
  const [, language = LANGUAGES[0], kind, occasion = OCCASIONS[0]] = match
  if (!isLanguage(language) || !isShareKind(kind) || !isOccasion(occasion)) return undefined
  const path = sharePath(kind, language, occasion)
  return pathname === path || pathname === path.slice(0, -1)
    ? { kind, language, occasion }
    : undefined
}

/** The share routes of today's pages (Vietnamese, no occasion), as the router knows them. */
// Pure calls: a bundle that reads no share route (the early scripts) leaves them out.
export const sharePaths: Readonly<Record<ShareKind, string>> = {
  love: /* @__PURE__ */ sharePath('love', 'vi', 'none').slice(0, -1),
  valentine: /* @__PURE__ */ sharePath('valentine', 'vi', 'none').slice(0, -1),
  question: /* @__PURE__ */ sharePath('question', 'vi', 'none').slice(0, -1),
  story: /* @__PURE__ */ sharePath('story', 'vi', 'none').slice(0, -1),
}

/**
 * A locked link's address (docs/LINK-V5.md): neutral, with no kind, language or occasion in it,
 * which the link keeps sealed until its answer. As the router knows it (the folder is `…/`).
 */
export const sealedPath = '/share/sealed'

/** /create's address in each language. */
export const createPaths: Readonly<Record<Language, string>> = {
  vi: '/create',
  en: '/en/create',
}
