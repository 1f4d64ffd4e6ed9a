/**
 * The rules a shared page's fields follow, with the message (in Vietnamese, for the /create
 * form) that states the rule when a value breaks it. The same rules check every opened link,
 * so a link can carry nothing the form would refuse. Pure.
 */
import { cleanContactValue, contactError, type Contact } from './contact.js'
import { isAllowedUrl, parseUrl, sitesOf } from './hosts.js'
import { AUDIO_EXTENSIONS, isAudioPath, isTuneId, songOfText, type Song } from './song.js'
import { cleanText, countGraphemes, hasControlChars } from './text.js'

export const NAME_MAX_CHARS = 40
export const LINE_MAX_CHARS = 120
/** Giphy and Tenor addresses are under 100 characters; more is not a GIF link. */
export const GIF_URL_MAX_CHARS = 300
export const QUESTION_MAX_CHARS = 80
/** A song file's address, as long as a GIF's may be. */
export const SONG_URL_MAX_CHARS = 300

/**
 * What a person fills in on /create, and what a shared link carries. A page with a question
 * (a v2 link) may also carry one contact its recipient can answer; a page with a song is a v3
 * link, with or without a question.
 */
export type SharedPage = {
  readonly recipientName: string
  readonly loveLine: string
  readonly gifUrl: string
  readonly question?: string
  readonly contact?: Contact
  readonly song?: Song
}

export type FieldErrors = { -readonly [K in keyof SharedPage]?: string }

// A tag's start (`<b`, `</`, `<!`, `<?`): no love line needs one, and a link carrying one is
// someone probing. `<3` and a lone `<` stay fine.
const MARKUP = /<[a-z/!?]/i

function checkText(value: string, maxChars: number, what: string, emptyHint: string) {
  const text = cleanText(value)
  if (text === '') return `${emptyHint}, từ 1 đến ${maxChars} ký tự.`
  if (hasControlChars(text)) return `${what} chỉ gồm một dòng, không xuống dòng hay tab.`
  if (MARKUP.test(text)) return `${what} không được chứa thẻ HTML (như <b> hay <script>).`
  const count = countGraphemes(text)
  if (count > maxChars) return `${what} tối đa ${maxChars} ký tự (đang có ${count}).`
  return undefined
}

/** The rule the name breaks, or undefined: 1 to 40 characters on one line. */
export function nameError(value: string): string | undefined {
  return checkText(value, NAME_MAX_CHARS, 'Tên', 'Hãy nhập tên người ấy')
}

/** The rule the love line breaks, or undefined: 1 to 120 characters on one line. */
export function lineError(value: string): string | undefined {
  return checkText(value, LINE_MAX_CHARS, 'Lời yêu thương', 'Hãy viết lời yêu thương')
}

/** The rule the question breaks, or undefined: none, or 1 to 80 characters on one line. */
export function questionError(value: string): string | undefined {
  if (cleanText(value) === '') return undefined
  return checkText(value, QUESTION_MAX_CHARS, 'Câu hỏi', 'Hãy viết câu hỏi')
}

