import { readFileSync } from 'node:fs'
import { siteTexts } from '../../src/texts/siteTexts'
import LZString from 'lz-string'
import { expect, it } from 'vitest'
import { loveContentFor } from '../../src/share/content'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment, type DecodedLink } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS, DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import {
  dataUrlOfPhoto,
  isLinkPhoto,
  linkTextOfPhoto,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  photoBytesProblem,
  photoOfDataUrl,
  photoSizeOf,
} from '../../src/share/photo'
import { framesOf } from '../support/jpegFrames'
import { contactError, type Contact } from '../../src/share/contact'
import { replyLinks } from '../../src/share/reply'
import { gifError, lineError, nameError, questionError, songError } from '../../src/share/rules'
import { TUNE_IDS, type Song } from '../../src/music/song'
import { songOfText, songText } from '../../src/share/song'
import { createSeededRng } from '../../src/particles/rng'
import { LANGUAGES } from '../../src/texts/languages'
import { OCCASIONS } from '../../src/occasions/occasions'
import { parseSharePath, SHARE_KINDS, sharePath, type ShareAddress } from '../../src/share/paths'

const SEED = 20260214
const LINKS = 10_000
const hosts = DEFAULT_GIF_HOSTS
const audioHosts = DEFAULT_AUDIO_HOSTS
const defaults = {
  recipientName: 'Em Yêu',
  loveLine: 'Anh yêu em nhiều lắm!',
  gifUrl: CURATED_GIFS[0].url,
  gifAlt: 'Ôm',
}

const TEXTS = [
  'Thảo',
  '💖',
  'Anh yêu em <3',
  'Em Yêu',
  '<script>alert(1)</script>',
  '"\'><img src=x onerror=alert(1)>',
]
const GIFS = [
  ...CURATED_GIFS.map((gif) => gif.url),
  'javascript:alert(1)',
  'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  'http://media.giphy.com/a.gif',
  'https://evil.example/a.gif',
  'https://media.giphy.com.evil.example/a.gif',
  'https://user@media.giphy.com/a.gif',
  '//media.giphy.com/a.gif',
  'https://MEDIA.GIPHY.COM/a.gif',
  'https://media.giphy.com:444/a.gif',
]
const QUESTIONS = ['Làm người yêu anh nhé?', '💖?', 'Đi chơi không <3', '<b>Yêu?</b>', '', ' ']
const CONTACTS: Array<[string, string]> = [
  ['messenger', 'thao.vy'],
  ['phone', '0912 345 678'],
  ['email', 'vy@gmail.com'],
  ['', ''],
  ['messenger', 'javascript:alert(1)'],
  ['email', 'a@b.vn?bcc=c@d.vn'],
  ['phone', 'sms:0912345678'],
  ['url', 'https://evil.example'],
  ['email', 'javascript://a@b.vn'],
]
// A song as a link carries it: tunes known and not, files on the list and off it, not audio.
const GOOD_SONGS = [
  ...TUNE_IDS.map((id) => `tune:${id}`),
  'https://res.cloudinary.com/demo/video/upload/v1/love.mp3',
  'https://res.cloudinary.com/demo/a.M4A?_a=1',
]
const SONGS = [
  ...GOOD_SONGS,
  'tune:',
  'tune:happy-birthday',
  'tune:__proto__',
  'https://evil.example/a.mp3',
  'http://res.cloudinary.com/demo/a.mp3',
  'https://res.cloudinary.com.evil.example/a.mp3',
  'https://res.cloudinary.com/demo/a.html',
  'https://res.cloudinary.com/demo/a.php?f=.mp3',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'javascript:alert(1)//.mp3',
  'data:audio/mpeg;base64,SUQz',
  '',
]
// What a reply link may be: nothing else a contact can become.
const REPLY_SHAPES = [
  /^https:\/\/m\.me\/[a-z0-9.]+$/i,
  /^https:\/\/zalo\.me\/\d+$/,
  /^sms:\+?\d+\?body=/,
  /^mailto:[^?:/]+\?subject=/,
]
/** Whether a page may play `song`: none, a built-in tune, or an https audio file on the list. */
function isPlayable(song: Song | undefined): boolean {
  if (!song) return true
  if (song.kind === 'tune') return (TUNE_IDS as readonly string[]).includes(song.id)
  const file = new URL(song.url)
  const isAudio = /\.(?:mp3|m4a|aac|ogg|opus|wav)$/i.test(file.pathname)
  return (
    file.protocol === 'https:' && file.username === '' && audioHosts.includes(file.host) && isAudio
  )
}
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$.%#v<>"\'ệ💖\n'

