/**
 * The page maker's settings, read from environment variables (a `.env` file or CI variables),
 * with typed defaults: one row a setting (SETTING_ROWS). Pure: no Node, no DOM. The app calls
 * `resolveSettings` on `import.meta.env`; the build checks the same variables first
 * (envChecks.ts: `readSettings`) and stops on any problem.
 */
// The '.js' specifiers resolve to the .ts files; vite.config.ts imports this module too.
import {
  DEFAULT_AUDIO_HOSTS,
  DEFAULT_PHOTO_HOSTS,
  DEFAULT_GIF_HOSTS,
  parseHosts,
} from '../share/hosts.js'
import { isTuneId } from '../music/song.js'
import { cleanText } from '../share/text.js'
import { isLanguage, LANGUAGES, type Language } from '../texts/languages.js'
import { isOccasion, OCCASIONS, type Occasion } from '../occasions/occasions.js'
import { siteTexts } from '../texts/siteTexts.js'

export type SiteSettings = {
  /** Who the page is for; the love pages' title is `Love {name}'s`. */
  readonly recipientName: string
  /** The bold red line on /love, also the link preview's description. */
  readonly loveLine: string
  /** An animated GIF (https), shown on /love. */
  readonly gifUrl: string
  /** What the GIF shows, for screen readers and when it cannot load. */
  readonly gifAlt: string
  /** A Google Tag Manager container id, or '' for no tag manager. */
  readonly gtmId: string
  /** The public address of the home page, ending in '/', or '' when unknown. */
  readonly siteUrl: string
  /** The path the site is served under, starting and ending with '/'. */
  readonly basePath: string
  /** Where GIFs may come from (host[:port]): the CSP's image hosts, and the only GIF hosts a
   * shared link may name. */
  readonly gifHosts: readonly string[]
  /** Where songs' files may come from (host[:port]): the only song hosts a shared link may
   * name. */
  readonly audioHosts: readonly string[]
  /** Where a made link's photo by address may come from (the CSP's img-src lists them). */
  readonly photoHosts: readonly string[]
  /** What the build's own pages play on the first tap, as a link carries a song
   * (src/share/song.ts): '' for none (VITE_MUSIC off, the default), `tune:<id>`, or an audio
   * file's address. */
  readonly music: string
  /** Whether the site has /create and reads shared links (VITE_CREATE is not 'off'). */
  readonly isCreateOn: boolean
  /** What the build's own pages speak (VITE_LANG): their texts, and the default words'. */
  readonly language: Language
  /** What the build's own pages are made for (VITE_OCCASION): palette, title, default line. */
  readonly occasion: Occasion
}

/** The default words in each language: the catalogue's. */
function defaultWords(language: Language) {
  const site = siteTexts[language]
  return {
    recipientName: site.defaultRecipientName,
    loveLine: site.defaultLoveLine,
    gifAlt: site.gifAlts.hug,
    otherGifAlt: site.otherGifAlt,
  }
}

const DEFAULT_GIF_URL = 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif'

/** Whatever holds the variables: `process.env`, Vite's `loadEnv` result, `import.meta.env`. */
export type EnvSource = { readonly [name: string]: unknown }

/** A variable's value as given, or undefined when it is unset (or not text). */
export function rawValue(env: EnvSource, name: string): string | undefined {
  const value = env[name]
  return typeof value === 'string' ? value : undefined
}

function withTrailingSlash(text: string): string {
  return text.endsWith('/') ? text : `${text}/`
}

/** Hosts listed in a variable, or `fallback` when it lists none. */
const hostsOr =
  (fallback: readonly string[]) =>
  (text: string | undefined): readonly string[] => {
    const hosts = parseHosts(text ?? '')
    return hosts.length > 0 ? hosts : fallback
  }

/**
 * The song text (src/share/song.ts) a VITE_MUSIC value stands for: '' for off or nothing,
 * `tune:<id>` for a built-in tune's id, else the value itself (an address, checked by
 * `checkMusicOnHosts`).
 */
export function musicText(value: string): string {
  const text = value.trim()
  if (text === '' || text === 'off') return ''
  return isTuneId(text) ? `tune:${text}` : text
}

// The three settings the others are read against, read first.
const readGifUrl = (text: string | undefined) => text ?? DEFAULT_GIF_URL
const readLanguage = (text: string | undefined): Language =>
  text !== undefined && isLanguage(text) ? text : LANGUAGES[0]
