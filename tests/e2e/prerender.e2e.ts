import type { ConsoleMessage, Page } from '@playwright/test'
import { formatLoveTitle, NOT_FOUND_TITLE } from '../../src/settings/pages'
import { CURATED_GIFS } from '../../src/share/curated'
import { curatedAlt } from '../support/curatedAlt'
import { encodePage } from '../../src/share/encodeLink'
import { vi } from '../../src/texts/vi'

const HOME_TITLE = vi.site.homeTitle
const CREATE_TITLE = vi.site.createTitle
/** The share pages of today's page: Vietnamese, no occasion. */
const TODAYS_PAGE = { language: 'vi', occasion: 'none' } as const
import { waitForScene } from './stage'
import { expect, loveTitle, site, test } from './testFixtures'
import { test as variantTest } from './variantSites'

// One worker for this file's tests: each worker builds its own copy of a variant site.
test.describe.configure({ mode: 'default' })

// The build renders every page into its HTML file (site/prerender.ts) and the client hydrates
// it. Without JavaScript the served HTML alone must show each page; with it, React must take
// the HTML over with no mismatch.

const shared = { recipientName: 'Thảo Vy', loveLine: 'Thương em', gifUrl: CURATED_GIFS[1].url }
const link = encodePage(shared)

/** The love page's picture frame: the GIF with its stand-in heart. */
const gifFrame = (page: Page) => page.locator('figure.gif-frame')

test.describe('without JavaScript, the served HTML shows each page', () => {
  test.use({ javaScriptEnabled: false })

  test('/: the Click button, styled', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(HOME_TITLE)
    const button = page.getByRole('button', { name: 'Click' })
    await expect(button).toBeVisible()
    // The stylesheet is inline in the head: the button has its pill shape before any script.
    expect(await button.evaluate((node) => getComputedStyle(node).borderRadius)).not.toBe('0px')
  })

  test('/love: the love line and the GIF frame with its stand-in heart', async ({ page }) => {
    await page.goto('/love')
    await expect(page).toHaveTitle(loveTitle())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.loveLine)
    await expect(gifFrame(page).locator('svg.heart-mark')).toBeVisible()
    await expect(gifFrame(page).getByRole('img', { name: site.gifAlt })).toHaveAttribute(
      'src',
      site.gifUrl,
    )
  })

  test('/valentine: the Chạm Đi Nè !!! button', async ({ page }) => {
    await page.goto('/valentine')
    await expect(page).toHaveTitle(loveTitle())
    await expect(page.getByRole('button', { name: 'Chạm Đi Nè !!!' })).toBeVisible()
  })

  test('/create: the form', async ({ page }) => {
    test.skip(!site.isCreateOn, 'a VITE_CREATE=off build has no /create')
    await page.goto('/create')
    await expect(page).toHaveTitle(CREATE_TITLE)
    await expect(page.getByLabel('Tên người ấy')).toBeVisible()
    await expect(page.getByLabel('Lời yêu thương')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Tạo liên kết' })).toBeVisible()
  })

  test('/notfound and unknown addresses: nothing', async ({ page }) => {
    for (const path of ['/notfound', '/no/such/page']) {
      await page.goto(path)
      await expect(page).toHaveTitle(NOT_FOUND_TITLE)
      await expect(page.locator('#root')).toBeEmpty()
    }
  })

  test("share pages: the frame and the button, but not the build's own texts", async ({ page }) => {
    test.skip(!site.isCreateOn, 'a VITE_CREATE=off build has no share pages')
    // The server never sees the fragment: the build's love line would be the wrong one.
    await page.goto(`/share/love/#${link}`)
    await expect(page).toHaveTitle(vi.site.shareCard.title)
    await expect(gifFrame(page).locator('svg.heart-mark')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('')
    await expect(page.locator('#root')).not.toContainText(site.loveLine)
    await page.goto(`/share/valentine/#${link}`)
    await expect(page.getByRole('button', { name: 'Chạm Đi Nè !!!' })).toBeVisible()
  })
})

