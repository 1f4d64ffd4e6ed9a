/**
 * The build's checks of the page maker's variables: what each should be, said to the maker when
 * it is not, and the build stops on any (`readSettings`, from vite.config.ts). Build-only: the app
 * reads the same variables with env.ts and never ships these words. Pure.
 */
// The '.js' specifiers resolve to the .ts files; vite.config.ts imports this module too.
import { badHosts, parseUrl } from '../share/hosts.js'
import { TUNE_IDS } from '../music/song.js'
import { AUDIO_EXTENSIONS, isAudioPath } from '../share/song.js'
import {
  GIF_ALT_MAX_CHARS,
  LINE_MAX_CHARS,
  NAME_MAX_CHARS,
  textError,
  type TextRuleTexts,
} from '../share/rules.js'
import { isLanguage, LANGUAGES, type Language } from '../texts/languages.js'
import { isOccasion, OCCASIONS, type Occasion } from '../occasions/occasions.js'
import {
  envNames,
  musicText,
  rawValue,
  resolveSettings,
  type EnvSource,
  type SiteSettings,
} from './env.js'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const CREATE_SWITCH = /^(on|off)?$/
const GTM_ID = /^GTM-[A-Z0-9]{4,10}$/
const BASE_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*$/

// The links' text rule (share/rules.ts), stated as what a variable should be instead.
const SETTING_TEXT_RULES: TextRuleTexts = {
  textEmpty: (_hint, maxChars) => `some text, 1 to ${maxChars} characters`,
  textOneLine: () => 'one line of text, without line breaks, tabs or control characters',
  textMarkup: () => 'text without HTML tags (like <b> or <script>)',
  textTooLong: (_what, maxChars, count) => `at most ${maxChars} characters (this one has ${count})`,
}

const checkText = (value: string, maxChars: number) =>
  textError(value, maxChars, '', '', SETTING_TEXT_RULES)

/** What a recipient name should be, when `value` is not acceptable; undefined when it is. */
export function checkRecipientName(value: string): string | undefined {
  return checkText(value, NAME_MAX_CHARS)
}

/** What the love line should be, when `value` is not acceptable. */
export function checkLoveLine(value: string): string | undefined {
  return checkText(value, LINE_MAX_CHARS)
}

/** What the GIF's alt text should be, when `value` is not acceptable. */
export function checkGifAlt(value: string): string | undefined {
  return checkText(value, GIF_ALT_MAX_CHARS)
}

/** A check of a trimmed value: nothing when `accepts` it, else what the value should be. */
function checkThat(accepts: (text: string) => boolean, wanted: string) {
  return (value: string): string | undefined => (accepts(value.trim()) ? undefined : wanted)
}

/**
 * What the GIF address should be: https, or plain http on this machine only (localhost,
 * 127.0.0.1), which lets a local audit serve its own GIF.
 */
export const checkGifUrl = checkThat((text) => {
  const url = parseUrl(text)
  const isLocalHttp = url?.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)
  const isHttps = url?.protocol === 'https:'
  return !!url && (isHttps || isLocalHttp) && url.username === '' && url.password === ''
}, 'an https:// address of a GIF, such as https://media.giphy.com/media/…/giphy.gif (plain http:// only for localhost or 127.0.0.1)')

/** What a tag manager id should be; the empty value turns the tag manager off. */
export const checkGtmId = checkThat(
  (id) => id === '' || GTM_ID.test(id),
  'a Google Tag Manager container id: GTM- then 4 to 10 capital letters or digits, such as GTM-AB12CD3 (or nothing, for no tag manager)',
)

/** What the site address should be; the empty value means "not known yet". */
export const checkSiteUrl = checkThat((text) => {
  const url = parseUrl(text)
  const isWeb = url?.protocol === 'https:' || url?.protocol === 'http:'
  return text === '' || (!!url && isWeb && url.search === '' && url.hash === '' && !url.username)
}, 'an absolute address starting with https://, such as https://you.github.io/love-page/ (or nothing)')

/** What the base path should be; the empty value means '/'. */
export const checkBasePath = checkThat(
  (path) => path === '' || BASE_PATH.test(path),
  'a path that starts and ends with /, made of letters, digits and . _ ~ -, such as / or /love-page/',
)

/** What the GIF hosts should be; the empty value means Giphy's and Tenor's media hosts. */
export function checkGifHosts(value: string): string | undefined {
  const bad = badHosts(value)
  if (bad.length === 0) return
  return `host names separated by commas, such as media.giphy.com,media.tenor.com (not ${bad.join(', ')})`
}

/** What the song hosts should be; the empty value means Cloudinary's delivery host. */
export function checkAudioHosts(value: string): string | undefined {
  const bad = badHosts(value)
  if (bad.length === 0) return
  return `host names separated by commas, such as res.cloudinary.com (not ${bad.join(', ')})`
}

/** What the photo hosts should be; the empty value means Imgur's, ImgBB's and Postimages'. */
export function checkPhotoHosts(value: string): string | undefined {
  const bad = badHosts(value)
  if (bad.length === 0) return
  return `host names separated by commas, such as i.imgur.com,i.ibb.co (not ${bad.join(', ')})`
}

/**
 * What VITE_MUSIC should be, when `value` is not a song the page can play: off, a built-in
 * tune, an audio file's https address on `audioHosts` (plain http only on this machine, as for
 * the GIF), or a file the build ships itself (a path from the site's root, in public/).
 */