it(`decodes ${LINKS} random and mutated v1, v2 and v3 links without throwing or naming an unlisted host`, () => {
  const random = createSeededRng(SEED)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
  const text = (max: number) =>
    Array.from({ length: Math.floor(random() * max) }, () => pick(ALPHABET.split(''))).join('')
  const field = () => (random() < 0.3 ? text(160) : pick(TEXTS))
  const song = () => songOfText(pick(SONGS)) || undefined
  // A third of the valid links ask a question (v2), with a contact good or bad; a third carry a
  // song (v3), asking or not.
  const valid = () => {
    const page = { recipientName: pick(TEXTS), loveLine: pick(TEXTS), gifUrl: pick(GIFS) }
    const which = random()
    if (which < 0.33) return encodePage(page)
    const [kind, value] = pick(CONTACTS)
    const contact = kind ? ({ kind, value } as Contact) : undefined
    const asking = { ...page, question: pick(QUESTIONS), contact }
    return encodePage(which < 0.66 ? asking : { ...asking, song: song() })
  }

  // Eight kinds of link: pure noise, noise after the prefix, forged JSON (three texts, six as v2
  // carries and seven as v3 does, under any version), and valid v1, v2 and v3 links with
  // characters flipped, inserted or cut.
  const makers = [
    () => text(2200),
    () => `v${pick(['1', '2', '3', '0', '01', '1e0'])}.${text(2200)}`,
    () => {
      const value = pick([[field(), field(), pick(GIFS)], [field(), field()], { a: field() }, 7])
      return `v1.${LZString.compressToEncodedURIComponent(JSON.stringify(value))}`
    },
    () => {
      const [kind, value] = random() < 0.8 ? pick(CONTACTS) : [field(), field()]
      const question = random() < 0.8 ? pick(QUESTIONS) : field()
      // Mostly a curated GIF: the question and the contact are what this kind probes.
      const gif = random() < 0.8 ? CURATED_GIFS[0].url : pick(GIFS)
      const fields = [pick(TEXTS), pick(TEXTS), gif, question, kind, value]
      const version = pick(['1', '2', '2', '2', '3'])
      return `v${version}.${LZString.compressToEncodedURIComponent(JSON.stringify(fields))}`
    },
    () => {
      // Mostly a curated GIF and no contact: the song is what this kind probes.
      const [kind, value] = random() < 0.7 ? ['', ''] : pick(CONTACTS)
      const question = random() < 0.7 ? pick(['', '', ...QUESTIONS]) : field()
      const gif = random() < 0.8 ? CURATED_GIFS[0].url : pick(GIFS)
      const tune = random() < 0.4 ? pick(GOOD_SONGS) : random() < 0.8 ? pick(SONGS) : field()
      const fields = [pick(TEXTS), pick(TEXTS), gif, question, kind, value, tune]
      const version = pick(['3', '3', '3', '2', '4'])
      return `v${version}.${LZString.compressToEncodedURIComponent(JSON.stringify(fields))}`
    },
    () => {
      const link = valid().split('')
      const at = Math.floor(random() * link.length)
      link[at] = pick(ALPHABET.split(''))
      return link.join('')
    },
    () => {
      const link = valid()
      const at = Math.floor(random() * link.length)
      return link.slice(0, at) + text(20) + link.slice(at)
    },
    () => valid().slice(0, Math.floor(random() * 60)),
  ]

  const counts: Record<DecodedLink['kind'], number> = { none: 0, valid: 0, invalid: 0 }
  let asking = 0
  let singing = 0
  for (let i = 0; i < LINKS; i++) {
    const fragment = `#${makers[i % makers.length]()}`
    let result: DecodedLink
    try {
      result = decodeFragment(fragment, hosts, audioHosts)
    } catch (error) {
      throw new Error(`link ${i} threw (seed ${SEED}): ${fragment.slice(0, 80)}`, { cause: error })
    }
    counts[result.kind]++
    const content = loveContentFor(fragment, defaults, hosts, audioHosts, siteTexts.vi)
    // Whatever the link, a GIF the page would request is on the list, over https; a refused
    // link's page requests none.
    const gif = content.gifUrl === '' ? undefined : new URL(content.gifUrl)
    expect(gif === undefined, content.gifUrl).toBe(result.kind === 'invalid')
    expect(gif?.protocol ?? 'https:').toBe('https:')
    expect([...hosts, undefined]).toContain(gif?.host)
    // Whatever the link, a song the page would play is a built-in tune or a listed audio file.
    expect(isPlayable(content.song), JSON.stringify(content.song)).toBe(true)
    expect(content.song).toEqual(result.kind === 'valid' ? result.page.song : undefined)
    if (result.kind !== 'valid') continue
    expect(gifError(result.page.gifUrl, hosts)).toBeUndefined()
    expect(nameError(result.page.recipientName)).toBeUndefined()
    expect(lineError(result.page.loveLine)).toBeUndefined()
    expect(songError(songText(result.page.song), audioHosts)).toBeUndefined()
    if (result.page.song) singing++
    const { question, contact } = result.page
    if (question === undefined) continue
    asking++
    expect(question.trim()).not.toBe('')
    expect(questionError(question)).toBeUndefined()
    if (!contact) continue
    expect(contactError(contact.kind, contact.value)).toBeUndefined()
    const replies = replyLinks(contact, 'Em đồng ý rồi nè 💖', 'Em đồng ý', false)
    expect(replies.length).toBeGreaterThan(0)
    for (const reply of replies) {
      expect(
        REPLY_SHAPES.some((shape) => shape.test(reply.href)),
        reply.href,
      ).toBe(true)
    }
  }
  console.log(`fuzz seed ${SEED}: ${JSON.stringify(counts)}, ${asking} asking, ${singing} singing`)
  expect(counts.none + counts.valid + counts.invalid).toBe(LINKS)
  // The mix reaches both outcomes: valid links survive some mutations, most do not.
  expect(counts.valid).toBeGreaterThan(50)
  expect(asking).toBeGreaterThan(50)
  expect(singing).toBeGreaterThan(50)
  expect(counts.invalid).toBeGreaterThan(5000)
  // About 5 s alone; the whole suite on 2 busy cores can take twice that.
}, 60_000)

