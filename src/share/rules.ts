/**
 * The rules a shared page's fields follow, with the message (the catalogue's, for the /create
 * form) that states the rule when a value breaks it: in the `texts` given (/create passes its
 * language's); without, only the verdict counts (VERDICT_ONLY, as the link decoder asks). The
 * same rules check every opened link, so a link can carry nothing the form would refuse. Pure.
 */
import { cleanContactValue, contactError, VERDICT_ONLY, type Contact } from './contact.js'
import { isAllowedUrl, parseUrl, sitesOf } from './hosts.js'
import { isTuneId, type Song } from '../music/song.js'
import { isLinkPhoto, isPhotoPlace, photoBytesProblem, photoOfDataUrl } from './photo.js'
import type { SharedPhoto } from './photo.js'
import { AUDIO_EXTENSIONS, isAudioPath, songOfText } from './song.js'
import { cleanText, countGraphemes, hasControlChars } from './text.js'
import type { RuleTexts } from '../texts/types.js'

export const NAME_MAX_CHARS = 40
export const LINE_MAX_CHARS = 120
/** The GIF's alt text, which a build sets (VITE_GIF_ALT) and no link carries. */
export const GIF_ALT_MAX_CHARS = 150
/** Giphy and Tenor addresses are under 100 characters; more is not a GIF link. */
export const GIF_URL_MAX_CHARS = 300
export const QUESTION_MAX_CHARS = 80
/** A song file's address, as long as a GIF's may be. */
export const SONG_URL_MAX_CHARS = 300
/** A photo's address on a host, as long as a GIF's may be. */
export const PHOTO_URL_MAX_CHARS = 300

/**
 * What a person fills in on /create, and what a shared link carries. A page with a question
 * (a v2 link) may also carry one contact its recipient can answer; a page with a song is a v3
 * link, with or without a question; a page with a photo is a v4 link (docs/LINK-V4.md).
 */
export type SharedPage = {
  readonly recipientName: string
  readonly loveLine: string
  readonly gifUrl: string
  readonly question?: string
  readonly contact?: Contact
  readonly song?: Song
  readonly photo?: SharedPhoto
}

export type FieldErrors = { -readonly [K in keyof SharedPage]?: string }

// A tag's start (`<b`, `</`, `<!`, `<?`): no love line needs one, and a link carrying one is
// someone probing. `<3` and a lone `<` stay fine.
export const MARKUP = /<[a-z/!?]/i

/** The messages of the one-line text rule, which the build's settings state in their own words. */
export type TextRuleTexts = Pick<
  RuleTexts,
  'textEmpty' | 'textOneLine' | 'textMarkup' | 'textTooLong'
>

/**
 * The rule every one-line text follows (a name, a line, a question, a build's alt text): 1 to
 * `maxChars` characters as a reader counts them, one line, no markup; the message that states
 * the rule it breaks, or undefined.
 */
export function textError(
  value: string,
  maxChars: number,
  what: string,
  emptyHint: string,
  rules: TextRuleTexts,
): string | undefined {
  const text = cleanText(value)
  if (text === '') return rules.textEmpty(emptyHint, maxChars)
  if (hasControlChars(text)) return rules.textOneLine(what)
  if (MARKUP.test(text)) return rules.textMarkup(what)
  const count = countGraphemes(text)
  if (count > maxChars) return rules.textTooLong(what, maxChars, count)
  return undefined
}

/** The rule the name breaks, or undefined: 1 to 40 characters on one line. */
export function nameError(value: string, rules: RuleTexts = VERDICT_ONLY): string | undefined {
  return textError(value, NAME_MAX_CHARS, rules.nameWhat, rules.nameHint, rules)
}

/** The rule the love line breaks, or undefined: 1 to 120 characters on one line. */
export function lineError(value: string, rules: RuleTexts = VERDICT_ONLY): string | undefined {
  return textError(value, LINE_MAX_CHARS, rules.lineWhat, rules.lineHint, rules)
}

