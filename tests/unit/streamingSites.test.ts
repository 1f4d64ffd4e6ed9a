import { describe, expect, it } from 'vitest'
import { DEFAULT_AUDIO_HOSTS } from '../../src/share/hosts'
import { songError } from '../../src/share/rules'
import {
  STREAMING_SITES,
  streamingError,
  streamingMessage,
  streamingSiteOf,
} from '../../src/pages/create/song/streamingSites'
import { vi } from '../../src/texts/vi'

/** What /create's song field says of a link: a streaming site's own message, else the rules'. */
const songLinkError = (value: string, audioHosts: readonly string[]) =>
  streamingError(value, audioHosts) ?? songError(value, audioHosts)

/** Links makers paste, by the site that must be named. */
const LINKS: Record<string, readonly string[]> = {
  YouTube: [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/shorts/abc123',
    'youtu.be/dQw4w9WgXcQ',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    'HTTPS://WWW.YOUTUBE.COM/watch?v=x',
    'https://youtube.com./watch?v=x',
  ],
  'YouTube Music': ['https://music.youtube.com/watch?v=abc&list=RD', 'music.youtube.com/watch?v=a'],
  Spotify: [
    'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=1',
    'https://spotify.link/AbCdEf',
    'open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
  ],
  'Apple Music': ['https://music.apple.com/vn/album/x/123?i=456'],
  SoundCloud: [
    'https://soundcloud.com/artist/song',
    'https://on.soundcloud.com/AbC12',
    'https://m.soundcloud.com/artist/song',
  ],
  TikTok: [
    'https://www.tiktok.com/@user/video/123',
    'https://tiktok.com/music/abc-123',
    'https://vt.tiktok.com/ZSabc/',
    'https://vm.tiktok.com/ZMabc/',
  ],
  'Zing MP3': ['https://zingmp3.vn/bai-hat/Song/ZWABC.html', 'https://mp3.zing.vn/bai-hat/x.html'],
  NhacCuaTui: [
    'https://www.nhaccuatui.com/bai-hat/song.abc.html',
    'https://nhaccuatui.com/bai-hat/song.abc.html',
    'https://m.nhaccuatui.com/bai-hat/song.abc.html',
  ],
}

/** Hosts that only look like a streaming site's, and hosts of other sites. */
const NOT_STREAMING = [
  'https://notyoutube.com/watch?v=x',
  'https://youtube.com.evil.example/watch?v=x',
  'https://evil.example/youtube.com/watch?v=x',
  'https://evil.example/?u=https://youtu.be/x',
  'https://myyoutu.be/x',
  'https://spotify.com.vn.example/track/x',
  'https://fakespotify.link/x',
  'https://apple.com/music/x',
  'https://www.apple.com/vn/apple-music/',
  'https://soundcloud.co/x',
  'https://tiktok.com.evil.example/x',
  'https://nottiktok.com/x',
  'https://zingmp3.vn.evil.example/x',
  'https://zing.vn/x',
  'https://nhaccuatui.com.vn.example/x',
  'https://res.cloudinary.com/demo/video/upload/song.mp3',
  'https://user@evil.example/youtube.com',
  '',
  'not a link at all',
]

describe('streaming sites: a player page, not an audio file', () => {
  it('covers every site the issue names', () => {
    expect(STREAMING_SITES.map((site) => site.name).sort()).toEqual(Object.keys(LINKS).sort())
  })

  for (const [name, links] of Object.entries(LINKS)) {
    it(`knows ${name}'s links, with or without https://`, () => {
      for (const link of links) expect(streamingSiteOf(link)?.name, link).toBe(name)
    })
  }

  it('never takes a look-alike host, or a site named only in the path, for one', () => {
    for (const link of NOT_STREAMING) expect(streamingSiteOf(link), link).toBeUndefined()
  })
})

describe("the song field's message for a streaming site", () => {
  const audioHosts = DEFAULT_AUDIO_HOSTS
  for (const [name, links] of Object.entries(LINKS)) {
    it(`names ${name}, says why it cannot play and what works instead`, () => {
      for (const link of links) {
        const message = songLinkError(link, audioHosts) ?? ''
        expect(message, link).toContain(name)
        expect(message, link).toContain('không phải tệp nhạc')
        expect(message, link).toContain('không cho phát')
        expect(message, link).toContain('giai điệu có sẵn')
        expect(message, link).toContain('cloudinary.com')
        expect(message, link).toContain('.mp3')
      }
    })
  }

  it("is each site's own: no two sites share a message", () => {
    const messages = Object.values(LINKS).map((links) => songLinkError(links[0], audioHosts))
    expect(new Set(messages).size).toBe(messages.length)
  })

  it('sends a build without song hosts to the built-in tunes only', () => {
    const message = songLinkError('https://youtu.be/x', []) ?? ''
    expect(message).toContain('YouTube')
    expect(message).toContain(vi.create.streamingInsteadTune)
    expect(message).not.toContain('.mp3')
  })

  it('is the message of streamingMessage, from the one object of texts', () => {
    const site = streamingSiteOf('https://zingmp3.vn/x')!
    expect(songLinkError('https://zingmp3.vn/x', audioHosts)).toBe(
      streamingMessage(site, ['cloudinary.com']),
    )
    expect(streamingMessage(site, ['cloudinary.com'])).toBe(
      `${vi.create.streamingWhy('Zing MP3')} ${vi.create.streamingInsteadUpload(['cloudinary.com'])}`,
    )
  })

  it('leaves a host a build lists as its own file host to the file rules', () => {
    const listed = ['media.example.com', 'm.soundcloud.com']
    expect(songLinkError('https://m.soundcloud.com/a.mp3', listed)).toBeUndefined()
    expect(songLinkError('https://soundcloud.com/a.mp3', listed)).toMatch(/SoundCloud/)
  })
})
