import type { Page } from '@playwright/test'
import { PHONE } from '../../scripts/shared.mjs'
import { contentSecurityPolicy, findInlineCode } from '../../site/csp'
import { inlineStylesOf, inlineHashSource } from '../../site/inlineStyles'
import { pagesOf } from '../../src/settings/pages'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import { GTM_ORIGIN } from '../../src/share/hosts'
import { gifHostSources } from '../../src/share/hosts'
import type { SharedStory } from '../../src/share/story'
import { waitForScene } from './stage'
import { expect } from './testFixtures'
import { buildSettings, nextFrames, watchSite } from './siteWatch'
import { test } from './variantSites'

// One worker for this file's tests: each worker builds its own copy of a variant site.
test.describe.configure({ mode: 'default' })

const settings = buildSettings()

/** The page a built file is, as the build wrote it. */
function pageOfFile(file: string) {
  const page = pagesOf(settings).find(
    (each) => `/${each.file}`.replace(/index\.html$/, '') === file,
  )
  if (!page) throw new Error(`no page is built as ${file}`)
  return page
}

/**
 * The Referer each request `page` makes off `origin` carried, read from the headers the browser
 * really sent (`allHeaders()`: `headers()` gives Playwright's provisional ones), as
 * "host Referer" or "host no Referer"; call before the first goto.
 */
function watchReferers(page: Page, origin: string): () => Promise<string[]> {
  const requests: Array<Promise<string>> = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.protocol.startsWith('http') || url.origin === origin) return
    const sent = request.allHeaders().then((headers) => headers.referer)
    requests.push(sent.then((referer) => `${url.host} ${referer ?? 'no Referer'}`))
  })
  return () => Promise.all(requests)
}

const withReferer = (requests: string[]) => requests.filter((each) => !each.endsWith('no Referer'))
const files = [
  '/',
  '/love/',
  '/valentine/',
  '/create/',
  '/share/love/',
  '/share/valentine/',
  '/share/question/',
  '/share/story/',
  '/en/create/',
  '/en/share/love/',
  '/share/love/mid-autumn/',
  '/en/share/question/birthday/',
  '/notfound/',
  '/404.html',
]