const PHOTO_LINKS = 3000
const PHOTO_HOSTS = DEFAULT_PHOTO_HOSTS
const JPEG = new Uint8Array(readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url)))
const PHOTOS = [
  dataUrlOfPhoto('jpeg', JPEG),
  'https://i.imgur.com/Ab12Cd3.jpg',
  'https://i.ibb.co/xyz/us.png',
  'https://imgur.com/Ab12Cd3',
  'https://evil.example/a.jpg',
]

/** Whether a page may show `src`: a photo in the link it can size, or an https image on the hosts. */
function isShowable(src: string): boolean {
  if (isLinkPhoto(src)) {
    const photo = photoOfDataUrl(src)
    return photo !== undefined && photoBytesProblem(photo.bytes) === undefined
  }
  const url = new URL(src)
  return url.protocol === 'https:' && PHOTO_HOSTS.includes(url.host)
}

it(`decodes ${PHOTO_LINKS} mutated v4 links with photos and memories, and shows only photos it may`, () => {
  const random = createSeededRng(SEED)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
  const valid = () =>
    encodePage({
      recipientName: pick(TEXTS),
      loveLine: pick(TEXTS),
      gifUrl: CURATED_GIFS[0].url,
      photo:
        random() < 0.7 ? { src: pick(PHOTOS), place: pick(['gif', 'beside'] as const) } : undefined,
      steps: [{ kind: 'memories', memories: [{ photo: pick(PHOTOS), caption: pick(TEXTS) }] }],
    })
  const counts: Record<DecodedLink['kind'], number> = { none: 0, valid: 0, invalid: 0 }
  for (let i = 0; i < PHOTO_LINKS; i++) {
    const link = valid().split('')
    // Most are flipped in one place, the photo's bytes most of all; some are left whole.
    const flips = i % 4 === 0 ? 0 : 1 + Math.floor(random() * 3)
    for (let flip = 0; flip < flips; flip++) {
      const at = link.length - 1 - Math.floor(random() * Math.min(link.length, 1800))
      link[at] = pick(ALPHABET.split(''))
    }
    const result = decodeFragment(`#${link.join('')}`, hosts, audioHosts, PHOTO_HOSTS)
    counts[result.kind]++
    if (result.kind !== 'valid') continue
    const { photo, steps = [] } = result.page
    const shown = [
      ...(photo ? [photo.src] : []),
      ...steps.flatMap((step) =>
        step.kind === 'memories' ? step.memories.map((m) => m.photo) : [],
      ),
    ]
    expect(shown.filter((src) => !isShowable(src))).toEqual([])
  }
  console.log(`photo fuzz seed ${SEED}: ${JSON.stringify(counts)}`)
  expect(counts.valid).toBeGreaterThan(100)
  expect(counts.invalid).toBeGreaterThan(1000)
}, 60_000)

