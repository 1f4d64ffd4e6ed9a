import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment } from '../../src/share/format'
import { curatedAlt } from '../support/curatedAlt'
import { createLink, dataUrlBytes, expect, fillCreateForm, readQr, test } from './createFlow'
import { EVERY_SCRIPT, holdResponses, waitForEarlyPressListener } from './pageBoot'
import { nextFrames, watchSite } from './siteWatch'

const bears = CURATED_GIFS[1]
const thao = {
  name: 'Thảo Vy 💖',
  line: 'Mỗi ngày bên em đều là ngày đẹp nhất 🥰',
  gif: curatedAlt(bears),
}

test.describe('/create: a page made without code', () => {
  test('fill the form, create the link, open it elsewhere: title, line and GIF match @smoke', async ({
    page,
    recipient,
    consoleErrors,
  }) => {
    const watch = await watchSite(page)
    await page.goto('/create')
    await expect(page).toHaveTitle('Tạo trang yêu thương')
    await fillCreateForm(page, thao)
    // The live preview follows the form.
    const preview = page.getByRole('region', { name: 'Xem trước' })
    await expect(preview.getByText('Gửi Thảo Vy 💖 💗')).toBeVisible()
    await expect(preview.getByText(thao.line)).toBeVisible()
    await expect(preview.getByRole('img', { name: curatedAlt(bears) })).toHaveAttribute(
      'src',
      bears.url,
    )
    const link = await createLink(page)
    expect(new URL(link).pathname).toBe('/share/love/')
    expect(link.length).toBeLessThanOrEqual(2000)
    // Privacy: the data layer gets the event alone, without anything typed.
    expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'share_link_created' }])
    const valentine = await page
      .getByRole('textbox', { name: 'Liên kết trang chỉ có nút bấm' })
      .inputValue()
    expect(await watch.violations()).toEqual([])
    expect(consoleErrors).toEqual([])

    const gifRequest = recipient.waitForRequest(bears.url)
    await recipient.goto(link)
    await expect(recipient).toHaveTitle('Gửi Thảo Vy 💖 💗')
    await expect(recipient.getByRole('heading', { name: thao.line })).toBeVisible()
    await gifRequest
    await expect(recipient.getByRole('img', { name: curatedAlt(bears) })).toHaveAttribute(
      'src',
      bears.url,
    )
    await expect(recipient.getByRole('status')).toHaveCount(0)
    await recipient.goto(valentine)
    await expect(recipient).toHaveTitle('Gửi Thảo Vy 💖 💗')
    await expect(recipient.getByRole('button', { name: 'Chạm Đi Nè !!!' })).toBeVisible()
  })

  test('the QR code, on screen and downloaded as PNG, decodes to the same link', async ({
    page,
  }) => {
    await page.goto('/create')
    await fillCreateForm(page, thao)
    const link = await createLink(page)
    const qr = page.getByRole('img', { name: 'Mã QR của liên kết' })
    const src = (await qr.getAttribute('src')) ?? ''
    expect(readQr(dataUrlBytes(src))).toBe(link)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Tải mã QR (PNG)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('trai-tim-qr.png')
    expect(readQr(readFileSync(await file.path()))).toBe(link)
  })

  test('copy puts the link on the clipboard and says so; share hands it to the sheet', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.assign(window, { heartburstShared: shared })
      navigator.share = async (data?: ShareData) => void shared.push(data ?? {})
    })
    await page.goto('/create')
    await fillCreateForm(page, thao)
    const link = await createLink(page)
    await page.getByRole('button', { name: 'Sao chép liên kết', exact: true }).click()
    await expect(page.getByText('Đã sao chép!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await page.getByRole('button', { name: 'Chia sẻ' }).click()
    const shared = await page.evaluate(
      () => (window as { heartburstShared?: ShareData[] }).heartburstShared,
    )
    expect(shared).toEqual([{ title: 'Một trái tim dành cho bạn', url: link }])
  })

  test('validates while typing, in Vietnamese, tied to each field', async ({ page }) => {
    await page.goto('/create')
    const create = page.getByRole('button', { name: 'Tạo liên kết' })
    await expect(create).toHaveAttribute('aria-disabled', 'true')
    const name = page.getByLabel('Tên người ấy')
    await name.fill('ệ'.repeat(41))
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription(/Tên tối đa 40 ký tự \(đang có 41\)/)
    await name.fill('Vy')
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription(/2\/40 ký tự/)
    const gif = page.getByLabel('Hoặc dán liên kết ảnh GIF')
    await gif.fill('http://media.giphy.com/a.gif')
    await expect(gif).toHaveAccessibleDescription(/phải bắt đầu bằng https:\/\//)
    await gif.fill('https://evil.example/a.gif')
    await expect(gif).toHaveAccessibleDescription(/Ảnh GIF phải lấy từ giphy\.com hoặc tenor\.com/)
    // Pressing the button with errors left shows them all and moves focus to the first one.
    // (aria-disabled keeps it focusable and pressable: it explains instead of ignoring.)
    await create.focus()
    await page.keyboard.press('Enter')
    const line = page.getByLabel('Lời yêu thương')
    await expect(line).toBeFocused()
    await expect(line).toHaveAccessibleDescription(/Hãy viết lời yêu thương, từ 1 đến 120 ký tự/)
    await expect(page.getByRole('textbox', { name: 'Liên kết', exact: true })).toHaveCount(0)
    await line.fill('Yêu em')
    await expect(create).toHaveAttribute('aria-disabled', 'true')
    await create.focus()
    await page.keyboard.press('Enter')
    await expect(gif).toBeFocused()
    await gif.fill(CURATED_GIFS[0].url)
    await expect(create).toHaveAttribute('aria-disabled', 'false')
  })

  test('an address on an unlisted host is never requested, and the page stays within its CSP', async ({
    page,
  }) => {
    const watch = await watchSite(page)
    await page.goto('/create')
    await page.getByLabel('Hoặc dán liên kết ảnh GIF').fill('https://evil.example/a.gif')
    await page.getByLabel('Tên người ấy').fill('Vy')
    await nextFrames(page)
    const allowed = new Set(CURATED_GIFS.map((gif) => new URL(gif.url).origin))
    allowed.add(new URL(page.url()).origin)
    expect([...watch.origins].filter((origin) => !allowed.has(origin))).toEqual([])
    expect(await watch.violations()).toEqual([])
  })
})