test.describe('security: Content-Security-Policy', () => {
  test('every built HTML file carries the policy first and no inline code but its hashed stylesheets and early scripts', async ({
    request,
  }) => {
    for (const file of files) {
      const html = await (await request.get(file)).text()
      const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1]
      // The whole stylesheet is inline, /create's own after it on /create, and an occasion's
      // palette last, each allowed by its hash alone: the page paints from its HTML. So are a
      // share page's early script and, on every page with something to press, the early-press
      // listener.
      const styles = inlineStylesOf(html)
      const isOccasion = /\/(mid-autumn|birthday)\/$/.test(file)
      const isCreate = file.endsWith('/create/')
      expect(styles, file).toHaveLength(1 + Number(isOccasion) + Number(isCreate))
      expect(html, file).not.toMatch(/<link[^>]+rel="stylesheet"/)
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
        .map((match) => match[1])
        .filter((text) => text !== '')
      const isPressable = !/notfound|404/.test(file)
      expect(scripts, file).toHaveLength(Number(file.includes('/share/')) + Number(isPressable))
      const hashes = (texts: string[]) => texts.map(inlineHashSource)
      const page = pageOfFile(file)
      expect(policy, file).toBe(
        contentSecurityPolicy(settings, page, hashes(styles), hashes(scripts)),
      )
      expect(html.indexOf('Content-Security-Policy'), file).toBeLessThan(html.indexOf('<script'))
      expect(html.indexOf('Content-Security-Policy'), file).toBeLessThan(html.indexOf('<style'))
      // No request of the page tells a host which site, let alone which page, it came from.
      const referrer = html.indexOf('<meta name="referrer" content="no-referrer" />')
      expect(referrer, file).toBeGreaterThan(0)
      expect(referrer, file).toBeLessThan(html.search(/<(script|style|link|img)\b/))
      // Only /create opens an image from a file (the maker's photo, as a blob:).
      const images = policy?.split('; ').find((part) => part.startsWith('img-src ')) ?? ''
      expect(images.split(' ').includes('blob:'), file).toBe(file.endsWith('/create/'))
      expect(findInlineCode(html, inlineHashSource), file).toEqual([])
      expect(html, file).not.toContain(GTM_ORIGIN)
    }
  })

  type Visit = {
    path: string
    act: (page: Page) => Promise<void>
    /** Whether the page asks every GIF host, or the build's GIF's only. */
    anyGifHost?: true
    /** Whether it asks a host for anything (a GIF): its Referer is then checked. */
    asksHosts?: true
  }
  const visits: Visit[] = [
    {
      path: '/',
      act: async (page: Page) => {
        await waitForScene(page)
        await page.getByRole('button', { name: 'Click' }).click()
      },
    },
    {
      path: '/love',
      asksHosts: true,
      act: async (page: Page) => {
        await waitForScene(page)
        await expect(page.getByRole('img', { name: settings.gifAlt })).toBeVisible()
        const viewport = page.viewportSize() ?? PHONE.viewport
        await page.mouse.click(viewport.width / 2, viewport.height * 0.85)
      },
    },
    {
      path: '/valentine',
      act: async (page: Page) => {
        await waitForScene(page)
        await page.getByRole('button', { name: 'Chạm Đi Nè !!!' }).click()
      },
    },
    {
      // The curated thumbnails come from every GIF host; the QR code is a data: image.
      path: '/create',
      anyGifHost: true,
      asksHosts: true,
      act: async (page: Page) => {
        await page.getByLabel('Tên người ấy').fill('Vy')
        await page.getByLabel('Lời yêu thương').fill('Yêu em')
        await page.getByRole('button', { name: 'Tạo liên kết' }).click()
        await expect(page.getByRole('img', { name: 'Mã QR của liên kết' })).toBeVisible()
      },
    },
    {
      path: '/notfound',
      act: async (page: Page) => {
        await page.mouse.click(20, 20)
      },
    },
  ]

  for (const { path, act, anyGifHost, asksHosts } of visits) {
    test(`${path} runs with zero violations, talks only to its origin and the GIF host, and tells it no Referer`, async ({
      page,
      baseURL,
    }) => {
      const watch = await watchSite(page)
      const referers = watchReferers(page, new URL(baseURL ?? '').origin)
      await page.goto(path)
      await act(page)
      await nextFrames(page)
      // The policy holds for whatever the page asks later: it is still in the live page's head.
      const referrer = page.locator('head > meta[name="referrer"]')
      await expect(referrer).toHaveAttribute('content', 'no-referrer')
      const requests = await referers()
      if (asksHosts) expect(requests.length, 'the GIF is asked for').toBeGreaterThan(0)
      expect(withReferer(requests)).toEqual([])
      expect(await watch.violations()).toEqual([])
      expect(watch.cspMessages).toEqual([])
      const gifOrigins = anyGifHost ? gifHostSources(settings.gifHosts) : []
      const allowed = new Set([
        new URL(baseURL ?? '').origin,
        new URL(settings.gifUrl).origin,
        ...gifOrigins,
      ])
      expect([...watch.origins].filter((origin) => !allowed.has(origin))).toEqual([])
      expect(await page.locator(`script[src^="${GTM_ORIGIN}"]`).count()).toBe(0)
    })
  }

  test('the policy is enforced: an injected inline script is refused', async ({ page }) => {
    const watch = await watchSite(page)
    await page.goto('/valentine')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.heartburstInline = true'
      document.head.append(script)
    })
    await expect.poll(() => watch.violations()).toEqual([expect.stringMatching(/^script-src/)])
    expect(await page.evaluate(() => 'heartburstInline' in window)).toBe(false)
  })
})

