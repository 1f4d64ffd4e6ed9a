/**
 * The page maker's settings, read from environment variables (a `.env` file or CI variables),
 * with typed defaults. Pure: no Node, no DOM. `vite.config.ts` validates with `readSettings`
 * and stops the build on any problem; the app calls `resolveSettings` on `import.meta.env`.
 */

/** Every setting and the variable it comes from. */
export const envNames = {
  recipientName: 'VITE_RECIPIENT_NAME',
  loveLine: 'VITE_LOVE_LINE',
  gifUrl: 'VITE_GIF_URL',
  gifAlt: 'VITE_GIF_ALT',
  gtmId: 'VITE_GTM_ID',
  siteUrl: 'VITE_SITE_URL',
  basePath: 'BASE_PATH',
} as const

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
}

export const DEFAULT_SETTINGS: SiteSettings = {
  recipientName: 'Em Yêu',
  loveLine: 'Anh yêu em nhiều lắm!',
  gifUrl: 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif',
  gifAlt: 'Ảnh động một cái ôm thật chặt',
  gtmId: '',
  siteUrl: '',
  basePath: '/',
}

/** The default alt text describes the default GIF; another GIF gets this neutral one. */
export const OTHER_GIF_ALT = 'Ảnh động tình yêu'

export const RECIPIENT_NAME_MAX_CHARS = 40
export const LOVE_LINE_MAX_CHARS = 120
export const GIF_ALT_MAX_CHARS = 150

/** One bad variable: its name, the value as given, and what it should be instead. */
export type EnvProblem = { variable: string; value: string; expected: string }

/** Whatever holds the variables: `process.env`, Vite's `loadEnv` result, `import.meta.env`. */
export type EnvSource = { readonly [name: string]: unknown }

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const GTM_ID = /^GTM-[A-Z0-9]{4,10}$/
const BASE_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*$/
// Tabs, line breaks and other control characters have no place in a one-line text.
// oxlint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/

function rawValue(env: EnvSource, name: string): string | undefined {
  const value = env[name]
  return typeof value === 'string' ? value : undefined
}

function cleanText(value: string): string {
  return value.normalize('NFC').trim()
}

function countChars(text: string): number {
  return [...text].length
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

function checkText(value: string, maxChars: number): string | undefined {
  const text = cleanText(value)
  if (text === '') return `some text, 1 to ${maxChars} characters`
  if (CONTROL_CHARS.test(text)) return 'one line of text, without line breaks or tabs'
  const count = countChars(text)
  if (count > maxChars) return `at most ${maxChars} characters (this one has ${count})`
  return undefined
}

/** What a recipient name should be, when `value` is not acceptable; undefined when it is. */
export function checkRecipientName(value: string): string | undefined {
  return checkText(value, RECIPIENT_NAME_MAX_CHARS)
}

/** What the love line should be, when `value` is not acceptable. */
export function checkLoveLine(value: string): string | undefined {
  return checkText(value, LOVE_LINE_MAX_CHARS)
}

/** What the GIF's alt text should be, when `value` is not acceptable. */
export function checkGifAlt(value: string): string | undefined {
  return checkText(value, GIF_ALT_MAX_CHARS)
}

/**
 * What the GIF address should be: https, or plain http on this machine only (localhost,
 * 127.0.0.1), which lets a local audit serve its own GIF.
 */
export function checkGifUrl(value: string): string | undefined {
  const url = parseUrl(value.trim())
  const isHttps = url?.protocol === 'https:'
  const isLocalHttp = url?.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)
  if (url && (isHttps || isLocalHttp) && url.username === '' && url.password === '') return
  return 'an https:// address of a GIF, such as https://media.giphy.com/media/…/giphy.gif (plain http:// only for localhost or 127.0.0.1)'
}

/** What a tag manager id should be; the empty value turns the tag manager off. */
export function checkGtmId(value: string): string | undefined {
  const id = value.trim()
  if (id === '' || GTM_ID.test(id)) return
  return 'a Google Tag Manager container id: GTM- then 4 to 10 capital letters or digits, such as GTM-AB12CD3 (or nothing, for no tag manager)'
}

