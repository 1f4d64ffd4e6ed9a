import { siteTexts } from '../../src/texts/siteTexts'
import LZString from 'lz-string'
import { describe, expect, it } from 'vitest'
import { loveContentFor } from '../../src/share/content'
import { CURATED_GIFS } from '../../src/share/curated'
import { shareContentOf } from '../../src/share/earlyContent'
import { decodeFragment, LINK_MAX_CHARS } from '../../src/share/format'
import { encodePage } from '../../src/share/encodeLink'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS } from '../../src/share/hosts'
import { shareLinks } from '../../src/share/links'
import { LINE_MAX_CHARS, NAME_MAX_CHARS, type SharedPage } from '../../src/share/rules'

const hosts = DEFAULT_GIF_HOSTS
const audioHosts = DEFAULT_AUDIO_HOSTS
const GIF = 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif'
const page = (recipientName: string, loveLine: string, gifUrl = GIF): SharedPage => ({
  recipientName,
  loveLine,
  gifUrl,
})
const roundTrip = (input: SharedPage) => decodeFragment(`#${encodePage(input)}`, hosts, audioHosts)
/** A fragment in the link format carrying any JSON value, as a forger would make it. */
const forge = (value: unknown, version = 1) =>
  `#v${version}.${LZString.compressToEncodedURIComponent(JSON.stringify(value))}`