/** Console warnings and errors that speak of hydration, collected from now on. */
function watchHydration(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    const isLoud = message.type() === 'warning' || message.type() === 'error'
    if (isLoud && /hydrat/i.test(message.text())) messages.push(message.text())
  })
  return messages
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`hydration, reduced motion ${reducedMotion}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion })
    })

    for (const path of ['/', '/love', '/valentine', `/love#${link}`]) {
      test(`${path} hydrates with no mismatch`, async ({ page, consoleErrors }) => {
        const hydration = watchHydration(page)
        await page.goto(path)
        // The scene starts from an effect, well after hydration has committed.
        await waitForScene(page)
        expect(hydration).toEqual([])
        expect(consoleErrors).toEqual([])
      })
    }

    test('/create hydrates with no mismatch', async ({ page, consoleErrors }) => {
      test.skip(!site.isCreateOn, 'a VITE_CREATE=off build has no /create')
      const hydration = watchHydration(page)
      await page.goto('/create')
      // The name's count follows typing only once React has taken the form over.
      await page.getByLabel('Tên người ấy').fill('Vy')
      await expect(page.getByText('2/40 ký tự')).toBeVisible()
      expect(hydration).toEqual([])
      expect(consoleErrors).toEqual([])
    })

    test('/notfound renders nothing and logs nothing', async ({ page, consoleErrors }) => {
      const hydration = watchHydration(page)
      await page.goto('/notfound')
      await expect(page).toHaveTitle(NOT_FOUND_TITLE)
      await expect(page.locator('#root')).toBeEmpty()
      expect(hydration).toEqual([])
      expect(consoleErrors).toEqual([])
    })

    test("a share page shows its link's texts once hydrated", async ({ page, consoleErrors }) => {
      test.skip(!site.isCreateOn, 'a VITE_CREATE=off build has no share pages')
      const hydration = watchHydration(page)
      await page.goto(`/share/love/#${link}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shared.loveLine)
      await expect(page).toHaveTitle(
        formatLoveTitle(shared.recipientName, { ...TODAYS_PAGE, isShared: true }),
      )
      await waitForScene(page)
      expect(hydration).toEqual([])
      expect(consoleErrors).toEqual([])
    })
  })
}

/** Holds the app's script back until the returned release is called: the page is its HTML. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Opens /love with the app's script held back until the GIF has finished (loaded or failed),
 * so that React hydrates a GIF whose load or error event has already fired.
 */
async function openLoveWithGifDoneFirst(page: Page) {
  const release = await holdAppScript(page)
  await page.goto('/love', { waitUntil: 'commit' })
  const image = gifFrame(page).locator('img')
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete)).toBe(true)
  release()
}

test('React takes the served HTML over in place instead of rendering it again', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdAppScript(page)
  await page.goto('/love', { waitUntil: 'commit' })
  const line = await page.getByRole('heading', { level: 1 }).elementHandle()
  release()
  await waitForScene(page)
  expect(await line?.evaluate((node) => node.isConnected)).toBe(true)
  expect(consoleErrors).toEqual([])
})

test("what is typed or picked in /create's HTML before React takes it over counts", async ({
  page,
  consoleErrors,
}) => {
  test.skip(!site.isCreateOn, 'a VITE_CREATE=off build has no /create')
  const release = await holdAppScript(page)
  await page.goto('/create', { waitUntil: 'commit' })
  await page.getByLabel('Tên người ấy').fill('Vy')
  await page.getByLabel('Lời yêu thương').fill('Thương em')
  await page.getByRole('img', { name: curatedAlt(CURATED_GIFS[1]) }).click()
  release()
  const preview = page.getByRole('region', { name: 'Xem trước' })
  await expect(preview.getByText('Thương em')).toBeVisible()
  await expect(page.getByText('2/40 ký tự')).toBeVisible()
  await expect(preview.locator('img')).toHaveAttribute('src', CURATED_GIFS[1].url)
  expect(consoleErrors).toEqual([])
})

test("a host that answers /love with the home page's file: React renders /love afresh", async ({
  page,
  consoleErrors,
}) => {
  // As a host with a single-page fallback would: every address gets index.html.
  await page.route(/\/love$/, async (route) => {
    const home = await route.fetch({ url: new URL('/', route.request().url()).href })
    await route.fulfill({ response: home })
  })
  const hydration = watchHydration(page)
  await page.goto('/love')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.loveLine)
  await expect(page.getByRole('button', { name: 'Click' })).toHaveCount(0)
  await waitForScene(page)
  expect(hydration).toEqual([])
  expect(consoleErrors).toEqual([])
})

test.describe('a GIF that finished before hydration', () => {
  test('loaded: the GIF shows, with no stand-in heart over it', async ({ page, consoleErrors }) => {
    await openLoveWithGifDoneFirst(page)
    await expect(gifFrame(page)).toHaveClass(/gif-frame--loaded/)
    await expect(gifFrame(page).locator('svg.heart-mark')).toHaveCount(0)
    const gif = page.getByRole('img', { name: site.gifAlt })
    await expect.poll(() => gif.evaluate((node) => getComputedStyle(node).opacity)).toBe('1')
    expect(consoleErrors).toEqual([])
  })

  test('failed: the heart stays, named by the alt text, and no broken image', async ({ page }) => {
    await page.route(/\.gif$/, (route) => route.fulfill({ status: 404, body: 'not found' }))
    await openLoveWithGifDoneFirst(page)
    await expect(gifFrame(page)).toHaveClass(/gif-frame--failed/)
    await expect(gifFrame(page).locator('img')).toHaveCount(0)
    await expect(gifFrame(page).getByRole('img', { name: site.gifAlt })).toBeVisible()
  })
})

// A build of its own, with the page maker's texts (variantSites.ts): the HTML carries them
// before any script.
variantTest.describe('a personalized build, without JavaScript', () => {
  variantTest.use({ javaScriptEnabled: false })

  variantTest('shows its own love line and title', async ({ page, personalSite }) => {
    const personal = personalSite.settings
    await page.goto(`${personalSite.origin}/love/`)
    await expect(page).toHaveTitle(formatLoveTitle(personal.recipientName, TODAYS_PAGE))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(personal.loveLine)
    await page.goto(`${personalSite.origin}/valentine/`)
    await expect(page).toHaveTitle(formatLoveTitle(personal.recipientName, TODAYS_PAGE))
  })
})
