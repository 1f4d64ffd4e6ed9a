import { voicedText } from '../../src/texts/voices'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { occasionStyleOf, renderPageHtml } from '../../site/pageHtml'
import { inlineHashSource } from '../../site/inlineStyles'
import { DEFAULT_SETTINGS, resolveSettings } from '../../src/settings/env'
import {
  checkLanguage,
  checkOccasion,
  formatProblems,
  readSettings,
} from '../../src/settings/envChecks'
import { createPages } from '../../src/settings/createPages'
import { pagesOf, sitePagesOf } from '../../src/settings/pages'
import type { SitePage } from '../../src/settings/sitePage'
import { OCCASION_PALETTES, paletteProperties } from '../../src/occasions/palettes'
import { LANGUAGES, type Language } from '../../src/texts/languages'
import { OCCASIONS, type Occasion } from '../../src/occasions/occasions'
import { textsFor } from '../../src/texts/catalogues'

// Issue 32's build side: the default stylesheet is today's palette, the build's VITE_LANG and
// VITE_OCCASION, and the HTML each page of a language and an occasion gets.

/** The custom properties of the first `:root` rule of a stylesheet, in order. */
function rootProperties(css: string): [string, string][] {
  const body = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? ''
  return [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
    name,
    value.trim(),
  ])
}

describe("the default stylesheet is today's palette", () => {
  const css = readFileSync(new URL('../../src/app/styles.css', import.meta.url), 'utf8')
  const stylesheet = rootProperties(css)
  const table = paletteProperties(OCCASION_PALETTES.none)

  it("declares every colour of `none`, and only those, in the table's order", () => {
    expect(stylesheet.map(([name]) => name)).toEqual(table.map(([name]) => name))
  })

  it("gives the hearts today's six colours, as the table does", () => {
    const hearts = (list: [string, string][]) =>
      list.filter(([name]) => name.startsWith('--heart-'))
    expect(hearts(stylesheet)).toEqual(hearts(table))
    expect(hearts(stylesheet)).toHaveLength(6)
  })

  it("gives the page's every colour the table's value", () => {
    const page = (list: [string, string][]) => list.filter(([name]) => !name.startsWith('--heart-'))
    expect(page(stylesheet)).toEqual(page(table))
    // No property may name itself: a cycle makes it invalid, and whatever reads it gets nothing.
    for (const [name, value] of stylesheet) expect(value, name).not.toContain(`var(${name})`)
  })

  it("declares today's colour scheme", () => {
    const body = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
    expect(body).toMatch(new RegExp(`color-scheme:\\s*${OCCASION_PALETTES.none.scheme};`))
  })

  it('reads custom properties as a browser would (the helper)', () => {
    expect(rootProperties(':root { /* a; b */ --a: #fff; --b-c: rgb(1 2 3 / 4%); x: y }')).toEqual([
      ['--a', '#fff'],
      ['--b-c', 'rgb(1 2 3 / 4%)'],
    ])
  })
})

describe('VITE_LANG and VITE_OCCASION', () => {
  const occasionLine = (language: Language, occasion: Occasion) =>
    voicedText(textsFor(language).create.occasionLines[occasion])

  it('defaults to Vietnamese and no occasion', () => {
    expect(readSettings({}).settings).toMatchObject({ language: 'vi', occasion: 'none' })
    expect(readSettings({ VITE_LANG: '', VITE_OCCASION: '' }).problems).toEqual([])
    expect(DEFAULT_SETTINGS).toMatchObject({ language: 'vi', occasion: 'none' })
  })

  it('accepts every language and occasion, trimmed', () => {
    for (const language of LANGUAGES) {
      const { settings, problems } = readSettings({ VITE_LANG: ` ${language} ` })
      expect(problems).toEqual([])
      expect(settings.language).toBe(language)
    }
    for (const occasion of OCCASIONS) {
      const { settings, problems } = readSettings({ VITE_OCCASION: occasion })
      expect(problems).toEqual([])
      expect(settings.occasion).toBe(occasion)
    }
  })

  it('refuses what is not one, naming every choice', () => {
    for (const bad of ['fr', 'EN', 'vi-VN', 'english']) {
      expect(checkLanguage(bad), bad).toBe('one of vi, en (vi, Vietnamese, is the default)')
    }
    for (const bad of ['xmas', 'Tet', 'womens day', '__proto__']) {
      expect(checkOccasion(bad), bad).toMatch(/^one of none, valentine, womens-day, .*anniversary/)
    }
    const { problems } = readSettings({ VITE_LANG: 'fr', VITE_OCCASION: 'xmas' })
    expect(problems).toEqual([
      { variable: 'VITE_LANG', value: 'fr', expected: checkLanguage('fr') },
      { variable: 'VITE_OCCASION', value: 'xmas', expected: checkOccasion('xmas') },
    ])
    expect(formatProblems(problems)).toContain('VITE_LANG="fr"\n    expected one of vi, en')
    // The app, which never stops, falls back to the defaults.
    expect(resolveSettings({ VITE_LANG: 'fr', VITE_OCCASION: 'xmas' })).toMatchObject({
      language: 'vi',
      occasion: 'none',
    })
  })

  it("VITE_LANG=en gives English default words: the name, the line and the GIF's alt", () => {
    const { settings } = readSettings({ VITE_LANG: 'en' })
    const { site } = textsFor('en')
    expect(settings.recipientName).toBe(site.defaultRecipientName)
    expect(settings.loveLine).toBe(site.defaultLoveLine)
    expect(settings.gifAlt).toBe(site.gifAlts.hug)
    expect(settings.recipientName).toBe('Darling')
    expect(
      resolveSettings({ VITE_LANG: 'en', VITE_GIF_URL: 'https://x.example/a.gif' }).gifAlt,
    ).toBe(site.otherGifAlt)
  })

  it("without VITE_LOVE_LINE, the line is the occasion's in the build's language", () => {
    const birthday = readSettings({ VITE_OCCASION: 'birthday' }, occasionLine).settings
    expect(birthday.loveLine).toBe(voicedText(textsFor('vi').create.occasionLines.birthday))
    const english = readSettings({ VITE_LANG: 'en', VITE_OCCASION: 'tet' }, occasionLine).settings
    expect(english.loveLine).toBe(textsFor('en').create.occasionLines.tet)
    // A line of the maker's own wins; without the function, the default line.
    expect(
      readSettings({ VITE_OCCASION: 'birthday', VITE_LOVE_LINE: 'Yêu' }, occasionLine).settings
        .loveLine,
    ).toBe('Yêu')
    expect(readSettings({ VITE_OCCASION: 'birthday' }).settings.loveLine).toBe(
      textsFor('vi').site.defaultLoveLine,
    )
  })

  it("places the build's own pages in its language and occasion, and not /create or links", () => {
    const pages = pagesOf({ language: 'en', occasion: 'tet', isCreateOn: true })
    for (const page of pages.filter((p) => !createPages.includes(p))) {
      expect(page, page.path).toMatchObject({ language: 'en', occasion: 'tet' })
    }
    expect(pages.filter((p) => createPages.includes(p))).toEqual(createPages)
  })
})