export function checkMusicOnHosts(
  value: string,
  audioHosts: readonly string[],
): string | undefined {
  const text = musicText(value)
  if (text === '' || text.startsWith('tune:')) return
  const isOwnFile = text.startsWith('/') && !text.startsWith('//')
  const url = parseUrl(isOwnFile ? `https://self.invalid${text}` : text)
  const isLocalHttp = url?.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)
  const isOnHosts = url?.protocol === 'https:' && audioHosts.includes(url.host)
  const isPlace = !!url && !url.username && !url.password && (isOwnFile || isLocalHttp || isOnHosts)
  if (isPlace && isAudioPath(url.pathname)) return
  const files = AUDIO_EXTENSIONS.map((extension) => `.${extension}`).join(', ')
  return `off, a built-in tune (${TUNE_IDS.join(', ')}), or an audio file (${files}) on one of the VITE_AUDIO_HOSTS (${audioHosts.join(', ')}) or in public/ (such as /song.mp3)`
}

/** What VITE_LANG should be; empty means Vietnamese. */
export const checkLanguage = checkThat(
  (text) => text === '' || isLanguage(text),
  `one of ${LANGUAGES.join(', ')} (vi, Vietnamese, is the default)`,
)

/** What VITE_OCCASION should be; empty means none (today's page). */
export const checkOccasion = checkThat(
  (text) => text === '' || isOccasion(text),
  `one of ${OCCASIONS.join(', ')} (none, today's page, is the default)`,
)

/** Whether VITE_CREATE says on or off; empty means on. */
export function checkCreateSwitch(value: string): string | undefined {
  if (CREATE_SWITCH.test(value.trim())) return
  return 'on or off (off removes /create and shared links from the build)'
}

/**
 * The page's own GIF must come from an allowed host, or the CSP would block it. Plain http on
 * this machine is the exception that lets a local audit serve its own GIF.
 */
export function checkGifOnHosts(gifUrl: string, hosts: readonly string[]): string | undefined {
  const url = new URL(gifUrl)
  if (url.protocol === 'http:' || hosts.includes(url.host)) return
  return `an address on one of the VITE_GIF_HOSTS (${hosts.join(', ')}), or add ${url.host} to VITE_GIF_HOSTS`
}

/** The site address must point at the base path, or preview images would be missing. */
export function checkSiteUrlMatchesBase(siteUrl: string, basePath: string): string | undefined {
  if (siteUrl === '' || new URL(siteUrl).pathname === basePath) return
  return `an address whose path is BASE_PATH (${basePath}), such as https://you.github.io${basePath}`
}

/** One bad variable: its name, the value as given, and what it should be instead. */
export type EnvProblem = { variable: string; value: string; expected: string }

/**
 * Each setting's check, in the order a stopped build lists its problems; none for VITE_MUSIC,
 * whose check needs the song hosts and comes after the others'.
 */
const SETTING_CHECKS: {
  readonly [Key in keyof SiteSettings]: ((value: string) => string | undefined) | undefined
} = {
  recipientName: checkRecipientName,
  loveLine: checkLoveLine,
  gifUrl: checkGifUrl,
  gifAlt: checkGifAlt,
  gtmId: checkGtmId,
  siteUrl: checkSiteUrl,
  basePath: checkBasePath,
  gifHosts: checkGifHosts,
  audioHosts: checkAudioHosts,
  photoHosts: checkPhotoHosts,
  music: undefined,
  isCreateOn: checkCreateSwitch,
  language: checkLanguage,
  occasion: checkOccasion,
}

/**
 * The settings and every problem with them; a build goes on only when there is none. Without
 * VITE_LOVE_LINE the line is `occasionLine`'s for the build's language and occasion, when given.
 */
export function readSettings(
  env: EnvSource,
  occasionLine?: (language: Language, occasion: Occasion) => string,
): {
  settings: SiteSettings
  problems: EnvProblem[]
} {
  const problems: EnvProblem[] = []
  for (const [key, check] of Object.entries(SETTING_CHECKS)) {
    const variable = envNames[key as keyof SiteSettings]
    const value = rawValue(env, variable)
    const expected = value === undefined ? undefined : check?.(value)
    if (expected) problems.push({ variable, value: value ?? '', expected })
  }
  const settings = resolveSettings(env, occasionLine)
  const isUrlChecked = !problems.some((p) => p.variable === envNames.siteUrl)
  const isBaseChecked = !problems.some((p) => p.variable === envNames.basePath)
  if (isUrlChecked && isBaseChecked) {
    const expected = checkSiteUrlMatchesBase(settings.siteUrl, settings.basePath)
    const value = rawValue(env, envNames.siteUrl) ?? ''
    if (expected) problems.push({ variable: envNames.siteUrl, value, expected })
  }
  const isGifChecked = !problems.some((p) => /^VITE_GIF_(URL|HOSTS)$/.test(p.variable))
  const gifExpected = isGifChecked && checkGifOnHosts(settings.gifUrl, settings.gifHosts)
  if (gifExpected) {
    problems.push({ variable: envNames.gifUrl, value: settings.gifUrl, expected: gifExpected })
  }
  const areAudioHostsChecked = !problems.some((p) => p.variable === envNames.audioHosts)
  const music = rawValue(env, envNames.music) ?? ''
  const musicExpected = areAudioHostsChecked && checkMusicOnHosts(music, settings.audioHosts)
  if (musicExpected)
    problems.push({ variable: envNames.music, value: music, expected: musicExpected })
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
