import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, findInlineCode, type PolicyPage } from '../../site/csp'
import { DEFAULT_SETTINGS, type SiteSettings } from '../../src/settings/env'
import { DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import { escapeHtml, renderPageHtml } from '../../site/pageHtml'
import { inlineHashSource } from '../../site/inlineStyles'
import { netlifyRedirects, robotsTxt, sitemapXml } from '../../site/hostFiles'
import { isSharedPath, pagesOf, sitePagesOf } from '../../src/settings/pages'
import type { SitePage } from '../../src/settings/sitePage'
import { textsFor } from '../../src/texts/catalogues'

/** A built stylesheet, inline in the template as the build puts it. */
const CSS = '.love-line{color:#b0102d;font-weight:800}'

const TEMPLATE = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="placeholder" />
    <title>Heartburst</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <style>${CSS}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const shared: SiteSettings = {
  ...DEFAULT_SETTINGS,
  recipientName: 'Thảo & "Vy"',
  loveLine: 'Yêu em <3',
  siteUrl: 'https://you.github.io/love-page/',
  basePath: '/love-page/',
}

const sitePages = sitePagesOf({ language: 'vi', occasion: 'none' })

function pageAt(path: string): SitePage {
  const page = sitePages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`no page ${path}`)
  return page
}

// What of a page its policy depends on: /create opens the maker's photo as a blob:, and a share
// page's address holds the whole made page.
const LOVE = { view: 'love', isShared: false } as const
const CREATE = { view: 'create', isShared: false } as const
const SHARE = { view: 'story', isShared: true } as const

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `))
  return found ? found.split(' ').slice(1) : []
}

describe('content security policy', () => {
  it('allows scripts and styles from the own origin only, and no plugins, bases or forms', () => {
    const policy = contentSecurityPolicy(DEFAULT_SETTINGS, LOVE)
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
    expect(directive(policy, 'style-src')).toEqual(["'self'"])
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'form-action')).toEqual(["'none'"])
    expect(policy).not.toContain('unsafe')
  })
  it('allows images from the own origin, data:, /create blob: and exactly the GIF and photo hosts', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      gifUrl: 'https://x.test:8443/a.gif',
      gifHosts: ['x.test:8443', 'c.tenor.com'],
      photoHosts: ['p.test'],
    }
    const hosts = ['https://x.test:8443', 'https://c.tenor.com', 'https://p.test']
    const images = (page: PolicyPage) => directive(contentSecurityPolicy(settings, page), 'img-src')
    expect(images(CREATE)).toEqual(["'self'", 'data:', 'blob:', ...hosts])
    // Only /create opens a photo from its file: no other page shows a blob: image.
    expect(images(LOVE)).toEqual(["'self'", 'data:', ...hosts])
    expect(images(SHARE)).toEqual(["'self'", 'data:', ...hosts])
  })
  it('allows the default photo hosts, and no other', () => {
    const sources = directive(contentSecurityPolicy(DEFAULT_SETTINGS, LOVE), 'img-src')
    for (const host of DEFAULT_PHOTO_HOSTS) expect(sources).toContain(`https://${host}`)
    expect(sources).not.toContain('https://imgur.com')
  })
  it("allows Giphy's and Tenor's media hosts by default", () => {
    const sources = directive(contentSecurityPolicy(DEFAULT_SETTINGS, LOVE), 'img-src')
    expect(sources).toContain('https://media.giphy.com')
    expect(sources).toContain('https://media.tenor.com')
    expect(sources.every((source) => !source.includes('*'))).toBe(true)
  })
  it("adds a local audit's own http GIF as it is", () => {
    const policy = contentSecurityPolicy(
      {
        ...DEFAULT_SETTINGS,
        gifUrl: 'http://127.0.0.1:4176/love.gif',
        gifHosts: ['media.giphy.com'],
        photoHosts: [],
      },
      LOVE,
    )
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://media.giphy.com',
      'http://127.0.0.1:4176',
    ])
  })
  it('plays songs from the own origin, blob: (the built-in tunes) and exactly the song hosts', () => {
    const policy = contentSecurityPolicy(
      { ...DEFAULT_SETTINGS, audioHosts: ['a.test', 'b.test:8443'] },
      SHARE,
    )
    expect(directive(policy, 'media-src')).toEqual([
      "'self'",
      'blob:',
      'https://a.test',
      'https://b.test:8443',
    ])
    expect(directive(contentSecurityPolicy(DEFAULT_SETTINGS, LOVE), 'media-src')).toEqual([
      "'self'",
      'blob:',
      'https://res.cloudinary.com',
    ])
  })
  it("adds a local test's own http song as it is, and nothing for a tune or a file of its own", () => {
    const local = { ...DEFAULT_SETTINGS, music: 'http://127.0.0.1:4176/song.mp3' }
    expect(directive(contentSecurityPolicy(local, LOVE), 'media-src')).toContain(
      'http://127.0.0.1:4176',
    )
    for (const music of ['tune:fur-elise', '/song.mp3', 'https://res.cloudinary.com/a/song.mp3']) {
      const sources = directive(
        contentSecurityPolicy({ ...DEFAULT_SETTINGS, music }, LOVE),
        'media-src',
      )
      expect(sources).toEqual(["'self'", 'blob:', 'https://res.cloudinary.com'])
    }
  })
  it('allows exactly the inline styles whose hashes it is given', () => {
    const hash = inlineHashSource(CSS)
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    const policy = contentSecurityPolicy(DEFAULT_SETTINGS, LOVE, [hash])
    expect(directive(policy, 'style-src')).toEqual(["'self'", hash])
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
    expect(policy).not.toContain('unsafe')
  })
  it('names the tag manager only when a container is configured', () => {
    expect(contentSecurityPolicy(DEFAULT_SETTINGS, LOVE)).not.toContain('googletagmanager')
    const policy = contentSecurityPolicy({ ...DEFAULT_SETTINGS, gtmId: 'GTM-AB12CD3' }, LOVE)
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(directive(policy, 'img-src')).toContain('https://www.googletagmanager.com')
    expect(directive(policy, 'connect-src')).toContain('https://www.googletagmanager.com')
  })
  it('never names the tag manager on a share page, whose address holds the made page', () => {
    const withGtm = { ...DEFAULT_SETTINGS, gtmId: 'GTM-AB12CD3' }
    expect(contentSecurityPolicy(withGtm, CREATE)).toContain('googletagmanager')
    const policy = contentSecurityPolicy(withGtm, SHARE)
    expect(policy).not.toContain('google')
    expect(policy).toBe(contentSecurityPolicy(DEFAULT_SETTINGS, SHARE))
  })
})