/** What the site address should be; the empty value means "not known yet". */
export function checkSiteUrl(value: string): string | undefined {
  const text = value.trim()
  if (text === '') return
  const url = parseUrl(text)
  const isWeb = url?.protocol === 'https:' || url?.protocol === 'http:'
  if (url && isWeb && url.search === '' && url.hash === '' && url.username === '') return
  return 'an absolute address starting with https://, such as https://you.github.io/love-page/ (or nothing)'
}

/** What the base path should be; the empty value means '/'. */
export function checkBasePath(value: string): string | undefined {
  const path = value.trim()
  if (path === '' || BASE_PATH.test(path)) return
  return 'a path that starts and ends with /, made of letters, digits and . _ ~ -, such as / or /love-page/'
}

/** The site address must point at the base path, or preview images would be missing. */
export function checkSiteUrlMatchesBase(siteUrl: string, basePath: string): string | undefined {
  if (siteUrl === '' || new URL(siteUrl).pathname === basePath) return
  return `an address whose path is BASE_PATH (${basePath}), such as https://you.github.io${basePath}`
}

function withTrailingSlash(text: string): string {
  return text.endsWith('/') ? text : `${text}/`
}

/**
 * The settings with defaults applied and values tidied, without checking them: what the app
 * uses at run time (the build has checked the same values already).
 */
export function resolveSettings(env: EnvSource): SiteSettings {
  const text = (name: string, fallback: string) => {
    const value = rawValue(env, name)
    return value === undefined ? fallback : cleanText(value)
  }
  const gifUrl = text(envNames.gifUrl, DEFAULT_SETTINGS.gifUrl)
  const defaultAlt = gifUrl === DEFAULT_SETTINGS.gifUrl ? DEFAULT_SETTINGS.gifAlt : OTHER_GIF_ALT
  const siteUrl = text(envNames.siteUrl, '')
  return {
    recipientName: text(envNames.recipientName, DEFAULT_SETTINGS.recipientName),
    loveLine: text(envNames.loveLine, DEFAULT_SETTINGS.loveLine),
    gifUrl,
    gifAlt: text(envNames.gifAlt, defaultAlt),
    gtmId: text(envNames.gtmId, ''),
    siteUrl: siteUrl === '' ? '' : withTrailingSlash(siteUrl),
    basePath: text(envNames.basePath, '') || DEFAULT_SETTINGS.basePath,
  }
}

type Check = (value: string) => string | undefined

const checks: ReadonlyArray<readonly [keyof SiteSettings, Check]> = [
  ['recipientName', checkRecipientName],
  ['loveLine', checkLoveLine],
  ['gifUrl', checkGifUrl],
  ['gifAlt', checkGifAlt],
  ['gtmId', checkGtmId],
  ['siteUrl', checkSiteUrl],
  ['basePath', checkBasePath],
]

/** The settings and every problem with them; a build goes on only when there is none. */
export function readSettings(env: EnvSource): {
  settings: SiteSettings
  problems: EnvProblem[]
} {
  const problems: EnvProblem[] = []
  for (const [key, check] of checks) {
    const variable = envNames[key]
    const value = rawValue(env, variable)
    const expected = value === undefined ? undefined : check(value)
    if (expected) problems.push({ variable, value: value ?? '', expected })
  }
  const settings = resolveSettings(env)
  const isUrlChecked = !problems.some((p) => p.variable === envNames.siteUrl)
  const isBaseChecked = !problems.some((p) => p.variable === envNames.basePath)
  if (isUrlChecked && isBaseChecked) {
    const expected = checkSiteUrlMatchesBase(settings.siteUrl, settings.basePath)
    const value = rawValue(env, envNames.siteUrl) ?? ''
    if (expected) problems.push({ variable: envNames.siteUrl, value, expected })
  }
  return { settings, problems }
}

/** The message a stopped build prints: each variable, its value and what is expected. */
export function formatProblems(problems: readonly EnvProblem[]): string {
  const count = problems.length === 1 ? '1 setting is' : `${problems.length} settings are`
  const lines = problems.map(
    (p) => `  ${p.variable}=${JSON.stringify(p.value)}\n    expected ${p.expected}.`,
  )
  return [
    `Heartburst: ${count} not valid, so the build stopped.`,
    ...lines,
    'Fix them in .env (see .env.example) or in your CI variables, then build again.',
  ].join('\n')
}