const PHOTO_BYTE_LINKS = 3000
/** A frame header (SOF0) of `side` px a side, as the fixture's: three components. */
// prettier-ignore
const frameOf = (side: number) => [
  0xff, 0xc0, 0, 17, 8, side >> 8, side & 0xff, side >> 8, side & 0xff,
  3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
]
// What a crafted photo is made of: markers with no length (RST0-7, TEM), a second SOI, fill and
// stray bytes, frame headers small and large, and a small one hidden in an APP0 behind a marker
// with no length, which a walk that reads a length after every marker lands on.
const INSERTS = [
  [0xff, 0xd0],
  [0xff, 0x01],
  [0xff, 0xd8],
  [0xff, 0xff],
  [0x00],
  [0xff],
  frameOf(16),
  frameOf(4000),
  [0xff, 0xe0, 0, 21, ...frameOf(16)],
  [0xff, 0xd5, 0, 6, 0xff, 0xe0, 0, 21, ...frameOf(16)],
  [0xff, 0x01, 0, 6, 0xff, 0xe0, 0, 21, ...frameOf(16)],
]
// Where the fixture's segments start (APP0 APP2 DQT DQT SOF0 DHT×4 SOS), and where its scan's
// data does.
const SEGMENT_STARTS = [2, 20, 494, 563, 632, 651, 679, 721, 750, 793]
const SCAN_DATA = 807

it(`decodes ${PHOTO_BYTE_LINKS} links whose photo's bytes are mutated, taking only a photo whose one frame header is the one a decoder reads, within the limits`, () => {
  const random = createSeededRng(SEED)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
  const fields = ['Lan', 'Yêu em', CURATED_GIFS[0].url, '', '', '', '', 'L', 'gif', []]
  const payload = `v4.${LZString.compressToEncodedURIComponent(JSON.stringify(fields))}`
  const counts: Record<DecodedLink['kind'], number> = { none: 0, valid: 0, invalid: 0 }
  for (let i = 0; i < PHOTO_BYTE_LINKS; i++) {
    let bytes = [...JPEG]
    // A third are built at a segment's start first, where a crafted piece does most harm; then
    // one to three bytes are changed, added or cut, mostly before the scan.
    if (random() < 0.3) bytes.splice(pick(SEGMENT_STARTS), 0, ...pick(INSERTS))
    const edits = 1 + Math.floor(random() * 3)
    for (let edit = 0; edit < edits; edit++) {
      const at = Math.floor(random() * Math.min(bytes.length, SCAN_DATA + 40))
      const kind = random()
      if (kind < 0.3) bytes[at] = Math.floor(random() * 256)
      else if (kind < 0.45) bytes[at] ^= 1 << Math.floor(random() * 8)
      else if (kind < 0.75) bytes.splice(at, 0, ...pick(INSERTS))
      else if (kind < 0.9) bytes.splice(at, 1 + Math.floor(random() * 4))
      else bytes = [...bytes.slice(0, at), 0xff, 0xd9]
    }
    const photo = Uint8Array.from(bytes)
    const link = `#${payload}.${linkTextOfPhoto(dataUrlOfPhoto('jpeg', photo))}`
    const result = decodeFragment(link, hosts, audioHosts, PHOTO_HOSTS)
    counts[result.kind]++
    if (result.kind !== 'valid') continue
    expect(result.page.photo?.src).toBe(dataUrlOfPhoto('jpeg', photo))
    expect(photo.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES)
    // The size the walk took is the only one a lenient decoder finds, within the limits.
    const size = photoSizeOf(photo)
    expect(framesOf(photo), `photo ${i}`).toEqual([size])
    const sides = [size?.width ?? 0, size?.height ?? 0]
    expect(Math.min(...sides)).toBeGreaterThanOrEqual(1)
    expect(Math.max(...sides)).toBeLessThanOrEqual(PHOTO_MAX_SIDE)
  }
  console.log(`photo bytes fuzz seed ${SEED}: ${JSON.stringify(counts)}`)
  expect(counts.valid).toBeGreaterThan(300)
  expect(counts.invalid).toBeGreaterThan(1000)
}, 60_000)

