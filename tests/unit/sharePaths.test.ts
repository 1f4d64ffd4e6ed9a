import { describe, expect, it } from 'vitest'
import { shareLinks } from '../../src/share/links'
import { LANGUAGES } from '../../src/texts/languages'
import { OCCASIONS } from '../../src/occasions/occasions'
import {
  createPaths,
  parseSharePath,
  SHARE_KINDS,
  sharePath,
  sharePaths,
} from '../../src/share/paths'
import { createPages } from '../../src/settings/createPages'

const page = {
  recipientName: 'Vy',
  loveLine: 'Yêu',
  gifUrl: 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif',
}

describe('share page addresses: language and occasion in the path', () => {
  it("keeps today's addresses for a Vietnamese page without occasion", () => {
    expect(sharePath('love', 'vi', 'none')).toBe('/share/love/')
    expect(sharePath('valentine', 'vi', 'none')).toBe('/share/valentine/')
    expect(sharePath('question', 'vi', 'none')).toBe('/share/question/')
    expect(sharePaths).toEqual({
      love: '/share/love',
      valentine: '/share/valentine',
      question: '/share/question',
      story: '/share/story',
    })
  })
  it('puts English under /en and an occasion after the kind', () => {
    expect(sharePath('question', 'en', 'birthday')).toBe('/en/share/question/birthday/')
    expect(sharePath('love', 'vi', 'tet')).toBe('/share/love/tet/')
    expect(sharePath('valentine', 'en', 'none')).toBe('/en/share/valentine/')
    expect(sharePath('love', 'vi', 'vn-womens-day')).toBe('/share/love/vn-womens-day/')
  })
  it('reads back every kind, language and occasion, with or without the trailing slash', () => {
    const seen = new Set<string>()
    for (const kind of SHARE_KINDS) {
      for (const language of LANGUAGES) {
        for (const occasion of OCCASIONS) {
          const path = sharePath(kind, language, occasion)
          seen.add(path)
          expect(parseSharePath(path)).toEqual({ kind, language, occasion })
          expect(parseSharePath(path.slice(0, -1))).toEqual({ kind, language, occasion })
        }
      }
    }
    // One address per page: 4 kinds × 2 languages × 8 occasions.
    expect(seen.size).toBe(64)
  })
  it('knows the two languages and the eight occasions the issue names', () => {
    expect(LANGUAGES).toEqual(['vi', 'en'])
    expect(OCCASIONS).toEqual([
      'none',
      'valentine',
      'womens-day',
      'vn-womens-day',
      'mid-autumn',
      'tet',
      'birthday',
      'anniversary',
    ])
  })
  const unknown: Array<[string, string]> = [
    ['an unknown language', '/fr/share/love/'],
    ['a language in capitals', '/EN/share/love/'],
    ['the default language spelled out', '/vi/share/love/'],
    ['an unknown occasion', '/share/love/halloween/'],
    ['the default occasion spelled out', '/en/share/love/none/'],
    ['an occasion in capitals', '/share/love/Tet/'],
    ['an unknown kind', '/share/hug/'],
    ['no kind at all', '/share/'],
    ['a segment too many', '/share/love/tet/extra/'],
    ['a language and a segment too many', '/en/share/love/tet/x'],
    ['two languages', '/en/en/share/love/'],
    ['a doubled slash', '/share/love//'],
    ['a doubled leading slash', '//share/love/'],
    ['no leading slash', 'share/love/'],
    ['a name on the object prototype', '/share/constructor/'],
    ['an encoded slash', '/share/love%2Ftet/'],
    ['a page of its own', '/love'],
    ['/create', '/create'],
    ['/en/create', '/en/create'],
    ['the empty path', ''],
  ]
  for (const [what, path] of unknown) {
    it(`reads ${what} (${JSON.stringify(path)}) as no share page`, () => {
      expect(parseSharePath(path)).toBeUndefined()
    })
  }
})

describe("/create's addresses", () => {
  it('is /create in Vietnamese and /en/create in English', () => {
    expect(createPaths).toEqual({ vi: '/create', en: '/en/create' })
  })
  it("is the route the router and the build know, as are today's share pages", () => {
    const paths = createPages.map((p) => p.path)
    expect(paths.slice(0, 2)).toEqual([createPaths.vi, createPaths.en])
    for (const path of Object.values(sharePaths)) expect(paths).toContain(path)
  })
  it('holds one share page per language, kind and occasion, each at its parsed address', () => {
    // A locked link's page stands apart: its path names no kind, language or occasion.
    const shared = createPages.filter((p) => p.isShared && p.view !== 'sealed')
    expect(shared).toHaveLength(LANGUAGES.length * SHARE_KINDS.length * OCCASIONS.length)
    expect(createPages.filter((p) => p.view === 'sealed').map((p) => p.path)).toEqual([
      '/share/sealed',
    ])
    expect(parseSharePath('/share/sealed')).toBeUndefined()
    for (const sharePage of shared) {
      expect(parseSharePath(sharePage.path)).toEqual({
        kind: sharePage.view,
        language: sharePage.language,
        occasion: sharePage.occasion,
      })
      expect(`/${sharePage.file}`).toBe(`${sharePage.path}/index.html`)
    }
    expect(new Set(shared.map((p) => p.path)).size).toBe(shared.length)
  })
})

describe('made links in a language and an occasion', () => {
  it("makes today's links when no place is given", () => {
    const links = shareLinks('https://you.github.io/p/', page)
    expect(links.love).toMatch(/^https:\/\/you\.github\.io\/p\/share\/love\/#v1\./)
    expect(links.valentine).toMatch(/^https:\/\/you\.github\.io\/p\/share\/valentine\/#v1\./)
  })
  it('puts the language and the occasion in the path, the page in the fragment', () => {
    const asking = { ...page, question: 'Đi chơi nhé?' }
    const place = { language: 'en', occasion: 'birthday' } as const
    const links = shareLinks('https://you.github.io/p/', asking, place)
    const fragment = links.love.split('#')[1]
    expect(links).toEqual({
      love: `https://you.github.io/p/en/share/love/birthday/#${fragment}`,
      valentine: `https://you.github.io/p/en/share/valentine/birthday/#${fragment}`,
      question: `https://you.github.io/p/en/share/question/birthday/#${fragment}`,
    })
    const path = new URL(links.question ?? '').pathname.replace('/p', '')
    expect(parseSharePath(path)).toEqual({ kind: 'question', ...place })
  })
})
