import { siteTexts } from '../../src/texts/siteTexts'
import LZString from 'lz-string'
import { describe, expect, it } from 'vitest'
import { loveContentFor } from '../../src/share/content'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment, SHARE_VERSION } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS } from '../../src/share/hosts'
import { mainLink, shareLinks } from '../../src/share/links'
import { LANGUAGES } from '../../src/texts/languages'
import { OCCASIONS } from '../../src/occasions/occasions'
import { parseSharePath } from '../../src/share/paths'
import type { SharedPage } from '../../src/share/rules'
import { pageErrors, songError } from '../support/vietnameseRules'
import { TUNE_IDS, type Song } from '../../src/music/song'
import { AUDIO_EXTENSIONS, isAudioPath, songOfText, songText } from '../../src/share/song'
import { vi } from '../../src/texts/vi'

const hosts = DEFAULT_GIF_HOSTS
const audioHosts = DEFAULT_AUDIO_HOSTS
const GIF = CURATED_GIFS[0].url
const MP3 = 'https://res.cloudinary.com/demo/video/upload/v1700000000/love/song.mp3'
const base: SharedPage = { recipientName: 'Thảo Vy 💖', loveLine: 'Thương em <3', gifUrl: GIF }
const tune: Song = { kind: 'tune', id: 'beo-dat-may-troi' }
const file: Song = { kind: 'url', url: MP3 }
const decode = (fragment: string) => decodeFragment(fragment, hosts, audioHosts)
const roundTrip = (input: SharedPage) => decode(`#${encodePage(input)}`)
/** A v3 fragment of any seven texts, as a forger would make it. */
const forge = (fields: unknown, version = 3) =>
  `#v${version}.${LZString.compressToEncodedURIComponent(JSON.stringify(fields))}`
const v3 = (question: string, kind: string, value: string, song: string) =>
  forge([base.recipientName, base.loveLine, base.gifUrl, question, kind, value, song])