const PATHS = 20_000
// What a path's segments may be: every known name, near misses of them, and path oddities.
const SEGMENTS = [
  ...LANGUAGES,
  ...OCCASIONS,
  ...SHARE_KINDS,
  'share',
  'share',
  'EN',
  'Vi',
  'fr',
  'Tet',
  'xmas',
  'tet ',
  'love%2Ftet',
  'lov',
  'loves',
  '..',
  '.',
  '',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'toString',
  'tết',
  '💖',
  '?x=1',
  '#v1.x',
]

/** Every address parseSharePath must read, with what it says: each page's, with and without its slash. */
const KNOWN = new Map<string, ShareAddress>()
for (const kind of SHARE_KINDS) {
  for (const language of LANGUAGES) {
    for (const occasion of OCCASIONS) {
      const path = sharePath(kind, language, occasion)
      KNOWN.set(path, { kind, language, occasion })
      KNOWN.set(path.slice(0, -1), { kind, language, occasion })
    }
  }
}

it(`reads ${PATHS} random paths without throwing, and only the known share addresses`, () => {
  const random = createSeededRng(SEED)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
  let parsed = 0
  const wrong: string[] = []
  for (let n = 0; n < PATHS; n++) {
    // Half are shaped as a share address ({language/}share/kind{/occasion}), each segment a
    // known name or anything else; half are any segments at all.
    const near = <T extends string>(names: readonly T[]) =>
      random() < 0.6 ? pick(names) : pick(SEGMENTS)
    const shaped = [
      ...(random() < 0.5 ? [near(LANGUAGES)] : []),
      random() < 0.9 ? 'share' : pick(SEGMENTS),
      near(SHARE_KINDS),
      ...(random() < 0.6 ? [near(OCCASIONS)] : []),
    ]
    const count = 1 + Math.floor(random() * 5)
    const segments = random() < 0.5 ? shaped : Array.from({ length: count }, () => pick(SEGMENTS))
    const lead = random() < 0.95 ? '/' : pick(['', '//', ' /'])
    const tail = pick(['', '/', '/', '//'])
    const path = `${lead}${segments.join(random() < 0.97 ? '/' : '//')}${tail}`
    let result: ShareAddress | undefined
    try {
      result = parseSharePath(path)
    } catch (error) {
      wrong.push(`${JSON.stringify(path)} threw ${String(error)}`)
      continue
    }
    const known = KNOWN.get(path)
    if (JSON.stringify(result) !== JSON.stringify(known)) {
      wrong.push(`${JSON.stringify(path)} read as ${JSON.stringify(result)}`)
    }
    if (result) parsed++
  }
  expect(wrong).toEqual([])
  // The mix reaches both outcomes: a fair share of real addresses, and far more that are not.
  expect(parsed).toBeGreaterThan(100)
  expect(parsed).toBeLessThan(PATHS / 2)
}, 60_000)

it('reads back every kind, language and occasion it writes, and nothing else of the kind', () => {
  for (const [path, address] of KNOWN) {
    expect(parseSharePath(path), path).toEqual(address)
    const { kind, language, occasion } = address
    expect([path, `${path}/`]).toContain(sharePath(kind, language, occasion))
    // Any letter changed, added or dropped, and it is no share page (or another known one).
    for (let at = 1; at < path.length; at++) {
      for (const edit of [
        path.slice(0, at) + path.slice(at + 1),
        path.slice(0, at) + 'x' + path.slice(at),
        path.slice(0, at) + path[at].toUpperCase() + path.slice(at + 1),
      ]) {
        expect(parseSharePath(edit), edit).toEqual(KNOWN.get(edit))
      }
    }
  }
  expect(KNOWN.size).toBe(2 * SHARE_KINDS.length * LANGUAGES.length * OCCASIONS.length)
}, 60_000)