/** The template the build fills: Vite's index.html with its stylesheet inline. */
const CSS = ':root{--background:#ffe4ec}.love-line{color:var(--line)}'
const TEMPLATE = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#ffe4ec" />
    <meta name="description" content="placeholder" />
    <title>Heartburst</title>
    <style>${CSS}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

function sharePage(view: SitePage['view'], language: Language, occasion: Occasion): SitePage {
  const page = createPages.find(
    (p) => p.isShared && p.view === view && p.language === language && p.occasion === occasion,
  )
  if (!page) throw new Error(`no ${view} page in ${language} for ${occasion}`)
  return page
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]
const styleSources = (html: string) =>
  /content="[^"]*style-src ([^;"]*)/.exec(html)?.[1].split(' ') ?? []

describe("a share page's HTML speaks its language and wears its occasion", () => {
  it('an English birthday page: lang, og:locale, its card and title, in English', () => {
    const html = renderPageHtml(TEMPLATE, DEFAULT_SETTINGS, sharePage('love', 'en', 'birthday'))
    const card = textsFor('en').head.occasionCards.birthday
    expect(html).toContain('<html lang="en"')
    expect(meta(html, 'og:locale')).toBe('en_GB')
    expect(meta(html, 'og:title')).toBe(card.title)
    expect(meta(html, 'og:description')).toBe(card.description)
    expect(html).toContain(`<title>${card.title}</title>`)
  })

  it('holds its palette in a style of its own, allowed by its hash, and the theme colour', () => {
    for (const language of LANGUAGES) {
      for (const occasion of OCCASIONS.filter((o) => o !== 'none')) {
        const html = renderPageHtml(
          TEMPLATE,
          DEFAULT_SETTINGS,
          sharePage('question', language, occasion),
        )
        const style = occasionStyleOf(sharePage('question', language, occasion))!
        const palette = OCCASION_PALETTES[occasion]
        expect(html, occasion).toContain(`<style>${style}</style>`)
        expect(style).toContain(`--background:${palette.page.background}`)
        expect(style).toContain(`--heart-0:${palette.hearts[0]}`)
        expect(style).toContain(`color-scheme:${palette.scheme}`)
        // The occasion's style comes after the site's, so its :root wins.
        expect(html.indexOf(`<style>${style}`)).toBeGreaterThan(html.indexOf(`<style>${CSS}`))
        expect(styleSources(html)).toEqual([
          "'self'",
          inlineHashSource(CSS),
          inlineHashSource(style),
        ])
        expect(meta(html, 'theme-color')).toBe(palette.page.background)
      }
    }
  })

  it('sets every colour of the palette, and nothing else', () => {
    const style = occasionStyleOf(sharePage('love', 'vi', 'mid-autumn'))!
    const declared = style.slice(':root{'.length, -1).split(';')
    expect(declared).toEqual([
      ...paletteProperties(OCCASION_PALETTES['mid-autumn']).map(
        ([name, value]) => `${name}:${value}`,
      ),
      'color-scheme:dark',
    ])
  })

  it("today's page has no occasion style: the site's own is today's", () => {
    // A locked link's page adds its form's sheet (tests/unit/sealedPage.test.ts).
    for (const page of sitePagesOf({ language: 'vi', occasion: 'none' }).filter(
      (p) => p.occasion === 'none' && p.view !== 'sealed',
    )) {
      expect(occasionStyleOf(page), page.path).toBeUndefined()
      const html = renderPageHtml(TEMPLATE, DEFAULT_SETTINGS, page)
      expect(html.match(/<style>/g), page.path).toHaveLength(1)
      expect(styleSources(html)).toEqual(["'self'", inlineHashSource(CSS)])
      expect(meta(html, 'theme-color')).toBe(OCCASION_PALETTES.none.page.background)
    }
  })

  it('a Vietnamese page says vi and vi_VN, with the Vietnamese card', () => {
    const html = renderPageHtml(TEMPLATE, DEFAULT_SETTINGS, sharePage('valentine', 'vi', 'tet'))
    expect(html).toContain('<html lang="vi"')
    expect(meta(html, 'og:locale')).toBe('vi_VN')
    expect(meta(html, 'og:title')).toBe(textsFor('vi').head.occasionCards.tet.title)
  })
})