/** An HTML head whose policy allows the given style sources, followed by `body`. */
function withPolicy(styleSources: string[], body: string): string {
  const policy = contentSecurityPolicy(DEFAULT_SETTINGS, LOVE, styleSources)
  return `<meta http-equiv="Content-Security-Policy" content="${policy}" />${body}`
}

const findInline = (html: string) => findInlineCode(html, inlineHashSource)

describe('inline code check', () => {
  it('passes script elements with a source and tags without inline styles', () => {
    expect(findInline(TEMPLATE.replace(/<style>.*<\/style>/, ''))).toEqual([])
  })
  it('finds inline scripts, style elements, style attributes and event handlers', () => {
    expect(findInline('<script>alert(1)</script>')).toHaveLength(1)
    expect(findInline('<style>a{}</style>')).toHaveLength(1)
    expect(findInline('<div style="color:red"></div>')).toHaveLength(1)
    expect(findInline('<img src="a.gif" onerror="x()">')).toHaveLength(1)
  })
  it("passes a style element whose hash the page's policy lists, before it", () => {
    const style = `<style>${CSS}</style>`
    expect(findInline(withPolicy([inlineHashSource(CSS)], style))).toEqual([])
    expect(findInline(style + withPolicy([inlineHashSource(CSS)], ''))).toHaveLength(1)
  })
  it('finds a style element the policy does not list, even one character off', () => {
    const hash = inlineHashSource(CSS)
    expect(findInline(withPolicy([hash], `<style>${CSS} </style>`))).toHaveLength(1)
    expect(findInline(withPolicy([hash], `<style>${CSS}</style><style>a{}</style>`))).toHaveLength(
      1,
    )
    expect(findInline(withPolicy([], `<style>${CSS}</style>`))).toHaveLength(1)
    const unsafe = `<meta http-equiv="Content-Security-Policy" content="style-src 'unsafe-inline'" />`
    expect(findInline(`${unsafe}<style>${CSS}</style>`)).toHaveLength(1)
  })
  it('still finds style attributes and handlers beside an allowed style element', () => {
    const style = `<style>${CSS}</style>`
    const html = withPolicy([inlineHashSource(CSS)], `${style}<p style="x"></p><b onclick="y"></b>`)
    expect(findInline(html)).toHaveLength(2)
  })
  it("passes React's prerender markers and hoisted preloads", () => {
    const view =
      '<link rel="preload" as="image" href="https://x.test/a.gif"/><!--$--><main></main><!--/$-->'
    expect(findInline(view)).toEqual([])
  })
  it('is not fooled by attribute values that read like attributes', () => {
    expect(findInline('<meta content="x style=y onload=z" />')).toEqual([])
  })
})