// A made page lives in its address's fragment: whatever a third party learns of the address,
// or runs on the page, may learn the page.
test.describe('security: nothing of a made page to third parties', () => {
  const photo = 'https://i.imgur.com/Ab12Cd3.jpg'
  const made: SharedStory = {
    recipientName: 'Thảo Vy',
    loveLine: 'Thương em',
    gifUrl: CURATED_GIFS[1].url,
    song: { kind: 'url', url: 'https://res.cloudinary.com/demo/video/upload/love.mp3' },
    photo: { src: photo, place: 'beside' },
  }
  const story: SharedStory = {
    ...made,
    steps: [{ kind: 'memories', memories: [{ photo, caption: 'Đà Lạt' }] }],
  }
  const hosts = [made.gifUrl, photo, made.song?.kind === 'url' ? made.song.url : '']
  const [gifHost, photoHost, songHost] = hosts.map((url) => new URL(url).host)
  // Each made page, and the hosts it asks once pressed (the question's song waits for a yes).
  const visits = [
    {
      kind: 'love',
      link: `/share/love/#${encodePage(made)}`,
      hosts: [gifHost, photoHost, songHost],
    },
    {
      kind: 'question',
      link: `/en/share/question/birthday/#${encodePage({ ...made, question: 'Date?' })}`,
      hosts: [gifHost, photoHost],
    },
    {
      kind: 'story',
      link: `/share/story/#${encodePage(story)}`,
      hosts: [gifHost, photoHost, songHost],
    },
  ]

  for (const visit of visits) {
    test(`a made ${visit.kind} page tells the hosts it asks no Referer`, async ({
      page,
      baseURL,
    }) => {
      const referers = watchReferers(page, new URL(baseURL ?? '').origin)
      await page.goto(visit.link)
      await waitForScene(page)
      // The first press starts the song (and on a story, opens the envelope).
      const viewport = page.viewportSize() ?? PHONE.viewport
      await page.mouse.click(viewport.width / 2, viewport.height * 0.85)
      const asked = async () => new Set((await referers()).map((request) => request.split(' ')[0]))
      await expect.poll(async () => [...(await asked())].sort()).toEqual([...visit.hosts].sort())
      expect(withReferer(await referers())).toEqual([])
    })
  }

  test('with a tag manager, a share page or an address with a fragment loads none; other pages do', async ({
    page,
    sharedSite,
  }) => {
    await page.route(`${GTM_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.heartburstGtm = true' }),
    )
    const referers = watchReferers(page, sharedSite.origin)
    // Every request for its script, even one the page's CSP would block.
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(GTM_ORIGIN)) asked.push(new URL(page.url()).pathname)
    })
    const gtmScript = page.locator(`script[src^="${GTM_ORIGIN}"]`)
    const layerEvents = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event),
      )
    const tagged = ['/', '/love/', '/create/']
    for (const path of tagged) {
      await page.goto(`${sharedSite.origin}${path}`)
      await expect(gtmScript, path).toHaveCount(1)
      await expect.poll(() => page.evaluate(() => 'heartburstGtm' in window), path).toBe(true)
    }
    expect(new Set(asked)).toEqual(new Set(tagged))
    // The made pages, one without a fragment, and a link made before the share pages.
    const old = encodePage({ recipientName: 'Vy', loveLine: 'Yêu em', gifUrl: made.gifUrl })
    const holding = [...visits.map((visit) => visit.link), '/share/valentine/', `/love/#${old}`]
    for (const link of holding) {
      const response = await page.goto(`${sharedSite.origin}${link}`)
      await waitForScene(page)
      await nextFrames(page)
      await expect(gtmScript, link).toHaveCount(0)
      expect(await layerEvents(), link).not.toContain('gtm.js')
      const isShared = link.includes('/share/')
      expect((await response?.text())?.includes('google'), link).toBe(!isShared)
    }
    expect(new Set(asked)).toEqual(new Set(tagged))
    expect(withReferer(await referers())).toEqual([])
  })
})