// On a slow phone the form paints a second or more before the app is live: what is typed and
// sent meanwhile must not be lost (the browser would load the page again, every field empty).
const EARLY_SENDS = {
  // Forced: Playwright would wait for its aria-disabled to go, which only the live page does.
  'a press on Tạo liên kết': (page: Page) =>
    page.getByRole('button', { name: 'Tạo liên kết' }).click({ force: true }),
  'Return in the name': (page: Page) => page.getByLabel('Tên người ấy').press('Enter'),
  'Return in the love line': (page: Page) => page.getByLabel('Lời yêu thương').press('Enter'),
}

test.describe('/create: sent before the page is live', () => {
  for (const [how, send] of Object.entries(EARLY_SENDS)) {
    test(`${how}: nothing is lost, and the link comes once the page is live`, async ({
      page,
      consoleErrors,
    }) => {
      // Every script file is held until the form has been filled and sent: the send is kept by
      // the early-press script inline in the HTML.
      const release = await holdResponses(page, EVERY_SCRIPT)
      // Not 'domcontentloaded': that waits for the held module script.
      await page.goto('/create', { waitUntil: 'commit' })
      await waitForEarlyPressListener(page)
      await page.getByLabel('Tên người ấy').fill(thao.name)
      await page.getByLabel('Lời yêu thương').fill(thao.line)
      // A finger on the GIF's placeholder (its thumbnail comes once the page is live) picks it.
      const gif = page.getByRole('radio', { name: thao.gif })
      await page.locator('label', { has: gif }).click()
      await expect(gif).toBeChecked()
      await send(page)
      // Still the prerendered page: the browser sent nothing anywhere, nothing was cleared.
      expect(page.url()).toMatch(/\/create$/)
      await expect(page.getByLabel('Tên người ấy')).toHaveValue(thao.name)
      release()
      const field = page.getByRole('textbox', { name: 'Liên kết', exact: true })
      await expect(field).toHaveValue(/#v[12]\./)
      expect(page.url()).toMatch(/\/create$/)
      await expect(page.getByLabel('Lời yêu thương')).toHaveValue(thao.line)
      // The link holds what was typed (opening one is the first test's).
      const hash = new URL(await field.inputValue()).hash
      const decoded = decodeFragment(hash, [new URL(bears.url).host], [])
      expect(decoded).toMatchObject({
        kind: 'valid',
        page: { recipientName: thao.name, loveLine: thao.line, gifUrl: bears.url },
      })
      expect(consoleErrors).toEqual([])
    })
  }
})

test.describe('/create: script payloads stay text', () => {
  test('typed markup is refused, shown as text and never run, with 0 CSP violations', async ({
    page,
  }) => {
    const watch = await watchSite(page)
    await page.goto('/create')
    const name = page.getByLabel('Tên người ấy')
    await name.fill('<img src=x onerror=xss=1>')
    await page.getByLabel('Lời yêu thương').fill('<script>window.heartburstXss=1</script>')
    await expect(name).toHaveAccessibleDescription(/Tên không được chứa thẻ HTML/)
    const preview = page.getByRole('region', { name: 'Xem trước' })
    await expect(preview.getByText('<script>window.heartburstXss=1</script>')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Tạo liên kết' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await nextFrames(page)
    expect(await page.locator('img[src="x"], main script').count()).toBe(0)
    expect(await page.evaluate(() => 'heartburstXss' in window || 'xss' in window)).toBe(false)
    expect(await watch.violations()).toEqual([])
    expect(watch.cspMessages).toEqual([])
  })

  test('quotes, entities and <3 travel as the very characters typed', async ({
    page,
    recipient,
  }) => {
    const name = `Vy "&amp;" 'x'`
    const line = 'Em <3 &lt;script&gt; mãi mãi'
    await page.goto('/create')
    await fillCreateForm(page, { name, line, gif: curatedAlt(CURATED_GIFS[0]) })
    const link = await createLink(page)
    const opened = await watchSite(recipient)
    await recipient.goto(link)
    await expect(recipient).toHaveTitle(`Gửi ${name} 💗`)
    await expect(recipient.locator('h1')).toHaveText(line)
    await nextFrames(recipient)
    expect(await opened.violations()).toEqual([])
  })
})

test('the love pages never load the /create chunk; /create loads it on demand', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  for (const path of ['/', '/love', '/valentine']) {
    await page.goto(path)
    await page.locator('[data-testid="heart-stage"]').waitFor({ state: 'attached' })
  }
  expect(scripts.filter((script) => script.includes('CreatePage'))).toEqual([])
  await page.goto('/create')
  await expect(page.getByRole('button', { name: 'Tạo liên kết' })).toBeVisible()
  // The button is in the prerendered HTML: the chunk comes as the page hydrates, once.
  await expect.poll(() => scripts.filter((script) => script.includes('CreatePage'))).toHaveLength(1)
})