/** The rule the question breaks, or undefined: none, or 1 to 80 characters on one line. */
export function questionError(value: string, rules: RuleTexts = VERDICT_ONLY): string | undefined {
  if (cleanText(value) === '') return undefined
  return textError(value, QUESTION_MAX_CHARS, rules.questionWhat, rules.questionHint, rules)
}

/** The rule the GIF address breaks, or undefined: https, on one of `hosts`. */
export function gifError(
  value: string,
  hosts: readonly string[],
  rules: RuleTexts = VERDICT_ONLY,
): string | undefined {
  const text = value.trim()
  if (text === '') return rules.gifEmpty
  if (text.length > GIF_URL_MAX_CHARS) return rules.gifTooLong(GIF_URL_MAX_CHARS)
  // Spaces, quotes and angle brackets never appear in a GIF's address, but do in an attack.
  if (/[\s<>"'`\\]/.test(text)) return rules.gifBadCharacters
  const url = parseUrl(text)
  if (!url || url.protocol !== 'https:') return rules.gifNotHttps
  if (url.username !== '' || url.password !== '') return rules.gifCredentials
  if (!isAllowedUrl(url, hosts)) {
    const sites = sitesOf(hosts)
    // A page address of an allowed site (giphy.com/gifs/…) is the usual slip: say what to copy.
    const isSite = sites.some((site) => url.hostname === site || url.hostname.endsWith(`.${site}`))
    return isSite ? rules.gifSitePage : rules.gifOffList(sites)
  }
  return undefined
}

function audioUrlError(value: string, audioHosts: readonly string[], rules: RuleTexts) {
  const text = value.trim()
  if (text === '') return rules.songEmpty
  if (text.length > SONG_URL_MAX_CHARS) return rules.songTooLong(SONG_URL_MAX_CHARS)
  if (/[\s<>"'`\\]/.test(text)) return rules.songBadCharacters
  const url = parseUrl(text)
  if (!url || url.protocol !== 'https:') return rules.songNotHttps
  if (url.username !== '' || url.password !== '') return rules.songCredentials
  if (audioHosts.length === 0) return rules.songNoHosts
  if (!isAllowedUrl(url, audioHosts)) return rules.songOffList(sitesOf(audioHosts))
  if (!isAudioPath(url.pathname)) return rules.songNotAudio(AUDIO_EXTENSIONS)
  return undefined
}

// An image's address ends in its type; a photo site's page (ibb.co/abc) does not.
const IMAGE_PATH = /\.(?:jpe?g|png|webp|gif|avif)$/i

/**
 * The rule a photo breaks, or undefined: the one carried in the link is a JPEG or PNG that
 * /create could have made (photo.ts); any other is an https address of an image on one of
 * `photoHosts`. With no hosts given, every photo address is refused.
 */
export function photoError(
  src: string,
  photoHosts: readonly string[],
  rules: RuleTexts = VERDICT_ONLY,
): string | undefined {
  const text = src.trim()
  if (text === '') return rules.photoEmpty
  if (isLinkPhoto(text)) {
    // As it is, never trimmed: only the form draws one, and it adds no space.
    const photo = photoOfDataUrl(src)
    return photo && !photoBytesProblem(photo.bytes) ? undefined : rules.photoUnreadable
  }
  if (text.length > PHOTO_URL_MAX_CHARS) return rules.photoTooLong(PHOTO_URL_MAX_CHARS)
  if (/[\s<>"'`\\]/.test(text)) return rules.photoBadCharacters
  const url = parseUrl(text)
  if (!url || url.protocol !== 'https:') return rules.photoNotHttps
  if (url.username !== '' || url.password !== '') return rules.photoCredentials
  if (photoHosts.length === 0) return rules.photoNoHosts
  const sites = sitesOf(photoHosts)
  if (!isAllowedUrl(url, photoHosts)) {
    // A photo site's page (imgur.com/abc, ibb.co/abc) is the usual slip: say what to copy.
    const isSite = sites.some((site) => url.hostname === site || url.hostname.endsWith(`.${site}`))
    return isSite ? rules.photoSitePage : rules.photoOffList(sites)
  }
  return IMAGE_PATH.test(url.pathname) ? undefined : rules.photoSitePage
}

function checkPhoto(photo: SharedPhoto, photoHosts: readonly string[], rules: RuleTexts) {
  return isPhotoPlace(photo.place) ? photoError(photo.src, photoHosts, rules) : rules.photoEmpty
}

function checkSong(song: Song, audioHosts: readonly string[], rules: RuleTexts) {
  if (song.kind === 'tune') return isTuneId(song.id) ? undefined : rules.songUnknownTune
  return audioUrlError(song.url, audioHosts, rules)
}

/**
 * The rule a song's text breaks (as a link carries it), or undefined: none (''), a built-in
 * tune (`tune:<id>`), or an https address on one of `audioHosts` whose path ends in an audio
 * file's extension (a query may follow).
 */
export function songError(
  value: string,
  audioHosts: readonly string[],
  rules: RuleTexts = VERDICT_ONLY,
): string | undefined {
  const song = songOfText(value)
  if (song === undefined) return undefined
  if (song === false) return rules.songUnknownTune
  return checkSong(song, audioHosts, rules)
}

/**
 * Every broken rule, by field; empty when the page can be shared. A song's address must be on
 * `audioHosts`, and a photo's on `photoHosts`: with none given, every such address is refused
 * (tunes and the photo in the link stay fine).
 */
export function pageErrors(
  page: SharedPage,
  hosts: readonly string[],
  audioHosts: readonly string[] = [],
  rules: RuleTexts = VERDICT_ONLY,
  photoHosts: readonly string[] = [],
): FieldErrors {
  const errors: FieldErrors = {}
  const name = nameError(page.recipientName, rules)
  const line = lineError(page.loveLine, rules)
  const gif = gifError(page.gifUrl, hosts, rules)
  if (name) errors.recipientName = name
  if (line) errors.loveLine = line
  if (gif) errors.gifUrl = gif
  const question = questionError(page.question ?? '', rules)
  if (question) errors.question = question
  const contact = page.contact && contactError(page.contact.kind, page.contact.value, rules)
  if (contact) errors.contact = contact
  const song = page.song && checkSong(page.song, audioHosts, rules)
  if (song) errors.song = song
  const photo = page.photo && checkPhoto(page.photo, photoHosts, rules)
  if (photo) errors.photo = photo
  return errors
}

const cleanUrl = (value: string) => parseUrl(value.trim())?.href ?? value.trim()

/** A photo's address as it travels; the one in the link as it is (photoError took it whole). */
export const cleanPhotoSrc = (src: string) => (isLinkPhoto(src) ? src : cleanUrl(src))

function cleanSong(song: Song): Song {
  return song.kind === 'url' ? { kind: 'url', url: cleanUrl(song.url) } : song
}

/** The page with its values tidied as they will travel: NFC, trimmed, the URLs normalized. */
export function cleanPage(page: SharedPage): SharedPage {
  const clean: SharedPage = {
    recipientName: cleanText(page.recipientName),
    loveLine: cleanText(page.loveLine),
    gifUrl: cleanUrl(page.gifUrl),
    ...(page.song && { song: cleanSong(page.song) }),
    ...(page.photo && { photo: { src: cleanPhotoSrc(page.photo.src), place: page.photo.place } }),
  }
  const question = cleanText(page.question ?? '')
  if (question === '') return clean
  const { contact } = page
  const value = contact ? cleanContactValue(contact.kind, contact.value) : ''
  if (!contact || value === '') return { ...clean, question }
  return { ...clean, question, contact: { kind: contact.kind, value } }
}
