import type { Page } from '@playwright/test'
import { PHONE } from '../../scripts/shared.mjs'
import { contentSecurityPolicy, findInlineCode } from '../../site/csp'
import { inlineStylesOf, inlineHashSource } from '../../site/inlineStyles'
import { GTM_ORIGIN } from '../../src/share/hosts'
import { gifHostSources } from '../../src/share/hosts'
import { waitForScene } from './stage'
import { expect, test } from './testFixtures'
import { buildSettings, nextFrames, watchSite } from './siteWatch'

const settings = buildSettings()
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
  test('every built HTML file carries the policy first and no inline code but its hashed stylesheets and early script', async ({
    request,
  }) => {
    for (const file of files) {
      const html = await (await request.get(file)).text()
      const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1]
      // The whole stylesheet is inline, and an occasion's palette after it, each allowed by its
      // hash alone: the page paints from its HTML. So is a share page's early script.
      const styles = inlineStylesOf(html)
      const isOccasion = /\/(mid-autumn|birthday)\/$/.test(file)
      expect(styles, file).toHaveLength(isOccasion ? 2 : 1)
      expect(html, file).not.toMatch(/<link[^>]+rel="stylesheet"/)
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
        .map((match) => match[1])
        .filter((text) => text !== '')
      expect(scripts, file).toHaveLength(file.includes('/share/') ? 1 : 0)
      const hashes = (texts: string[]) => texts.map(inlineHashSource)
      expect(policy, file).toBe(contentSecurityPolicy(settings, hashes(styles), hashes(scripts)))
      expect(html.indexOf('Content-Security-Policy'), file).toBeLessThan(html.indexOf('<script'))
      expect(html.indexOf('Content-Security-Policy'), file).toBeLessThan(html.indexOf('<style'))
      expect(findInlineCode(html, inlineHashSource), file).toEqual([])
      expect(html, file).not.toContain(GTM_ORIGIN)
    }
  })

  const visits: Array<{ path: string; act: (page: Page) => Promise<void>; anyGifHost?: true }> = [
    {
      path: '/',
      act: async (page: Page) => {
        await waitForScene(page)
        await page.getByRole('button', { name: 'Click' }).click()
      },
    },
    {
      path: '/love',
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

  for (const { path, act, anyGifHost } of visits) {
    test(`${path} runs with zero violations and talks only to its origin and the GIF host`, async ({
      page,
      baseURL,
    }) => {
      const watch = await watchSite(page)
      await page.goto(path)
      await act(page)
      await nextFrames(page)
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