describe('page HTML', () => {
  it('puts the CSP first in the head and keeps the file free of inline code', () => {
    const html = renderPageHtml(TEMPLATE, shared, pageAt('/love'))
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'))
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('Content-Security-Policy'))
    expect(findInline(html)).toEqual([])
  })
  it("allows the template's inline stylesheet by its hash, and nothing else inline", () => {
    const html = renderPageHtml(TEMPLATE, shared, pageAt('/love'))
    expect(html).toContain(`<style>${CSS}</style>`)
    expect(html).toContain(`style-src 'self' ${inlineHashSource(CSS)};`)
    const edited = html.replace(`<style>${CSS}`, `<style>${CSS}body{}`)
    expect(findInline(edited)).toHaveLength(1)
  })
  it('puts the prerendered view inside the root, which names the route it was rendered for', () => {
    const view = '<main class="page"><h1>Yêu em &lt;3 $& $1</h1></main>'
    const html = renderPageHtml(TEMPLATE, shared, pageAt('/love'), { appHtml: view })
    expect(html).toContain(`<div id="root" data-path="/love">${view}</div>`)
    expect(html.match(/<main/g)).toHaveLength(1)
    expect(renderPageHtml(TEMPLATE, shared, pageAt('/404'))).toContain(
      '<div id="root" data-path="/404"></div>',
    )
  })
  it('refuses a template whose root is missing or not empty', () => {
    const filled = TEMPLATE.replace('<div id="root"></div>', '<div id="root"> </div>')
    expect(() => renderPageHtml(filled, shared, pageAt('/'), { appHtml: '<main></main>' })).toThrow(
      /root/,
    )
  })
  it('titles each page as its route does', () => {
    const titles = sitePages.map(
      (page) => renderPageHtml(TEMPLATE, shared, page).match(/<title>(.*)<\/title>/)?.[1],
    )
    const love = "Love Thảo &amp; &quot;Vy&quot;'s"
    const shareTitles = sitePages
      .filter((page) => page.isShared)
      .map((page) =>
        page.view === 'sealed'
          ? textsFor(page.language).site.sealedTitle
          : textsFor(page.language).head.occasionCards[page.occasion].title,
      )
    expect(titles).toEqual([
      'Homepage',
      love,
      love,
      'Tạo trang yêu thương',
      'Make a love page',
      ...shareTitles,
      '404 Not Found',
      '404 Not Found',
    ])
    expect(shareTitles).toContain('Một trái tim dành cho bạn')
    // A locked link's page names nobody either, and says it waits to be opened.
    expect(shareTitles).toContain('Một trang yêu thương đang chờ bạn mở')
  })
  it("gives shared links a generic card that never names the build's recipient", () => {
    for (const path of ['/share/love', '/share/valentine', '/share/question']) {
      const html = renderPageHtml(TEMPLATE, shared, pageAt(path))
      expect(html).toContain('<meta property="og:title" content="Một trái tim dành cho bạn" />')
      expect(html).toContain('<meta name="robots" content="noindex" />')
      expect(html).toContain('og:image')
      expect(html).not.toContain('Thảo')
      expect(html).not.toContain('Yêu em')
    }
  })
  it('leaves /create and the share pages out of a VITE_CREATE=off build', () => {
    expect(
      pagesOf({ isCreateOn: false, language: 'vi', occasion: 'none' }).map((page) => page.path),
    ).toEqual(['/', '/love', '/valentine', '/notfound', '/404'])
    expect(pagesOf({ isCreateOn: true, language: 'vi', occasion: 'none' })).toHaveLength(
      sitePages.length,
    )
  })
  it('tells the share pages from the others, with or without the trailing slash', () => {
    expect(isSharedPath('/share/love')).toBe(true)
    expect(isSharedPath('/share/valentine/')).toBe(true)
    expect(isSharedPath('/share/question/')).toBe(true)
    for (const path of ['/', '/love', '/love/', '/valentine', '/share', '/share/', '/create']) {
      expect(isSharedPath(path), path).toBe(false)
    }
  })
  it('has escaped link-preview tags with absolute addresses', () => {
    const html = renderPageHtml(TEMPLATE, shared, pageAt('/love'))
    expect(html).toContain(
      `<meta property="og:title" content="Love ${escapeHtml(`Thảo & "Vy"`)}'s" />`,
    )
    expect(html).toContain('<meta name="description" content="Yêu em &lt;3" />')
    expect(html).toContain('<meta property="og:description" content="Yêu em &lt;3" />')
    expect(html).toContain(
      '<meta property="og:url" content="https://you.github.io/love-page/love" />',
    )
    expect(html).toContain(
      '<meta property="og:image" content="https://you.github.io/love-page/og-image.png" />',
    )
    expect(html).toContain('<meta property="og:image:width" content="1200" />')
    expect(html).toContain('<meta property="og:image:height" content="630" />')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(html).toContain('<link rel="canonical" href="https://you.github.io/love-page/love" />')
    expect(html.match(/name="description"/g)).toHaveLength(1)
  })
  it('leaves out the addresses and the picture when the site address is unknown', () => {
    const html = renderPageHtml(TEMPLATE, DEFAULT_SETTINGS, pageAt('/love'))
    expect(html).toContain(`<meta property="og:title" content="Love Em Yêu's" />`)
    expect(html).not.toContain('og:image')
    expect(html).not.toContain('og:url')
    expect(html).not.toContain('canonical')
    expect(html).toContain('<meta name="twitter:card" content="summary" />')
  })
  it('asks search engines not to list the 404 views', () => {
    for (const path of ['/notfound', '/404']) {
      const html = renderPageHtml(TEMPLATE, shared, pageAt(path))
      expect(html).toContain('<meta name="robots" content="noindex" />')
      expect(html).not.toContain('canonical')
    }
    expect(renderPageHtml(TEMPLATE, shared, pageAt('/'))).not.toContain('noindex')
  })
})

describe('host files', () => {
  it('robots.txt allows everything and names the sitemap when the address is known', () => {
    expect(robotsTxt(DEFAULT_SETTINGS)).toBe('User-agent: *\nAllow: /\n')
    expect(robotsTxt(shared)).toContain('Sitemap: https://you.github.io/love-page/sitemap.xml')
  })
  it('the sitemap lists the indexed pages only', () => {
    expect(sitemapXml(DEFAULT_SETTINGS)).toBeUndefined()
    const locs = [...(sitemapXml(shared) ?? '').matchAll(/<loc>(.*)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://you.github.io/love-page/',
      'https://you.github.io/love-page/love',
      'https://you.github.io/love-page/valentine',
      'https://you.github.io/love-page/create',
      'https://you.github.io/love-page/en/create',
    ])
    const off = sitemapXml({ ...shared, isCreateOn: false }) ?? ''
    expect(off).not.toContain('/create')
  })
  it("Netlify's _redirects sends unknown addresses under the base path to the 404 view", () => {
    expect(netlifyRedirects(shared)).toContain('/love-page/*  /love-page/404.html  404')
  })
})
