import { siteTexts } from '../../src/texts/siteTexts'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, resolveSettings } from '../../src/settings/env'
import {
  formatProblems,
  readSettings,
  checkAudioHosts,
  checkBasePath,
  checkCreateSwitch,
  checkGifHosts,
  checkGifAlt,
  checkGifUrl,
  checkGtmId,
  checkLoveLine,
  checkRecipientName,
  checkSiteUrl,
  checkSiteUrlMatchesBase,
} from '../../src/settings/envChecks'
import { LINE_MAX_CHARS, NAME_MAX_CHARS } from '../../src/share/rules'

describe('recipient name', () => {
  it('accepts a name with Vietnamese letters and spaces', () => {
    expect(checkRecipientName('Em Yêu')).toBeUndefined()
    expect(checkRecipientName('Nguyễn Thị Minh Khai')).toBeUndefined()
  })
  it('rejects an empty or blank name', () => {
    expect(checkRecipientName('')).toMatch(/1 to 40 characters/)
    expect(checkRecipientName('   ')).toMatch(/1 to 40 characters/)
  })
  it('rejects a name over the limit and says how long it is', () => {
    expect(checkRecipientName('a'.repeat(NAME_MAX_CHARS))).toBeUndefined()
    expect(checkRecipientName('a'.repeat(NAME_MAX_CHARS + 1))).toMatch(
      /at most 40 characters \(this one has 41\)/,
    )
  })
  it('counts characters, not UTF-16 units or bytes', () => {
    expect(checkRecipientName('💖'.repeat(NAME_MAX_CHARS))).toBeUndefined()
  })
  it('rejects a name with a line break', () => {
    expect(checkRecipientName('Em\nYêu')).toMatch(/one line/)
  })
})

describe('love line', () => {
  it('accepts a line up to the limit', () => {
    expect(checkLoveLine('Anh yêu em nhiều lắm!')).toBeUndefined()
    expect(checkLoveLine('x'.repeat(LINE_MAX_CHARS))).toBeUndefined()
  })
  it('rejects an empty or over-long line', () => {
    expect(checkLoveLine('')).toMatch(/some text/)
    expect(checkLoveLine('x'.repeat(LINE_MAX_CHARS + 1))).toMatch(/at most 120/)
  })
  it('follows the links\' rule on markup: a tag is refused, a "<3" is not', () => {
    expect(checkLoveLine('Yêu em <b>nhiều</b>')).toMatch(/without HTML tags/)
    expect(checkLoveLine('Yêu em <3')).toBeUndefined()
  })
})

describe('GIF alt text', () => {
  it('rejects an empty alt text', () => {
    expect(checkGifAlt('Một cái ôm')).toBeUndefined()
    expect(checkGifAlt(' ')).toMatch(/some text/)
  })
})

describe('GIF address', () => {
  it('accepts https addresses', () => {
    expect(checkGifUrl('https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif')).toBeUndefined()
  })
  it('rejects http, other schemes and non-addresses', () => {
    for (const value of ['http://example.com/a.gif', 'ftp://x/a.gif', 'giphy.gif', '', 'data:,']) {
      expect(checkGifUrl(value), value).toMatch(/an https:\/\/ address/)
    }
  })
  it('accepts plain http on this machine only, for local audits', () => {
    expect(checkGifUrl('http://127.0.0.1:4176/love.gif')).toBeUndefined()
    expect(checkGifUrl('http://localhost:4176/love.gif')).toBeUndefined()
    expect(checkGifUrl('http://192.168.1.2/love.gif')).toBeDefined()
  })
  it('rejects addresses with a user name or password', () => {
    expect(checkGifUrl('https://user:secret@example.com/a.gif')).toBeDefined()
  })
})

describe('tag manager id', () => {
  it('accepts a container id, or nothing', () => {
    expect(checkGtmId('GTM-AB12CD3')).toBeUndefined()
    expect(checkGtmId('')).toBeUndefined()
  })
  it('rejects malformed ids', () => {
    for (const value of ['G-AB12CD3', 'gtm-ab12cd3', 'GTM-', 'GTM-AB 12', 'GTM-ABCDEFGHIJK']) {
      expect(checkGtmId(value), value).toMatch(/GTM- then 4 to 10/)
    }
  })
})

