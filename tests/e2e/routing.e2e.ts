import { encodePage } from '../../src/share/encodeLink'
import { waitForScene } from './stage'
import { expect, test, loveTitle } from './testFixtures'

/**
 * A client-side navigation, as a link or the back button would make: only a live app makes one
 * (the app starts after the first paint), so each test waits for it first.
 */
async function navigate(page: import('@playwright/test').Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

test.describe('routing', () => {
  test('/notfound is titled 404 Not Found and renders nothing', async ({ page, consoleErrors }) => {
    await page.goto('/notfound')
    await expect(page).toHaveTitle('404 Not Found')
    await expect(page.locator('#root')).toBeEmpty()
    expect(consoleErrors).toEqual([])
  })

  test('an unknown address shows the same 404 view', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page).toHaveTitle('404 Not Found')
    await expect(page.locator('#root')).toBeEmpty()
  })

  test('the title follows every navigation, back and forward included', async ({ page }) => {
    await page.goto('/')
    await waitForScene(page)
    await expect(page).toHaveTitle('Homepage')
    await navigate(page, '/love')
    await expect(page).toHaveTitle(loveTitle())
    await navigate(page, '/notfound')
    await expect(page).toHaveTitle('404 Not Found')
    await page.goBack()
    await expect(page).toHaveTitle(loveTitle())
    await page.goBack()
    await expect(page).toHaveTitle('Homepage')
    await page.goForward()
    await expect(page).toHaveTitle(loveTitle())
  })

  test('every navigation scrolls the window back to the top', async ({ page }) => {
    await page.goto('/love')
    await waitForScene(page)
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px'
      window.scrollTo(0, 2000)
    })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await navigate(page, '/valentine')
    await expect(page).toHaveTitle(loveTitle())
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('/create is titled Tạo trang yêu thương', async ({ page }) => {
    await page.goto('/create')
    await expect(page).toHaveTitle('Tạo trang yêu thương')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tạo trang yêu thương')
  })

  test("a shared link's name is the title, and follows navigation between links", async ({
    page,
  }) => {
    const gifUrl = 'https://media.giphy.com/media/od5H3PmEG5EVq/giphy.gif'
    const link = (recipientName: string) =>
      `/share/love/#${encodePage({ recipientName, loveLine: 'Yêu', gifUrl })}`
    await page.goto(link('Thảo'))
    await waitForScene(page)
    await expect(page).toHaveTitle('Gửi Thảo 💗')
    await navigate(page, link('Vy'))
    await expect(page).toHaveTitle('Gửi Vy 💗')
    await navigate(page, '/love')
    await expect(page).toHaveTitle(loveTitle())
    await page.goBack()
    await expect(page).toHaveTitle('Gửi Vy 💗')
  })
})