const readOccasion = (text: string | undefined): Occasion =>
  text !== undefined && isOccasion(text) ? text : OCCASIONS[0]

/** What a setting is read against: the build's language and occasion, read first. */
type Basis = {
  /** The default words in the build's language. */
  readonly words: ReturnType<typeof defaultWords>
  /** The GIF's address, whose alt text falls back to the default GIF's only for that GIF. */
  readonly gifUrl: string
  /** The occasion's own line, where the build gave one. */
  readonly occasionLine: string | undefined
}

/** One setting: the variable it comes from, and how it is read. */
type SettingRow<Value> = {
  readonly variable: string
  /** The setting from the variable's tidied text, or from the defaults when it is unset. */
  readonly read: (text: string | undefined, basis: Basis) => Value
}

/**
 * Every setting, one row each: the variable it comes from and how it is read. What each should
 * be is the build's to say (envChecks.ts), and never ships.
 */
export const SETTING_ROWS: {
  readonly [Key in keyof SiteSettings]: SettingRow<SiteSettings[Key]>
} = {
  recipientName: {
    variable: 'VITE_RECIPIENT_NAME',
    read: (text, basis) => text ?? basis.words.recipientName,
  },
  loveLine: {
    variable: 'VITE_LOVE_LINE',
    read: (text, basis) => text ?? basis.occasionLine ?? basis.words.loveLine,
  },
  gifUrl: { variable: 'VITE_GIF_URL', read: readGifUrl },
  gifAlt: {
    variable: 'VITE_GIF_ALT',
    read: (text, basis) =>
      text ?? (basis.gifUrl === DEFAULT_GIF_URL ? basis.words.gifAlt : basis.words.otherGifAlt),
  },
  gtmId: { variable: 'VITE_GTM_ID', read: (text) => text ?? '' },
  siteUrl: { variable: 'VITE_SITE_URL', read: (text) => (text ? withTrailingSlash(text) : '') },
  basePath: { variable: 'BASE_PATH', read: (text) => text || '/' },
  gifHosts: { variable: 'VITE_GIF_HOSTS', read: hostsOr(DEFAULT_GIF_HOSTS) },
  audioHosts: { variable: 'VITE_AUDIO_HOSTS', read: hostsOr(DEFAULT_AUDIO_HOSTS) },
  photoHosts: { variable: 'VITE_PHOTO_HOSTS', read: hostsOr(DEFAULT_PHOTO_HOSTS) },
  music: { variable: 'VITE_MUSIC', read: (text) => musicText(text ?? '') },
  isCreateOn: { variable: 'VITE_CREATE', read: (text) => text !== 'off' },
  language: { variable: 'VITE_LANG', read: readLanguage },
  occasion: { variable: 'VITE_OCCASION', read: readOccasion },
}

const SETTING_KEYS = Object.keys(SETTING_ROWS) as (keyof SiteSettings)[]

/** Every setting and the variable it comes from. */
export const envNames = Object.fromEntries(
  SETTING_KEYS.map((key) => [key, SETTING_ROWS[key].variable]),
) as { readonly [Key in keyof SiteSettings]: string }

/**
 * The settings with defaults applied and values tidied, without checking them: what the app
 * uses at run time (the build has checked the same values already).
 */
export function resolveSettings(
  env: EnvSource,
  occasionLine?: (language: Language, occasion: Occasion) => string,
): SiteSettings {
  const textOf = (key: keyof SiteSettings) => {
    const value = rawValue(env, SETTING_ROWS[key].variable)
    return value === undefined ? undefined : cleanText(value)
  }
  const language = readLanguage(textOf('language'))
  const occasion = readOccasion(textOf('occasion'))
  const basis: Basis = {
    words: defaultWords(language),
    gifUrl: readGifUrl(textOf('gifUrl')),
    occasionLine: occasionLine?.(language, occasion),
  }
  return Object.fromEntries(
    SETTING_KEYS.map((key) => [key, SETTING_ROWS[key].read(textOf(key), basis)]),
  ) as SiteSettings
}

/** The settings of a build given no variable: Vietnamese, for no occasion. */
export const DEFAULT_SETTINGS: SiteSettings = resolveSettings({})
