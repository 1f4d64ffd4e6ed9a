import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { GTM_ORIGIN } from '../../src/share/hosts'
import { createLink, fillCreateForm } from './createFlow'
import { answers, questionPath } from './questionFlow'
import { waitForScene } from './stage'
import { expect } from './testFixtures'
import { nextFrames, watchSite } from './siteWatch'
import { test } from './variantSites'

// One worker for this file's tests: each worker builds its own copy of a variant site.
test.describe.configure({ mode: 'default' })

// Two builds with their own settings (variantSites.ts), each served as GitHub Pages would serve
// it: one under a sub-path, one with a page maker's texts, a site address and a tag manager.

test.describe('personalization and deploys', () => {
  const routes = [
    { path: '/love-page/', status: 200, title: 'Homepage', hasScene: true },
    { path: '/love-page/love', status: 200, title: "Love Em Yêu's", hasScene: true },
    { path: '/love-page/love/', status: 200, title: "Love Em Yêu's", hasScene: true },
    { path: '/love-page/valentine', status: 200, title: "Love Em Yêu's", hasScene: true },
    { path: '/love-page/create', status: 200, title: 'Tạo trang yêu thương', hasScene: false },
    { path: '/love-page/notfound', status: 200, title: '404 Not Found', hasScene: false },
    { path: '/love-page/no/such/page', status: 404, title: '404 Not Found', hasScene: false },
  ]

  for (const route of routes) {
    test(`a /love-page/ build serves ${route.path} titled ${route.title}`, async ({
      page,
      consoleErrors,
      subpathSite,
    }) => {
      const subpath = { ...subpathSite.settings, origin: subpathSite.origin }
      const watch = await watchSite(page)
      const response = await page.goto(`${subpath.origin}${route.path}`)
      expect(response?.status()).toBe(route.status)
      // The title is in the HTML file itself (crawlers, first paint), and the app keeps it.
      expect(await response?.text()).toContain(`<title>${route.title}</title>`)
      await expect(page).toHaveTitle(route.title)
      if (route.hasScene) await waitForScene(page)
      if (route.title.startsWith('Love') && !route.path.includes('valentine')) {
        await expect(page.getByRole('img', { name: subpath.gifAlt })).toBeVisible()
        await expect(page.getByRole('heading', { name: subpath.loveLine })).toBeVisible()
      }
      await nextFrames(page)
      expect(new URL(page.url()).pathname.startsWith('/love-page/')).toBe(true)
      const ownPaths = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name)),
      )
      for (const url of ownPaths.filter((entry) => entry.origin === subpath.origin)) {
        expect(url.pathname).toMatch(/^\/love-page\//)
      }
      expect(await watch.violations()).toEqual([])
      expect(watch.failures).toEqual([])
      // A 404 page's own status is logged as an error; anything else would be a fault.
      const pageStatus = `the server responded with a status of ${route.status}`
      const isPageStatus = (error: string) => route.status === 404 && error.includes(pageStatus)
      expect(consoleErrors.filter((error) => !isPageStatus(error))).toEqual([])
    })
  }

  test('a /love-page/ build navigates inside its sub-path and has no tag manager', async ({
    page,
    subpathSite,
  }) => {
    const subpath = { ...subpathSite.settings, origin: subpathSite.origin }
    const watch = await watchSite(page)
    await page.goto(`${subpath.origin}/love-page/`)
    await page.getByRole('button', { name: 'Click' }).click()
    // A click on the prerendered page counts once the app is live, which comes after the paint.
    await expect
      .poll(() => page.evaluate(() => window.dataLayer))
      .toEqual([{ event: 'sign_up' }, { event: 'form_submit' }])
    await page.evaluate(() => {
      window.history.pushState(null, '', '/love-page/valentine')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveTitle("Love Em Yêu's")
    await expect(page.getByRole('button', { name: 'Chạm Đi Nè !!!' })).toBeVisible()
    expect([...watch.origins].some((origin) => origin === GTM_ORIGIN)).toBe(false)
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
  })

  test('a /love-page/ build makes share links inside its sub-path, and replies name it', async ({
    page,
    subpathSite,
  }) => {
    const subpath = { ...subpathSite.settings, origin: subpathSite.origin }
    await page.goto(`${subpath.origin}/love-page/create`)
    await fillCreateForm(page, { name: 'Vy', line: 'Yêu em', gif: 'Ảnh động một cái ôm thật chặt' })
    const link = await createLink(page)
    expect(link.startsWith(`${subpath.origin}/love-page/share/love/#v1.`)).toBe(true)
    const response = await page.goto(link)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Gửi Vy 💗')
    await expect(page.getByRole('heading', { name: 'Yêu em' })).toBeVisible()
    // An answer's reply names the site by its address, sub-path included, and nothing more.
    await page.goto(
      `${subpath.origin}/love-page${questionPath({ kind: 'phone', value: '0912345678' })}`,
    )
    // Pressed once live: what this checks is the reply; keeping a press made before that is
    // question-early.e2e's to prove.
    await waitForScene(page)
    await expect(answers(page).yes).not.toHaveAttribute('aria-disabled')
    await answers(page).yes.click()
    const sms = await page.getByRole('link', { name: 'Gửi qua SMS' }).getAttribute('href')
    const reply = decodeURIComponent(sms?.split('body=')[1] ?? '')
    expect(reply.split('\n').at(-1)).toBe(`${subpath.origin}/love-page/`)
  })

  test('link previews are in the HTML itself, for crawlers that run no script', async ({
    newContext,
    request,
    sharedSite,
  }) => {
    const shared = { ...sharedSite.settings, origin: sharedSite.origin }
    const crawler = await newContext({ javaScriptEnabled: false })
    const page = await crawler.newPage()
    const metaOf = (target: Page, key: string) =>
      target.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content')
    await page.goto(`${shared.origin}/love`)
    await expect(page).toHaveTitle(`Love Thảo & "Vy"'s`)
    expect(await metaOf(page, 'og:title')).toBe(`Love Thảo & "Vy"'s`)
    expect(await metaOf(page, 'og:description')).toBe('Thương em <3 nhiều thật nhiều')
    expect(await metaOf(page, 'description')).toBe('Thương em <3 nhiều thật nhiều')
    expect(await metaOf(page, 'og:url')).toBe('https://thao.example/love')
    expect(await metaOf(page, 'og:image')).toBe('https://thao.example/og-image.png')
    expect(await metaOf(page, 'twitter:card')).toBe('summary_large_image')
    const image = await request.get(`${shared.origin}/og-image.png`)
    expect(image.headers()['content-type']).toBe('image/png')
    const png = PNG.sync.read(await image.body())
    expect([png.width, png.height]).toEqual([1200, 630])
    const robots = await (await request.get(`${shared.origin}/robots.txt`)).text()
    expect(robots).toContain('Sitemap: https://thao.example/sitemap.xml')
    const sitemap = await (await request.get(`${shared.origin}/sitemap.xml`)).text()
    expect(sitemap).toContain('<loc>https://thao.example/valentine</loc>')
  })

  test('the tag manager loads from its host under the CSP when VITE_GTM_ID is set', async ({
    page,
    sharedSite,
  }) => {
    const shared = { ...sharedSite.settings, origin: sharedSite.origin }
    await page.route(`${GTM_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.heartburstGtm = true' }),
    )
    const watch = await watchSite(page)
    await page.goto(`${shared.origin}/`)
    await expect(page.locator(`script[src="${GTM_ORIGIN}/gtm.js?id=GTM-TEST123"]`)).toHaveCount(1)
    await expect.poll(() => page.evaluate(() => 'heartburstGtm' in window)).toBe(true)
    await page.getByRole('button', { name: 'Click' }).click()
    // The tag manager loads on its own, before the app: the click's events come once it is live.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event),
        ),
      )
      .toEqual(['gtm.js', 'sign_up', 'form_submit'])
    await page.goto(`${shared.origin}/love`)
    await waitForScene(page)
    await page.mouse.click(640, 700)
    await nextFrames(page)
    expect(await watch.violations()).toEqual([])
    expect(watch.cspMessages).toEqual([])
    const allowed = new Set([shared.origin, new URL(shared.gifUrl).origin, GTM_ORIGIN])
    expect([...watch.origins].filter((origin) => !allowed.has(origin))).toEqual([])
  })
})