describe('site address', () => {
  it('accepts absolute web addresses, or nothing', () => {
    expect(checkSiteUrl('https://you.github.io/love-page/')).toBeUndefined()
    expect(checkSiteUrl('https://example.com')).toBeUndefined()
    expect(checkSiteUrl('')).toBeUndefined()
  })
  it('rejects relative addresses and other schemes', () => {
    for (const value of ['/love-page/', 'you.github.io', 'ftp://example.com/', 'https://x/?a=1']) {
      expect(checkSiteUrl(value), value).toMatch(/an absolute address/)
    }
  })
  it('must point at the base path', () => {
    expect(checkSiteUrlMatchesBase('https://you.github.io/love-page/', '/love-page/')).toBe(
      undefined,
    )
    expect(checkSiteUrlMatchesBase('https://you.github.io/', '/love-page/')).toMatch(
      /path is BASE_PATH \(\/love-page\/\)/,
    )
  })
})

describe('base path', () => {
  it('accepts paths that start and end with a slash', () => {
    for (const value of ['/', '/love-page/', '/a/b-c_d.e~/', '']) {
      expect(checkBasePath(value), value).toBeUndefined()
    }
  })
  it('rejects paths without both slashes, or with odd characters', () => {
    for (const value of ['love-page', '/love-page', 'love-page/', './', '//', '/a b/', '/a?/']) {
      expect(checkBasePath(value), value).toMatch(/starts and ends with \//)
    }
  })
})

describe('reading the settings', () => {
  it('uses the defaults when nothing is set', () => {
    expect(readSettings({})).toEqual({ settings: DEFAULT_SETTINGS, problems: [] })
  })
  it('tidies values: trimmed, NFC, a trailing slash on the site address', () => {
    const { settings, problems } = readSettings({
      VITE_RECIPIENT_NAME: '  Em Ye\u0302u  ',
      VITE_SITE_URL: 'https://you.github.io/love-page',
      BASE_PATH: '/love-page/',
    })
    expect(problems).toEqual([])
    expect(settings.recipientName).toBe('Em Yêu')
    expect(settings.siteUrl).toBe('https://you.github.io/love-page/')
  })
  it('treats empty optional values as unset', () => {
    const { settings, problems } = readSettings({
      VITE_GTM_ID: '',
      VITE_SITE_URL: '',
      BASE_PATH: '',
    })
    expect(problems).toEqual([])
    expect(settings).toEqual(DEFAULT_SETTINGS)
  })
  it('gives another GIF a neutral alt text unless one is set', () => {
    const gif = 'https://example.com/us.gif'
    expect(resolveSettings({ VITE_GIF_URL: gif }).gifAlt).toBe(siteTexts.vi.otherGifAlt)
    expect(resolveSettings({ VITE_GIF_URL: gif, VITE_GIF_ALT: 'Us' }).gifAlt).toBe('Us')
  })
  it('reports every bad variable with its value and what is expected', () => {
    const { problems } = readSettings({
      VITE_RECIPIENT_NAME: '',
      VITE_GIF_URL: 'http://example.com/a.gif',
      BASE_PATH: 'love-page',
    })
    expect(problems.map((p) => [p.variable, p.value])).toEqual([
      ['VITE_RECIPIENT_NAME', ''],
      ['VITE_GIF_URL', 'http://example.com/a.gif'],
      ['BASE_PATH', 'love-page'],
    ])
    const message = formatProblems(problems)
    expect(message).toContain('3 settings are not valid')
    expect(message).toContain('VITE_GIF_URL="http://example.com/a.gif"\n    expected an https://')
    expect(message).toContain('BASE_PATH="love-page"\n    expected a path that starts and ends')
  })
  it('reports a site address that misses the base path', () => {
    const { problems } = readSettings({
      VITE_SITE_URL: 'https://you.github.io/',
      BASE_PATH: '/love-page/',
    })
    expect(problems).toHaveLength(1)
    expect(problems[0].variable).toBe('VITE_SITE_URL')
  })
})

describe('GIF hosts and the create switch', () => {
  it("defaults to Giphy's and Tenor's media hosts and to /create on", () => {
    const { settings, problems } = readSettings({})
    expect(problems).toEqual([])
    expect(settings.gifHosts).toContain('media.giphy.com')
    expect(settings.gifHosts).toContain('media.tenor.com')
    expect(settings.isCreateOn).toBe(true)
  })
  it('reads VITE_GIF_HOSTS as a list and refuses what is not a host name', () => {
    expect(resolveSettings({ VITE_GIF_HOSTS: 'a.test, b.test' }).gifHosts).toEqual([
      'a.test',
      'b.test',
    ])
    expect(checkGifHosts('media.giphy.com,c.tenor.com')).toBeUndefined()
    for (const value of ['*.giphy.com', 'https://media.giphy.com', 'localhost', 'a.test/x']) {
      expect(checkGifHosts(value), value).toMatch(/host names separated by commas/)
    }
  })
  it('refuses a build whose own GIF is on a host VITE_GIF_HOSTS does not list', () => {
    const { problems } = readSettings({ VITE_GIF_HOSTS: 'media.tenor.com' })
    expect(problems).toEqual([
      {
        variable: 'VITE_GIF_URL',
        value: DEFAULT_SETTINGS.gifUrl,
        expected:
          'an address on one of the VITE_GIF_HOSTS (media.tenor.com), or add media.giphy.com to VITE_GIF_HOSTS',
      },
    ])
    const own = { VITE_GIF_URL: 'https://gifs.example/us.gif', VITE_GIF_HOSTS: 'gifs.example' }
    expect(readSettings(own).problems).toEqual([])
  })
  it("defaults the song hosts to Cloudinary's, and reads VITE_AUDIO_HOSTS as VITE_GIF_HOSTS", () => {
    expect(resolveSettings({}).audioHosts).toEqual(['res.cloudinary.com'])
    expect(resolveSettings({ VITE_AUDIO_HOSTS: '' }).audioHosts).toEqual(['res.cloudinary.com'])
    expect(
      resolveSettings({ VITE_AUDIO_HOSTS: ' Songs.Example, cdn.test:8443' }).audioHosts,
    ).toEqual(['songs.example', 'cdn.test:8443'])
    expect(checkAudioHosts('res.cloudinary.com,songs.example')).toBeUndefined()
    for (const value of [
      '*.cloudinary.com',
      'https://res.cloudinary.com',
      'localhost',
      'a.test/x',
    ]) {
      expect(checkAudioHosts(value), value).toMatch(/host names separated by commas/)
    }
    const { problems } = readSettings({ VITE_AUDIO_HOSTS: 'https://songs.example' })
    expect(problems).toEqual([
      {
        variable: 'VITE_AUDIO_HOSTS',
        value: 'https://songs.example',
        expected:
          'host names separated by commas, such as res.cloudinary.com (not https://songs.example)',
      },
    ])
  })
  it('reads VITE_MUSIC as off (the default), a built-in tune, or an allowed audio file', () => {
    expect(resolveSettings({}).music).toBe('')
    expect(resolveSettings({ VITE_MUSIC: 'off' }).music).toBe('')
    expect(resolveSettings({ VITE_MUSIC: ' canon-in-d ' }).music).toBe('tune:canon-in-d')
    const file = 'https://res.cloudinary.com/demo/video/upload/love/song.mp3'
    expect(resolveSettings({ VITE_MUSIC: file }).music).toBe(file)
    for (const VITE_MUSIC of ['', 'off', 'fur-elise', 'beo-dat-may-troi', file, '/song.m4a']) {
      expect(readSettings({ VITE_MUSIC }).problems, VITE_MUSIC).toEqual([])
    }
    expect(readSettings({ VITE_MUSIC: 'http://127.0.0.1:4176/song.mp3' }).problems).toEqual([])
    const onOwnHost = {
      VITE_MUSIC: 'https://songs.example/us.ogg',
      VITE_AUDIO_HOSTS: 'songs.example',
    }
    expect(readSettings(onOwnHost).problems).toEqual([])
    for (const VITE_MUSIC of [
      'on',
      'jingle-bells',
      'https://songs.example/us.mp3',
      'https://www.youtube.com/watch?v=abc',
      'https://res.cloudinary.com/demo/song.html',
      'http://songs.example/us.mp3',
      '//res.cloudinary.com/us.mp3',
    ]) {
      const { problems } = readSettings({ VITE_MUSIC })
      expect(
        problems.map((p) => p.variable),
        VITE_MUSIC,
      ).toEqual(['VITE_MUSIC'])
      expect(problems[0].expected).toMatch(/^off, a built-in tune \(fur-elise, canon-in-d/)
    }
  })
  it('lets a local audit serve its own http GIF without listing it', () => {
    expect(readSettings({ VITE_GIF_URL: 'http://127.0.0.1:4176/love.gif' }).problems).toEqual([])
  })
  it('reads VITE_CREATE as on or off only', () => {
    expect(resolveSettings({ VITE_CREATE: 'off' }).isCreateOn).toBe(false)
    expect(resolveSettings({ VITE_CREATE: 'on' }).isCreateOn).toBe(true)
    expect(checkCreateSwitch('')).toBeUndefined()
    expect(checkCreateSwitch('no')).toMatch(/on or off/)
    expect(readSettings({ VITE_CREATE: 'OFF' }).problems.map((p) => p.variable)).toEqual([
      'VITE_CREATE',
    ])
  })
  it('counts a name as a reader sees it: a ZWJ emoji is one character', () => {
    expect(checkRecipientName('👩‍❤️‍👨'.repeat(NAME_MAX_CHARS))).toBeUndefined()
  })
})