describe('link format v3: the lowest version that holds the page', () => {
  const asking = { ...base, question: 'Làm người yêu anh nhé?' }
  const contact = { kind: 'phone', value: '0912345678' } as const
  it('writes v1 without question or song, v2 with a question, v3 with a song', () => {
    // v5 (a voice, a sender) is the newest; a page without one never needs it.
    expect(SHARE_VERSION).toBe(5)
    expect(encodePage(base)).toMatch(/^v1\./)
    expect(encodePage({ ...base, song: undefined })).toBe(encodePage(base))
    expect(encodePage(asking)).toMatch(/^v2\./)
    expect(encodePage({ ...asking, contact })).toMatch(/^v2\./)
    expect(encodePage({ ...base, song: tune })).toMatch(/^v3\.[A-Za-z0-9+\-$]+$/)
    expect(encodePage({ ...asking, contact, song: file })).toMatch(/^v3\./)
  })
  it('writes the seven texts of v3, the question and the contact empty when it asks nothing', () => {
    const fieldsOf = (fragment: string) =>
      JSON.parse(LZString.decompressFromEncodedURIComponent(fragment.slice(3)))
    expect(fieldsOf(encodePage({ ...base, song: tune }))).toEqual([
      ...Object.values(base),
      '',
      '',
      '',
      'tune:beo-dat-may-troi',
    ])
    // A contact without a question is not sent, in v3 as in v1.
    const blank = { ...base, question: ' ', contact, song: file }
    expect(fieldsOf(encodePage(blank))).toEqual([...Object.values(base), '', '', '', MP3])
    expect(fieldsOf(encodePage({ ...asking, contact, song: file }))).toEqual([
      ...Object.values(asking),
      'phone',
      '0912345678',
      MP3,
    ])
  })
  it('round-trips every built-in tune, and a file, with and without a question', () => {
    for (const song of [...TUNE_IDS.map((id): Song => ({ kind: 'tune', id })), file]) {
      for (const page of [base, asking, { ...asking, contact }]) {
        expect(roundTrip({ ...page, song })).toEqual({ kind: 'valid', page: { ...page, song } })
      }
    }
  })
  it('tidies a song address as it travels: trimmed, normalized', () => {
    const messy = { kind: 'url', url: '  https://RES.cloudinary.com/demo/a/../b.MP3?x=1 ' } as const
    expect(roundTrip({ ...base, song: messy })).toEqual({
      kind: 'valid',
      page: { ...base, song: { kind: 'url', url: 'https://res.cloudinary.com/demo/b.MP3?x=1' } },
    })
  })
  it('opens a made link as its page in every language and occasion', () => {
    const page = { ...asking, contact, song: tune }
    for (const language of LANGUAGES) {
      for (const occasion of OCCASIONS) {
        const links = shareLinks('https://you.github.io/p/', page, { language, occasion })
        for (const [kind, link] of Object.entries(links)) {
          const url = new URL(link)
          expect(parseSharePath(url.pathname.slice('/p'.length))).toEqual({
            kind,
            language,
            occasion,
          })
          expect(decode(url.hash)).toEqual({ kind: 'valid', page })
        }
      }
    }
  })
  it('points a v3 link that asks at the question page, and one that does not at /love', () => {
    const singing = shareLinks('https://you.github.io/p/', { ...base, song: tune })
    expect(singing.question).toBeUndefined()
    expect(mainLink(singing)).toMatch(/\/p\/share\/love\/#v3\./)
    const both = shareLinks('https://you.github.io/p/', { ...asking, song: tune })
    expect(mainLink(both)).toMatch(/\/p\/share\/question\/#v3\./)
  })
})

describe('link format v3: what a link may carry', () => {
  it('reads a v3 link that asks nothing, and one whose song is empty', () => {
    expect(decode(v3('', '', '', 'tune:fur-elise'))).toEqual({
      kind: 'valid',
      page: { ...base, song: { kind: 'tune', id: 'fur-elise' } },
    })
    expect(decode(v3('Hỏi?', 'email', 'vy@gmail.com', ''))).toEqual({
      kind: 'valid',
      page: { ...base, question: 'Hỏi?', contact: { kind: 'email', value: 'vy@gmail.com' } },
    })
    expect(decode(v3('', '', '', ''))).toEqual({ kind: 'valid', page: base })
  })
  const refused: Array<[string, string]> = [
    ['a contact without a question', v3('', 'phone', '0912345678', 'tune:fur-elise')],
    ['a contact kind without a question', v3('', 'phone', '', 'tune:fur-elise')],
    ['a contact value without a question', v3('', '', '0912345678', 'tune:fur-elise')],
    ['a contact under a blank question', v3('  ', 'email', 'vy@gmail.com', 'tune:fur-elise')],
    ['a contact kind without a value', v3('Hỏi?', 'phone', '', 'tune:fur-elise')],
    ['an unknown contact kind', v3('Hỏi?', 'url', 'https://evil.example', 'tune:fur-elise')],
    ['an unknown tune', v3('', '', '', 'tune:happy-birthday')],
    ['a tune without an id', v3('', '', '', 'tune:')],
    ['a tune id in capitals', v3('', '', '', 'tune:FUR-ELISE')],
    ['a tune id on the object prototype', v3('', '', '', 'tune:constructor')],
    ['a song on an unlisted host', v3('', '', '', 'https://evil.example/song.mp3')],
    [
      'a song on a look-alike host',
      v3('', '', '', 'https://res.cloudinary.com.evil.example/a.mp3'),
    ],
    ['a song over http', v3('', '', '', 'http://res.cloudinary.com/demo/a.mp3')],
    ['a song on another port', v3('', '', '', 'https://res.cloudinary.com:8443/demo/a.mp3')],
    ['a song with credentials', v3('', '', '', 'https://u:p@res.cloudinary.com/demo/a.mp3')],
    ['a javascript: song', v3('', '', '', 'javascript:alert(1)//a.mp3')],
    ['a data: song', v3('', '', '', 'data:audio/mpeg;base64,SUQz.mp3')],
    ['a YouTube song', v3('', '', '', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')],
    ['a song that is no audio file', v3('', '', '', 'https://res.cloudinary.com/demo/a.html')],
    ['a song without extension', v3('', '', '', 'https://res.cloudinary.com/demo/song')],
    ['a song named .mp3 in its query', v3('', '', '', 'https://res.cloudinary.com/a.php?f=.mp3')],
    ['a song named .mp3 in its hash', v3('', '', '', 'https://res.cloudinary.com/a.php#.mp3')],
    ['a song with markup', v3('', '', '', 'https://res.cloudinary.com/a.mp3"><svg onload=x>')],
    ['a song with a space', v3('', '', '', 'https://res.cloudinary.com/a b.mp3')],
    [
      'a good song with an off-list GIF',
      forge(['Vy', 'Yêu', 'https://evil.example/a.gif', '', '', '', MP3]),
    ],
    ['a v3 link of six texts', forge([...Object.values(base), '', '', ''])],
    ['a v2 link of seven texts', forge([...Object.values(base), 'Hỏi?', '', '', MP3], 2)],
    ['a v1 link of seven texts', forge([...Object.values(base), '', '', '', MP3], 1)],
    ['a v3 song that is a number', forge([...Object.values(base), '', '', '', 7])],
  ]
  for (const [what, fragment] of refused) {
    it(`refuses ${what}, whole`, () => {
      expect(decode(fragment).kind).toBe('invalid')
    })
  }
  it('refuses a song on a host this build does not list, and takes one it does', () => {
    const own = v3('', '', '', 'https://songs.example/us.m4a')
    expect(decode(own).kind).toBe('invalid')
    expect(decodeFragment(own, hosts, ['songs.example']).kind).toBe('valid')
    expect(decodeFragment(v3('', '', '', MP3), hosts, ['songs.example']).kind).toBe('invalid')
    expect(decodeFragment(v3('', '', '', 'tune:canon-in-d'), hosts, []).kind).toBe('valid')
  })
})

describe('the song rule', () => {
  it('takes no song, a built-in tune, or an audio file on a listed host', () => {
    expect(songError('', audioHosts)).toBeUndefined()
    expect(songError('  ', audioHosts)).toBeUndefined()
    for (const id of TUNE_IDS) expect(songError(`tune:${id}`, audioHosts)).toBeUndefined()
    expect(songError(MP3, audioHosts)).toBeUndefined()
    expect(songError(`${MP3}?_a=BAMAK+ZW0`, audioHosts)).toBeUndefined()
  })
  it('knows an audio file by its extension, whatever its case', () => {
    for (const ext of AUDIO_EXTENSIONS) {
      for (const name of [`a.${ext}`, `a.${ext.toUpperCase()}`, `a.b.${ext}`]) {
        expect(songError(`https://res.cloudinary.com/demo/${name}`, audioHosts), name).toBe(
          undefined,
        )
      }
    }
    expect(isAudioPath('/a.Mp3')).toBe(true)
    for (const path of ['/a.mp4', '/a.mp3x', '/mp3', '/a.mp3/', '/a.gif', '/a.m3u8', '/a.']) {
      expect(isAudioPath(path), path).toBe(false)
    }
  })
  it('says in Vietnamese which rule a song breaks', () => {
    expect(songError('tune:happy-birthday', audioHosts)).toBe(vi.rules.songUnknownTune)
    expect(songError('http://res.cloudinary.com/a.mp3', audioHosts)).toBe(
      'Liên kết nhạc phải bắt đầu bằng https://',
    )
    expect(songError('https://evil.example/a.mp3', audioHosts)).toBe(
      'Nhạc phải lấy từ cloudinary.com.',
    )
    expect(songError('https://res.cloudinary.com/a.html', audioHosts)).toBe(
      'Liên kết phải trỏ tới một tệp nhạc (.mp3, .m4a, .aac, .ogg, .opus, .wav).',
    )
    expect(songError('https://u:p@res.cloudinary.com/a.mp3', audioHosts)).toMatch(/mật khẩu/)
    expect(songError('https://res.cloudinary.com/a b.mp3', audioHosts)).toMatch(/không hợp lệ/)
    expect(songError(`https://res.cloudinary.com/${'a'.repeat(300)}.mp3`, audioHosts)).toMatch(
      /tối đa 300 ký tự/,
    )
    expect(songError(MP3, [])).toBe(vi.rules.songNoHosts)
  })
  it("puts a page's song error on its own field, refusing song files when given no hosts", () => {
    expect(pageErrors({ ...base, song: file }, hosts, audioHosts)).toEqual({})
    expect(pageErrors({ ...base, song: file }, hosts)).toEqual({ song: vi.rules.songNoHosts })
    expect(pageErrors({ ...base, song: tune }, hosts)).toEqual({})
    // A song object whose address merely reads like a tune is not one.
    const fake = { kind: 'url', url: 'tune:fur-elise' } as const
    expect(pageErrors({ ...base, song: fake }, hosts, audioHosts).song).toBe(vi.rules.songNotHttps)
    expect(pageErrors({ ...base, song: { kind: 'url', url: '' } }, hosts, audioHosts).song).toBe(
      vi.rules.songEmpty,
    )
  })
  it('writes a song as the text a link carries, and reads it back', () => {
    expect(songText(undefined)).toBe('')
    expect(songText(tune)).toBe('tune:beo-dat-may-troi')
    expect(songText(file)).toBe(MP3)
    expect(songOfText('')).toBeUndefined()
    expect(songOfText('tune:canon-in-d')).toEqual({ kind: 'tune', id: 'canon-in-d' })
    expect(songOfText('tune:nope')).toBe(false)
    expect(songOfText(` ${MP3} `)).toEqual(file)
  })
  it('names at least three built-in tunes, in lower-case words with hyphens', () => {
    expect(TUNE_IDS.length).toBeGreaterThanOrEqual(3)
    for (const id of TUNE_IDS) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })
})

describe('what a love page shows for a song', () => {
  const defaults = { recipientName: 'Em Yêu', loveLine: 'Yêu', gifUrl: GIF, gifAlt: 'Ôm' }
  it("carries a valid link's song, and no song and no one's words for an off-list one", () => {
    const fragment = `#${encodePage({ ...base, song: file })}`
    const content = loveContentFor(fragment, defaults, hosts, audioHosts, siteTexts.vi)
    expect(content.song).toEqual(file)
    expect(content.isInvalidLink).toBe(false)
    expect(loveContentFor(fragment, defaults, hosts, ['songs.example'], siteTexts.vi)).toEqual({
      recipientName: '',
      loveLine: '',
      gifUrl: '',
      gifAlt: '',
      isInvalidLink: true,
    })
  })
})
