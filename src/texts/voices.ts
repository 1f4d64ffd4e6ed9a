/**
 * How the maker and the recipient call each other (xưng hô), the voice a made page speaks in
 * (docs/LINK-V5.md, item 10), and how the Vietnamese fixed words take it. A voice is the first
 * speaker's word for themself, then for the reader; `''` is anh → em, every v1-v4 link's voice.
 * Vietnamese texts that depend on it carry slots, `{me}` `{you}` (`{Me}` `{You}` capitalized),
 * for the words of the one who speaks them: one text with slots, not one copy per voice. English
 * texts have no slots, so a voice leaves them as they are. Pure.
 */

/** Every voice a link may carry; `''` is anh → em (the default, never written out). */
export const VOICES = ['', 'em/anh', 'to/cau', 'minh/cau', 'minh/ban'] as const

export type Voice = (typeof VOICES)[number]

/**
 * The voices /create offers, in its order (issue 54's four). 'minh/ban' (mình → bạn, friends)
 * is read, as the record agreed, though not offered yet.
 */
export const OFFERED_VOICES: readonly Voice[] = ['', 'em/anh', 'to/cau', 'minh/cau']

/**
 * Each offered voice by its own words, the same on every /create (it is the page's Vietnamese
 * that it names): `Em → Anh` is a maker who is em writing to anh.
 */
export const VOICE_NAMES: Readonly<Record<Voice, string>> = {
  '': 'Anh → Em',
  'em/anh': 'Em → Anh',
  'to/cau': 'Tớ → Cậu',
  'minh/cau': 'Mình → Cậu',
  'minh/ban': 'Mình → Bạn',
}

/** A speaker's words: for themself and for the one they speak to. */
export type VoiceWords = { readonly me: string; readonly you: string }

/** Each voice's words in Vietnamese, as its first speaker (the maker) says them. */
export const VOICE_WORDS: Readonly<Record<Voice, VoiceWords>> = {
  '': { me: 'anh', you: 'em' },
  'em/anh': { me: 'em', you: 'anh' },
  'to/cau': { me: 'tớ', you: 'cậu' },
  'minh/cau': { me: 'mình', you: 'cậu' },
  'minh/ban': { me: 'mình', you: 'bạn' },
}

/**
 * The voice the recipient answers in (the question's reply): anh and em change places; tớ, mình,
 * cậu and bạn are each side's own words, so those voices answer as they ask.
 */
export const READER_VOICE: Readonly<Record<Voice, Voice>> = {
  '': 'em/anh',
  'em/anh': '',
  'to/cau': 'to/cau',
  'minh/cau': 'minh/cau',
  'minh/ban': 'minh/ban',
}

/** A voice slot in a text: `{me}`, `{you}`, `{Me}`, `{You}`. */
export const VOICE_SLOT = /\{(me|you|Me|You)\}/g

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * `text` with its voice slots filled in `voice`'s words (`words` for an early script that has
 * its table from the page's data). Call it on a catalogue's text before anything of the maker's
 * is put in, so their own words are never rewritten.
 */
export function voicedText(
  text: string,
  voice: Voice = '',
  words: Readonly<Record<string, VoiceWords>> = VOICE_WORDS,
): string {
  const { me, you } = words[voice] ?? words['']
  return text.replace(VOICE_SLOT, (_, slot: string) =>
    slot === 'me' ? me : slot === 'you' ? you : capital(slot === 'Me' ? me : you),
  )
}

// A private-use character per argument: the text is voiced around them, then they are put in,
// in one pass, so an argument (a name, a count) is never read for slots.
const ARGUMENT = /\uE000(\d)/g

function voicedValue(value: unknown, voice: Voice): unknown {
  if (typeof value === 'string') return voicedText(value, voice)
  if (typeof value === 'function') {
    const text = value as (...args: unknown[]) => string
    return (...args: unknown[]) => {
      const stand = args.map((arg, at) => (typeof arg === 'string' ? `\uE000${at}` : arg))
      const voicedWords = voicedText(text(...stand), voice)
      return voicedWords.replace(ARGUMENT, (_, at: string) => String(args[Number(at)]))
    }
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = voicedValue(item, voice)
    return out
  }
  return value
}

const voicedSections = new WeakMap<object, Map<string, unknown>>()

/**
 * A catalogue section in `voice`: its texts' slots filled, its functions filling theirs before
 * their arguments go in. The texts named in `readerKeys` are the recipient's (the question's
 * reply), in the voice they answer in. Kept per section, voice and reader's texts, so a render
 * makes none anew.
 */
export function voiced<T extends object>(
  section: T,
  voice: Voice = '',
  readerKeys: readonly string[] = [],
): T {
  const byVoice = voicedSections.get(section) ?? new Map<string, unknown>()
  voicedSections.set(section, byVoice)
  // The reader's texts are part of the key: the question's asking and its reply share a section.
  const cacheKey = `${voice}|${readerKeys.join()}`
  const known = byVoice.get(cacheKey)
  if (known) return known as T
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(section)) {
    out[key] = voicedValue(value, readerKeys.includes(key) ? READER_VOICE[voice] : voice)
  }
  byVoice.set(cacheKey, out)
  return out as T
}
