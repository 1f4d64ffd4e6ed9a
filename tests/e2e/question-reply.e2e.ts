import type { Page } from '@playwright/test'
import { CURATED_GIFS } from '../../src/share/curated'
import { curatedAlt } from '../support/curatedAlt'
import { createLink, expect, fillCreateForm, test } from './createFlow'
import { waitForScene } from './stage'
import { answers, LOVE_LINE, press, QUESTION, questionPath, tabTo } from './questionFlow'
import { nextFrames, watchSite } from './siteWatch'
import { vi } from '../../src/texts/vi'

const YES = 'Em đồng ý rồi nè 💖'
const NO = 'Em cảm ơn, nhưng lần này em xin phép chưa đồng ý nhé 🙏'
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** The reply a page must send, written out here rather than taken from the code under test. */
const replyFor = (opening: string, page: Page) =>
  `${opening}\nCâu hỏi: “${QUESTION}”\n${page.url()}`
const replyLink = (page: Page) => page.getByRole('link', { name: 'Gửi câu trả lời' })

test.describe('the answer reaches the sender', () => {
  test('a question made on /create, opened in a fresh browser, answered: the reply names the page', async ({
    page,
    recipient,
    consoleErrors,
  }) => {
    await page.goto('/create')
    await fillCreateForm(page, {
      name: 'Thảo Vy',
      line: LOVE_LINE,
      gif: curatedAlt(CURATED_GIFS[1]),
    })
    await page.getByLabel('Câu hỏi').fill(QUESTION)
    await expect(page.getByLabel('Câu hỏi')).toHaveAttribute('placeholder', QUESTION)
    const preview = page.getByRole('region', { name: 'Xem trước' })
    await expect(preview.getByText(QUESTION)).toBeVisible()
    await expect(preview.getByText('Đồng ý')).toBeVisible()
    await page.getByLabel('Số Zalo hoặc điện thoại').fill('0912 345 678')
    const link = await createLink(page)
    expect(new URL(link).pathname).toBe('/share/question/')
    expect(link).toMatch(/#v2\./)
    expect(link.length).toBeLessThanOrEqual(2000)
    expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'share_link_created' }])

    const watch = await watchSite(recipient)
    await recipient.goto(link)
    await expect(recipient).toHaveTitle("Love Thảo Vy's")
    await expect(recipient.getByRole('heading', { level: 1 })).toHaveText(QUESTION)
    await expect(recipient.getByRole('img', { name: curatedAlt(CURATED_GIFS[1]) })).toBeVisible()
    await expect(recipient.getByRole('status')).toHaveCount(0)
    await waitForScene(recipient)
    await answers(recipient).yes.click()
    await expect(recipient.locator('p.answer-line')).toHaveText(LOVE_LINE)
    const body = encodeURIComponent(replyFor(YES, recipient))
    await expect(replyLink(recipient)).toHaveAttribute('href', `sms:0912345678?body=${body}`)
    expect(decodeURIComponent(body)).toContain(link)
    // Privacy: the recipient's data layer hears that an answer was given, and nothing more.
    expect(await recipient.evaluate(() => window.dataLayer)).toEqual([
      { event: 'question_answered' },
    ])
    await nextFrames(recipient)
    expect(await watch.violations()).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('each contact becomes exactly its link: Messenger, SMS (Android and iOS), email', async ({
    page,
    newContext,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // The app starts after the first paint: until it is live, the prerendered answers are inert.
    await page.goto(questionPath({ kind: 'messenger', value: 'thao.vy' }))
    await waitForScene(page)
    await answers(page).yes.click()
    const messenger = replyLink(page)
    await expect(messenger).toHaveAttribute('href', 'https://m.me/thao.vy')
    await expect(messenger).toHaveAttribute('target', '_blank')
    await expect(messenger).toHaveAttribute('rel', 'noopener noreferrer')
    // m.me takes no text: the press copies it, to paste in the chat it opens.
    const popup = page.context().waitForEvent('page')
    await messenger.click()
    await (await popup).close()
    await expect(page.getByRole('status')).toHaveText(/dán vào Messenger/)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(replyFor(YES, page))

    await page.goto(questionPath({ kind: 'phone', value: '+84912345678' }))

    await waitForScene(page)
    await answers(page).yes.click()
    const sms = `sms:+84912345678?body=${encodeURIComponent(replyFor(YES, page))}`
    await expect(replyLink(page)).toHaveAttribute('href', sms)

    const iphone = await (await newContext({ userAgent: IPHONE_UA })).newPage()
    await iphone.goto(questionPath({ kind: 'phone', value: '+84912345678' }))
    await waitForScene(iphone)
    await answers(iphone).yes.click()
    const ios = `sms:+84912345678&body=${encodeURIComponent(replyFor(YES, iphone))}`
    await expect(replyLink(iphone)).toHaveAttribute('href', ios)

    await page.goto(questionPath({ kind: 'email', value: 'vy@gmail.com' }))

    await waitForScene(page)
    await answers(page).yes.click()
    const subject = encodeURIComponent(`Em đồng ý: “${QUESTION}”`)
    const mail = `mailto:vy@gmail.com?subject=${subject}&body=${encodeURIComponent(replyFor(YES, page))}`
    await expect(replyLink(page)).toHaveAttribute('href', mail)
  })

  test('a decline can be sent too, with its own text', async ({ page }) => {
    await page.goto(questionPath({ kind: 'phone', value: '0912345678' }))
    await waitForScene(page)
    await tabTo(page, answers(page).no)
    await page.keyboard.press('Enter')
    await expect(page.locator('p.answer-line')).toHaveText(vi.question.closingLine)
    const body = encodeURIComponent(replyFor(NO, page))
    await expect(replyLink(page)).toHaveAttribute('href', `sms:0912345678?body=${body}`)
  })

  test('with no contact: the share sheet gets the text; without one, a copy button', async ({
    page,
    context,
    hasTouch,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.assign(window, { heartburstShared: shared })
      navigator.share = async (data?: ShareData) => void shared.push(data ?? {})
    })
    await page.goto(questionPath())
    await waitForScene(page)
    await answers(page).yes.click()
    await press(page, page.getByRole('button', { name: 'Gửi câu trả lời' }), hasTouch)
    const shared = await page.evaluate(
      () => (window as { heartburstShared?: ShareData[] }).heartburstShared,
    )
    expect(shared).toEqual([{ text: replyFor(YES, page) }])

    const bare = await context.newPage()
    await bare.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'))
    await bare.goto(questionPath())
    await waitForScene(bare)
    await answers(bare).yes.click()
    await expect(bare.getByRole('button', { name: 'Gửi câu trả lời' })).toHaveCount(0)
    await bare.getByRole('button', { name: 'Sao chép câu trả lời' }).click()
    await expect(bare.getByRole('status')).toHaveText(/Đã sao chép câu trả lời/)
    expect(await bare.evaluate(() => navigator.clipboard.readText())).toBe(replyFor(YES, bare))
  })
})