/** The rule the GIF address breaks, or undefined: https, on one of `hosts`. */
export function gifError(value: string, hosts: readonly string[]): string | undefined {
  const text = value.trim()
  if (text === '') return 'Hãy chọn một ảnh GIF hoặc dán liên kết của ảnh.'
  if (text.length > GIF_URL_MAX_CHARS) {
    return `Liên kết ảnh GIF tối đa ${GIF_URL_MAX_CHARS} ký tự.`
  }
  // Spaces, quotes and angle brackets never appear in a GIF's address, but do in an attack.
  if (/[\s<>"'`\\]/.test(text))
    return 'Liên kết ảnh GIF có ký tự không hợp lệ (dấu cách, < > hay ngoặc kép).'
  const url = parseUrl(text)
  if (!url || url.protocol !== 'https:') return 'Liên kết ảnh GIF phải bắt đầu bằng https://'
  if (url.username !== '' || url.password !== '') {
    return 'Liên kết ảnh GIF không được chứa tên đăng nhập hay mật khẩu.'
  }
  if (!isAllowedUrl(url, hosts)) {
    const sites = sitesOf(hosts)
    // A page address of an allowed site (giphy.com/gifs/…) is the usual slip: say what to copy.
    const isSite = sites.some((site) => url.hostname === site || url.hostname.endsWith(`.${site}`))
    if (isSite)
      return 'Hãy dán địa chỉ của chính ảnh GIF (nhấn giữ ảnh › Sao chép địa chỉ hình ảnh).'
    return `Ảnh GIF phải lấy từ ${sites.join(' hoặc ')}.`
  }
  return undefined
}

/** What the song rule says, in one place so that it can be said in another language. */
export const SONG_MESSAGES = {
  unknownTune: 'Không có giai điệu này: hãy chọn một bài trong danh sách.',
  empty: 'Hãy dán liên kết của tệp nhạc.',
  tooLong: `Liên kết nhạc tối đa ${SONG_URL_MAX_CHARS} ký tự.`,
  badCharacters: 'Liên kết nhạc có ký tự không hợp lệ (dấu cách, < > hay ngoặc kép).',
  notHttps: 'Liên kết nhạc phải bắt đầu bằng https://',
  credentials: 'Liên kết nhạc không được chứa tên đăng nhập hay mật khẩu.',
  noHosts: 'Trang này không nhận liên kết nhạc: hãy chọn một giai điệu có sẵn.',
  offList: (sites: readonly string[]) => `Nhạc phải lấy từ ${sites.join(' hoặc ')}.`,
  notAudio: `Liên kết phải trỏ tới một tệp nhạc (${AUDIO_EXTENSIONS.map((ext) => `.${ext}`).join(', ')}).`,
} as const

function audioUrlError(value: string, audioHosts: readonly string[]): string | undefined {
  const text = value.trim()
  if (text === '') return SONG_MESSAGES.empty
  if (text.length > SONG_URL_MAX_CHARS) return SONG_MESSAGES.tooLong
  if (/[\s<>"'`\\]/.test(text)) return SONG_MESSAGES.badCharacters
  const url = parseUrl(text)
  if (!url || url.protocol !== 'https:') return SONG_MESSAGES.notHttps
  if (url.username !== '' || url.password !== '') return SONG_MESSAGES.credentials
  if (audioHosts.length === 0) return SONG_MESSAGES.noHosts
  if (!isAllowedUrl(url, audioHosts)) return SONG_MESSAGES.offList(sitesOf(audioHosts))
  if (!isAudioPath(url.pathname)) return SONG_MESSAGES.notAudio
  return undefined
}

function checkSong(song: Song, audioHosts: readonly string[]): string | undefined {
  if (song.kind === 'tune') return isTuneId(song.id) ? undefined : SONG_MESSAGES.unknownTune
  return audioUrlError(song.url, audioHosts)
}

/**
 * The rule a song's text breaks (as a link carries it), or undefined: none (''), a built-in
 * tune (`tune:<id>`), or an https address on one of `audioHosts` whose path ends in an audio
 * file's extension (a query may follow).
 */
export function songError(value: string, audioHosts: readonly string[]): string | undefined {
  const song = songOfText(value)
  if (song === undefined) return undefined
  if (song === false) return SONG_MESSAGES.unknownTune
  return checkSong(song, audioHosts)
}

/**
 * Every broken rule, by field; empty when the page can be shared. A song's address must be on
 * `audioHosts`: with none given, every song address is refused (tunes stay fine).
 */
export function pageErrors(
  page: SharedPage,
  hosts: readonly string[],
  audioHosts: readonly string[] = [],
): FieldErrors {
  const errors: FieldErrors = {}
  const name = nameError(page.recipientName)
  const line = lineError(page.loveLine)
  const gif = gifError(page.gifUrl, hosts)
  if (name) errors.recipientName = name
  if (line) errors.loveLine = line
  if (gif) errors.gifUrl = gif
  const question = questionError(page.question ?? '')
  if (question) errors.question = question
  const contact = page.contact && contactError(page.contact.kind, page.contact.value)
  if (contact) errors.contact = contact
  const song = page.song && checkSong(page.song, audioHosts)
  if (song) errors.song = song
  return errors
}

const cleanUrl = (value: string) => parseUrl(value.trim())?.href ?? value.trim()

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
  }
  const question = cleanText(page.question ?? '')
  if (question === '') return clean
  const { contact } = page
  const value = contact ? cleanContactValue(contact.kind, contact.value) : ''
  if (!contact || value === '') return { ...clean, question }
  return { ...clean, question, contact: { kind: contact.kind, value } }
}
