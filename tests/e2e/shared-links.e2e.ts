import LZString from 'lz-string'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import { vi } from '../../src/texts/vi'
import { expect, test } from './createFlow'
import { buildSettings, nextFrames, watchSite } from './siteWatch'
import { voiced } from '../../src/texts/voices'

const site = buildSettings()
const NOTICE = vi.site.invalidLink
const PAGE = { recipientName: 'Thảo Vy', loveLine: 'Thương em', gifUrl: CURATED_GIFS[1].url }
const valid = encodePage(PAGE)
const forge = (value: unknown, version = 1) =>
  `v${version}.${LZString.compressToEncodedURIComponent(JSON.stringify(value))}`
const gif = CURATED_GIFS[0].url

// Every kind of bad link the issue names; each must leave a notice and the frame's heart, and no
// words of anyone's: the build's own were meant for someone else.
const badLinks: Array<[string, string]> = [
  ['garbled', 'v1.@@not*lz@@'],
  ['truncated', valid.slice(0, 20)],
  ['oversized', `v1.${'A'.repeat(2100)}`],
  ['from an unknown version', forge(['Vy', 'Yêu', gif], 9)],
  ['with HTML in the name', forge(['<img src=x onerror=xss=1>', 'Yêu', gif])],
  ['with a script in the line', forge(['Vy', '<script>window.xss=1</script>', gif])],
  ['with a javascript: GIF', forge(['Vy', 'Yêu', 'javascript:window.xss=1'])],
  ['with a data: GIF', forge(['Vy', 'Yêu', 'data:image/gif;base64,R0lGODlhAQABAAAAACw='])],
  ['with an http: GIF', forge(['Vy', 'Yêu', 'http://media.giphy.com/media/a/giphy.gif'])],
  ['with a GIF on an unlisted host', forge(['Vy', 'Yêu', 'https://evil.example/a.gif'])],
]

test.describe('shared links that cannot be trusted', () => {
  for (const [what, fragment] of badLinks) {
    test(`a link ${what} shows the notice and no one's words`, async ({ page, consoleErrors }) => {
      const watch = await watchSite(page)
      await page.goto(`/share/love/#${fragment}`)
      await expect(page.getByRole('status')).toHaveText(NOTICE)
      await expect(page).toHaveTitle(vi.site.shareCard.title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('')
      await expect(page.locator('.gif-frame svg')).toBeVisible()
      await nextFrames(page)
      await expect(page.locator('.gif-frame img')).toHaveCount(0)
      await expect(page.getByText(site.loveLine)).toHaveCount(0)
      expect(await page.evaluate(() => 'xss' in window)).toBe(false)
      expect(await page.locator('img[src="x"], main script').count()).toBe(0)
      expect(consoleErrors).toEqual([])
      expect(await watch.violations()).toEqual([])
      const allowed = new Set([new URL(page.url()).origin])
      expect([...watch.origins].filter((origin) => !allowed.has(origin))).toEqual([])
    })
  }

  test('/love and /valentine read links too, and show the notice for a bad one', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/love#${forge(['Vy', 'Yêu', 'https://evil.example/a.gif'])}`)
    await expect(page.getByRole('status')).toHaveText(NOTICE)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('')
    await page.goto(`/valentine#${badLinks[0][1]}`)
    await expect(page.getByRole('status')).toHaveText(NOTICE)
    await expect(page).toHaveTitle(vi.site.shareCard.title)
    await page.goto(`/love#${valid}`)
    await expect(page).toHaveTitle("Love Thảo Vy's")
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thương em')
    await expect(page.getByRole('status')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('a page without a link shows no notice', async ({ page }) => {
    await page.goto('/love')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.loveLine)
    await expect(page.getByRole('status')).toHaveCount(0)
  })
})

test.describe('links that apps decorate', () => {
  // What Facebook, Messenger, Zalo, Google and campaign tools add to a link as it passes.
  const DECORATIONS = [
    '?fbclid=IwAR2x9-Q_a7bc&utm_source=facebook&utm_medium=social',
    '?zarsrc=30&utm_source=zalo&utm_medium=zalo&utm_campaign=zalo&gclid=Cj0KCQiA',
  ]

  test('a made page and a story open as made, whatever query an app adds', async ({ page }) => {
    for (const query of DECORATIONS) {
      await page.goto(`/share/love/${query}#${valid}`)
      await expect(page.getByTestId('heart-stage')).toHaveCount(1)
      await expect(page).toHaveTitle('Gửi Thảo Vy 💗')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thương em')
      await expect(page.getByRole('status')).toHaveCount(0)
    }
    const steps = [{ kind: 'reasons', reasons: ['Nụ cười của em', 'Em luôn lắng nghe'] }] as const
    await page.goto(`/share/story/${DECORATIONS[1]}#${encodePage({ ...PAGE, steps })}`)
    await expect(page.getByTestId('heart-stage')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      voiced(vi.story).reasonsHeading('Thảo Vy'),
    )
    await expect(page.getByText('Nụ cười của em')).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
  })
})

test.describe('link previews of shared links', () => {
  test('the HTML a messenger reads is the generic card, never the build recipient', async ({
    newContext,
  }) => {
    const crawler = await newContext({ javaScriptEnabled: false })
    const page = await crawler.newPage()
    for (const path of ['/share/love/', '/share/valentine/', '/share/question/']) {
      const response = await page.goto(`${path}#${valid}`)
      expect(response?.status()).toBe(200)
      const html = (await response?.text()) ?? ''
      expect(html).toContain(`<title>${vi.site.shareCard.title}</title>`)
      expect(html).toContain(`<meta property="og:title" content="${vi.site.shareCard.title}" />`)
      expect(html).not.toContain(site.recipientName)
      expect(html).not.toContain(site.loveLine)
    }
  })
})