describe('shared link round trips', () => {
  it('keeps Vietnamese and emoji exactly, in NFC', () => {
    const input = page('Nguyễn Thị Thảo 💖', 'Anh thương em nhiều lắm, mãi mãi nhé 🥰👩‍❤️‍👨🇻🇳')
    expect(roundTrip(input)).toEqual({ kind: 'valid', page: input })
  })
  it('tidies decomposed diacritics to NFC and trims', () => {
    const decomposed = '  Tha\u0309o  '
    expect(roundTrip(page(decomposed, 'Yêu'))).toEqual({ kind: 'valid', page: page('Thảo', 'Yêu') })
  })
  it('carries names and lines at their limits, counted as a reader sees them', () => {
    const family = '👩‍👩‍👧‍👦' // one grapheme, 11 UTF-16 units
    const longest = page('ệ'.repeat(NAME_MAX_CHARS), family.repeat(LINE_MAX_CHARS))
    expect(roundTrip(longest)).toEqual({ kind: 'valid', page: longest })
    expect(roundTrip(page('a'.repeat(NAME_MAX_CHARS + 1), 'x')).kind).toBe('invalid')
    expect(roundTrip(page('a', family.repeat(LINE_MAX_CHARS + 1))).kind).toBe('invalid')
  })
  it('carries every curated GIF', () => {
    for (const gif of CURATED_GIFS) {
      expect(roundTrip(page('Vy', 'Yêu', gif.url))).toEqual({
        kind: 'valid',
        page: page('Vy', 'Yêu', gif.url),
      })
    }
  })
  it('is versioned and URL-safe', () => {
    expect(encodePage(page('Vy', 'Yêu'))).toMatch(/^v1\.[A-Za-z0-9+\-$]+$/)
  })
  it('makes a max-length Vietnamese page into a link under 2,000 characters', () => {
    const name = 'Nguyễn Thị Phương Thảo Quỳnh Như Ý 💖💖💖💖💖'.slice(0, 40)
    const line =
      'Mỗi sáng thức dậy, điều đầu tiên anh nghĩ đến là em 🥰 Cảm ơn em đã đến bên anh, thương em nhiều lắm, mãi mãi nhé! 💕'
    const links = shareLinks('https://you.github.io/love-page/', page(name, line))
    expect(links.love.length).toBeLessThan(LINK_MAX_CHARS)
    expect(links.love).toMatch(/^https:\/\/you\.github\.io\/love-page\/share\/love\/#v1\./)
    expect(links.valentine).toMatch(/\/love-page\/share\/valentine\/#v1\./)
  })
})

describe('links that are refused', () => {
  const cases: Array<[string, string]> = [
    ['garbled', '#v1.%%%not-lz'],
    ['truncated', `#${encodePage(page('Thảo', 'Yêu em')).slice(0, 12)}`],
    ['oversized', `#v1.${'A'.repeat(LINK_MAX_CHARS)}`],
    ['unknown version', forge(['Vy', 'Yêu', GIF], 3)],
    ['no version', `#${LZString.compressToEncodedURIComponent('["Vy","Yêu"]')}`],
    ['not an array', forge({ name: 'Vy' })],
    ['two fields', forge(['Vy', 'Yêu'])],
    ['a number', forge(['Vy', 42, GIF])],
    ['javascript: GIF', forge(['Vy', 'Yêu', 'javascript:alert(1)'])],
    ['data: GIF', forge(['Vy', 'Yêu', 'data:image/gif;base64,R0lGOD'])],
    ['http: GIF', forge(['Vy', 'Yêu', 'http://media.giphy.com/a.gif'])],
    ['unlisted host', forge(['Vy', 'Yêu', 'https://evil.example/a.gif'])],
    ['look-alike host', forge(['Vy', 'Yêu', 'https://media.giphy.com.evil.example/a.gif'])],
    ['credentials', forge(['Vy', 'Yêu', 'https://x:y@media.giphy.com/a.gif'])],
    ['empty name', forge(['', 'Yêu', GIF])],
    ['line break', forge(['Vy', 'Yêu\nem', GIF])],
  ]
  for (const [what, fragment] of cases) {
    it(`refuses a ${what} link`, () => {
      expect(decodeFragment(fragment, hosts, audioHosts).kind).toBe('invalid')
    })
  }
  it('reads no fragment as no link', () => {
    expect(decodeFragment('', hosts, audioHosts)).toEqual({ kind: 'none' })
    expect(decodeFragment('#', hosts, audioHosts)).toEqual({ kind: 'none' })
  })
  it('refuses HTML or script in any field', () => {
    expect(
      decodeFragment(forge(['<img src=x onerror=alert(1)>', 'Yêu', GIF]), hosts, audioHosts).kind,
    ).toBe('invalid')
    expect(
      decodeFragment(forge(['Vy', '<script>alert(1)</script>', GIF]), hosts, audioHosts).kind,
    ).toBe('invalid')
    expect(
      decodeFragment(forge(['Vy', 'Yêu', `${GIF}<svg onload=x>`]), hosts, audioHosts).kind,
    ).toBe('invalid')
  })
  it('keeps hearts, quotes and entities as the very characters typed', () => {
    const input = page(`Vy "&amp;" 'x'`, 'Em <3 &lt;script&gt; mãi mãi')
    expect(roundTrip(input)).toEqual({ kind: 'valid', page: input })
  })
  it('accepts a link a messenger percent-encoded', () => {
    const fragment = encodePage(page('Vy', 'Yêu em $$$ +++'))
    const escaped = fragment.replaceAll('$', '%24').replaceAll('+', '%2B')
    expect(decodeFragment(`#${escaped}`, hosts, audioHosts).kind).toBe('valid')
  })
})

describe('what a love page shows', () => {
  const defaults = { recipientName: 'Em Yêu', loveLine: 'Yêu', gifUrl: GIF, gifAlt: 'Ôm' }
  it('shows a valid link with the curated alt text of its GIF', () => {
    const gif = CURATED_GIFS[1]
    const content = loveContentFor(
      forge(['Vy', 'Thương', gif.url]),
      defaults,
      hosts,
      audioHosts,
      siteTexts.vi,
    )
    expect(content).toEqual({
      recipientName: 'Vy',
      loveLine: 'Thương',
      gifUrl: gif.url,
      gifAlt: siteTexts.vi.gifAlts[gif.altKey],
      isInvalidLink: false,
    })
  })
  it("shows a notice and no one's words for a bad link, and the defaults for no link", () => {
    expect(loveContentFor('#v1.garbage', defaults, hosts, audioHosts, siteTexts.vi)).toEqual({
      recipientName: '',
      loveLine: '',
      gifUrl: '',
      gifAlt: '',
      isInvalidLink: true,
    })
    expect(loveContentFor('', defaults, hosts, audioHosts, siteTexts.vi)).toEqual({
      ...defaults,
      isInvalidLink: false,
    })
  })
  it("reads a share page with no fragment as a broken link, never as the build's page", () => {
    const own = loveContentFor('', defaults, hosts, audioHosts, siteTexts.vi)
    for (const fragment of ['', '#']) {
      expect(shareContentOf(fragment, own)).toEqual(
        loveContentFor('#v1.garbage', defaults, hosts, audioHosts, siteTexts.vi),
      )
    }
    const link = loveContentFor(
      forge(['Vy', 'Yêu', CURATED_GIFS[1].url]),
      defaults,
      hosts,
      audioHosts,
      siteTexts.vi,
    )
    expect(shareContentOf('#x', link)).toBe(link)
  })
  it('refuses a GIF on a host this build does not list', () => {
    const tenor = forge(['Vy', 'Yêu', CURATED_GIFS[1].url])
    expect(
      loveContentFor(tenor, defaults, ['media.giphy.com'], audioHosts, siteTexts.vi).isInvalidLink,
    ).toBe(true)
  })
})
