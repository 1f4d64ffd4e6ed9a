import { describe, expect, it } from 'vitest'
import { findInlineCode } from '../../site/csp'
import { inlineHashSource } from '../../site/inlineStyles'
import { renderPageHtml, SEALED_STYLE } from '../../site/pageHtml'
import { hasWebCrypto, sealedScreenOf } from '../../src/early/sealedScreen'
import { DEFAULT_SETTINGS } from '../../src/settings/env'
import { isSharedPath, sitePagesOf } from '../../src/settings/pages'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import { openedLoveContentFor } from '../../src/share/content'
import { sealPage } from '../../src/share/lock/seal'
import { isSealedFragment, ITERATIONS_MIN } from '../../src/share/lock/sealedLink'
import { isLockedFragment, keepOpenedLink, openedLinkOf } from '../../src/share/openedLinks'
import { sealedPath } from '../../src/share/paths'
import { textsFor } from '../../src/texts/catalogues'
import { browserLanguageOf } from '../../src/texts/languages'

// A locked link's page before its answer (issue 55): what it shows for its fragment, in which
// language, what its HTML holds, and how the app reads a locked link once it is opened.

const PAGE = {
  recipientName: 'Thảo Vy',
  loveLine: 'Mỗi ngày bên em là một ngày đẹp',
  gifUrl: CURATED_GIFS[1].url,
}
const ADDRESS = { kind: 'love', language: 'vi', occasion: 'none' } as const
const QUESTION = 'Nơi mình gặp nhau lần đầu?'
const sealed = () =>
  sealPage(PAGE, ADDRESS, QUESTION, 'Đà Lạt', {
    iterations: ITERATIONS_MIN,
    salt: new Uint8Array(16),
  })

const hosts = [new URL(PAGE.gifUrl).host]
const defaults = { recipientName: 'Build', loveLine: 'Build line', gifUrl: '', gifAlt: '' }
const site = textsFor('vi').site

describe('the sealed screen', () => {
  it('asks the question of a whole locked link where WebCrypto is there', async () => {
    const screen = sealedScreenOf(`#${await sealed()}`, true, Date.now())
    expect(screen.kind === 'form' && screen.link.question).toBe(QUESTION)
  })

  it('says a cut link is incomplete, on any address, never asking its question', async () => {
    const fragment = await sealed()
    for (const cut of [fragment.slice(0, -1), fragment.slice(0, 40), 'v5.~']) {
      expect(sealedScreenOf(cut, true, 0), cut).toEqual({ kind: 'cut' })
      expect(sealedScreenOf(cut, false, 0), cut).toEqual({ kind: 'cut' })
    }
  })

  it('reads an open link, a bad one or none as a bad link', () => {
    for (const fragment of ['', '#', `#${encodePage(PAGE)}`, '#v5.~***', 'hello']) {
      expect(sealedScreenOf(fragment, true, 0), fragment).toEqual({ kind: 'invalid' })
    }
  })

  it('says it needs a secure address where crypto.subtle is missing', async () => {
    expect(sealedScreenOf(await sealed(), false, 0)).toEqual({ kind: 'insecure' })
    expect(hasWebCrypto()).toBe(true)
  })

  it('counts down to its moment first, then asks (or says it needs a secure address)', async () => {
    const opening = '2026-12-24T00:00Z'
    const fragment = await sealPage({ ...PAGE, opening }, ADDRESS, QUESTION, 'Đà Lạt', {
      iterations: ITERATIONS_MIN,
    })
    const at = Date.parse(opening)
    for (const canDecrypt of [true, false]) {
      expect(sealedScreenOf(fragment, canDecrypt, at - 60_000)).toEqual({
        kind: 'waiting',
        opensAt: opening,
      })
    }
    expect(sealedScreenOf(fragment, true, at).kind).toBe('form')
    expect(sealedScreenOf(fragment, false, at).kind).toBe('insecure')
  })

  it("speaks the browser's language: English for en*, else Vietnamese", () => {
    const asked = ['en', 'en-GB', 'EN-us', 'vi', 'vi-VN', 'fr-FR', 'eng', '', undefined]
    expect(asked.map(browserLanguageOf)).toEqual([
      'en',
      'en',
      'en',
      'vi',
      'vi',
      'vi',
      'vi',
      'vi',
      'vi',
    ])
  })
})

describe('a locked link in the app', () => {
  it('knows a locked fragment as the container does', async () => {
    const fragments = [await sealed(), 'v5.%7Eabc', '#v5.~', encodePage(PAGE), 'v5.abc', '~v5.']
    for (const fragment of fragments) {
      expect(isLockedFragment(fragment), fragment).toBe(isSealedFragment(fragment))
    }
  })

  it('reads as no page at all until its answer opens it, then as that page', async () => {
    const fragment = await sealed()
    const read = () => openedLoveContentFor(`#${fragment}`, defaults, hosts, [], site)
    expect(openedLinkOf(fragment)).toBeNull()
    expect(read()).toMatchObject({ isInvalidLink: true, recipientName: '', loveLine: '' })
    keepOpenedLink(fragment, { page: PAGE, address: ADDRESS })
    expect(read()).toMatchObject({ ...PAGE, isInvalidLink: false })
    // An open link reads as before.
    expect(openedLoveContentFor(`#${encodePage(PAGE)}`, defaults, hosts, [], site).loveLine).toBe(
      PAGE.loveLine,
    )
  })
})

describe("the sealed page's HTML", () => {
  const page = sitePagesOf(DEFAULT_SETTINGS).find((candidate) => candidate.view === 'sealed')
  const TEMPLATE =
    '<!doctype html><html lang="vi"><head><meta charset="UTF-8" /><title>x</title>' +
    '<style>.a{}</style></head><body><div id="root"></div></body></html>'
  const SCRIPT = 'void 0'

  it('is a neutral share page: no kind, language or occasion in its path, no tag manager', () => {
    expect(page?.path).toBe(sealedPath)
    expect(isSharedPath(sealedPath)).toBe(true)
    expect(isSharedPath(`${sealedPath}/`)).toBe(true)
  })

  it('names nobody, carries its form sheet and both languages, and no inline code unhashed', () => {
    if (!page) throw new Error('no sealed page')
    const html = renderPageHtml(TEMPLATE, DEFAULT_SETTINGS, page, { linkScript: SCRIPT })
    expect(html).toContain(`<title>${site.sealedTitle}</title>`)
    expect(html).toContain(`<style>${SEALED_STYLE}</style>`)
    expect(SEALED_STYLE).toContain('.lock-form{')
    expect(SEALED_STYLE).toContain('.text-input{')
    expect(html).toContain(inlineHashSource(SEALED_STYLE))
    expect(html).toContain(`data-sealed-page=`)
    expect(html).not.toContain('data-link-page')
    for (const language of ['vi', 'en'] as const) {
      expect(html).toContain(textsFor(language).lock.answerLabel)
    }
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(findInlineCode(html, inlineHashSource)).toEqual([])
  })
})