test.describe('a bad contact makes no link', () => {
  test('/create refuses it in Vietnamese, on its own field, and makes no link', async ({
    page,
  }) => {
    await page.goto('/create')
    await fillCreateForm(page, { name: 'Vy', line: 'Yêu em', gif: curatedAlt(CURATED_GIFS[0]) })
    await page.getByLabel('Câu hỏi').fill(QUESTION)
    const messenger = page.getByLabel('Tên Messenger')
    await messenger.fill('javascript:alert(1)')
    await expect(messenger).toHaveAttribute('aria-invalid', 'true')
    await expect(messenger).toHaveAccessibleDescription(/^Tên Messenger dài 5 đến 50 ký tự/)
    const email = page.getByLabel('Email')
    await email.fill('vy@gmail.com?bcc=x@y.vn')
    await expect(email).toHaveAccessibleDescription(/^Email chưa đúng dạng/)
    const create = page.getByRole('button', { name: 'Tạo liên kết' })
    await expect(create).toHaveAttribute('aria-disabled', 'true')
    // aria-disabled keeps it pressable: a press moves focus to the field to fix.
    await create.focus()
    await page.keyboard.press('Enter')
    await expect(messenger).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Liên kết', exact: true })).toHaveCount(0)
    // Two good contacts: one is enough, and the form says which field to clear.
    await messenger.fill('thao.vy')
    await email.fill('vy@gmail.com')
    await expect(email).toHaveAccessibleDescription(
      'Chỉ cần một cách liên lạc: hãy để trống ô này.',
    )
    await expect(create).toHaveAttribute('aria-disabled', 'true')
    await email.fill('')
    await expect(create).toHaveAttribute('aria-disabled', 'false')
  })

  test('a forged link with a javascript: contact is refused, and the reply links nowhere', async ({
    page,
  }) => {
    const forged = questionPath({ kind: 'messenger', value: 'thao.vy' }).replace(
      /#.*/,
      `#v2.${(await import('lz-string')).default.compressToEncodedURIComponent(
        JSON.stringify([
          'Vy',
          'Yêu',
          CURATED_GIFS[0].url,
          QUESTION,
          'messenger',
          'javascript:alert(1)',
        ]),
      )}`,
    )
    await page.goto(forged)
    await expect(page.getByRole('status')).toHaveText(/^Liên kết này không hợp lệ…/)
    await answers(page).yes.click()
    await expect(page.locator('p.answer-line')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Gửi câu trả lời' })).toHaveCount(0)
    expect(await page.locator('a[href]').count()).toBe(0)
  })
})
