import { describe, expect, it } from 'vitest'
import {
  draftErrors,
  pageOfDraft,
  SONG_LINK,
  songOfDraft,
  type CreateDraft,
} from '../../src/pages/create/draft/draft'
import { formatDuration, UNSAFE_ON_IPHONE } from '../../src/pages/create/song/musicTexts'
import { decodeFragment } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS } from '../../src/share/hosts'
import { TUNE_IDS } from '../../src/music/song'
import { AUDIO_EXTENSIONS } from '../../src/share/song'
import { vi } from '../../src/texts/vi'
import { draftOf } from '../support/createDraft'

const hosts = DEFAULT_GIF_HOSTS
const audioHosts = DEFAULT_AUDIO_HOSTS
const MP3 = 'https://res.cloudinary.com/demo/video/upload/v1/love/song.mp3'
const draft = (over: Partial<CreateDraft>) => draftOf({ loveLine: 'Thương em <3', ...over })
const errorsOf = (over: Partial<CreateDraft>) => draftErrors(draft(over), hosts, audioHosts)

describe('/create: the music choice', () => {
  it('is none by default, and none makes a link without a song (v1)', () => {
    expect(songOfDraft(draft({}))).toBeUndefined()
    expect(songOfDraft(draft({ songChoice: '', songUrl: MP3 }))).toBeUndefined()
    expect(pageOfDraft(draft({ songChoice: '' }))).not.toHaveProperty('song')
    expect(encodePage(pageOfDraft(draft({})))).toMatch(/^v1\./)
  })

  it('makes each built-in tune a v3 link that decodes to that tune', () => {
    for (const id of TUNE_IDS) {
      const page = pageOfDraft(draft({ songChoice: `tune:${id}`, songUrl: 'ignored' }))
      expect(page.song).toEqual({ kind: 'tune', id })
      expect(errorsOf({ songChoice: `tune:${id}` })).toEqual({})
      const fragment = encodePage(page)
      expect(fragment).toMatch(/^v3\./)
      const decoded = decodeFragment(fragment, hosts, audioHosts)
      expect(decoded.kind === 'valid' && decoded.page.song).toEqual({ kind: 'tune', id })
    }
  })

  it('makes a file link carry the address, kept with a question and a contact', () => {
    const page = pageOfDraft(
      draft({ songChoice: SONG_LINK, songUrl: MP3, question: 'Đi chơi nhé?', phone: '0912345678' }),
    )
    expect(page.song).toEqual({ kind: 'url', url: MP3 })
    expect(page.contact).toEqual({ kind: 'phone', value: '0912345678' })
    const decoded = decodeFragment(encodePage(page), hosts, audioHosts)
    expect(decoded.kind === 'valid' && decoded.page.song).toEqual({ kind: 'url', url: MP3 })
  })

  it('ignores a choice that names no tune', () => {
    expect(songOfDraft(draft({ songChoice: 'tune:happy-birthday' }))).toBeUndefined()
    expect(songOfDraft(draft({ songChoice: 'https://res.cloudinary.com/a.mp3' }))).toBeUndefined()
  })
})

describe("/create: the song link's rules, on its own field", () => {
  const link = (songUrl: string) => errorsOf({ songChoice: SONG_LINK, songUrl }).songUrl

  it('accepts an allowed file, with a query after its type', () => {
    expect(link(MP3)).toBeUndefined()
    expect(link(`${MP3}?_a=1`)).toBeUndefined()
    expect(link('https://res.cloudinary.com/demo/a.M4A')).toBeUndefined()
    expect(link('https://res.cloudinary.com/demo/a.ogg')).toBeUndefined()
  })

  it('asks for the address when the link is chosen but empty', () => {
    expect(link('')).toBe(vi.rules.songEmpty)
    expect(link('   ')).toBe(vi.rules.songEmpty)
  })

  it('refuses an off-list host and a page that is not an audio file', () => {
    expect(link('https://evil.example/song.mp3')).toBe(vi.rules.songOffList(['cloudinary.com']))
    expect(link('https://res.cloudinary.com/demo/song.html')).toBe(
      vi.rules.songNotAudio(AUDIO_EXTENSIONS),
    )
    expect(link('https://res.cloudinary.com/demo/song')).toBe(
      vi.rules.songNotAudio(AUDIO_EXTENSIONS),
    )
    expect(link('http://res.cloudinary.com/demo/song.mp3')).toBe(vi.rules.songNotHttps)
  })

  it("names a streaming site in the field's error", () => {
    expect(link('https://www.youtube.com/watch?v=x')).toMatch(/^Liên kết YouTube /)
    expect(link('https://zingmp3.vn/bai-hat/x.html')).toMatch(/^Liên kết Zing MP3 /)
  })

  it('leaves the other fields alone, and a link without the choice is not checked', () => {
    expect(Object.keys(errorsOf({ songChoice: SONG_LINK, songUrl: 'x' }))).toEqual(['songUrl'])
    expect(errorsOf({ songChoice: '', songUrl: 'https://youtu.be/x' })).toEqual({})
  })
})

describe('/create: the music texts', () => {
  it('name every tune', () => {
    for (const id of TUNE_IDS) expect(vi.create.musicTunes[id]).toMatch(/ – /)
  })

  it('warn of the types older iPhones refuse, not of mp3, m4a or aac', () => {
    expect([...UNSAFE_ON_IPHONE].sort()).toEqual(['ogg', 'opus', 'wav'])
  })

  it('show a file length as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(65.4)).toBe('1:05')
    expect(formatDuration(205)).toBe('3:25')
    expect(formatDuration(Number.NaN)).toBe('?:??')
    expect(formatDuration(Infinity)).toBe('?:??')
  })
})
