import type { BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test'
import type { Contact } from '../../src/share/contact'
import { CURATED_GIFS } from '../../src/share/curated'
import { curatedAlt } from '../support/curatedAlt'
import { createLink, expect, fillCreateForm, test } from './createFlow'
import { waitForScene } from './stage'
import { answers, LOVE_LINE, press, QUESTION, questionPath, tabTo } from './questionFlow'
import { nextFrames, watchSite } from './siteWatch'
import { vi } from '../../src/texts/vi'
import { voicedText } from '../../src/texts/voices'

const YES = 'Em đồng ý rồi nè 💖'
const NO = 'Em cảm ơn, nhưng lần này em xin phép chưa đồng ý nhé 🙏'
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/**
 * The reply a page must send, written out here rather than taken from the code under test: it
 * names the site (this build's, at the root), never the page's own link with its fragment.
 */
const replyFor = (opening: string, page: Page) =>
  `${opening}\nCâu hỏi: “${QUESTION}”\n${new URL(page.url()).origin}/`
const replyLink = (page: Page) => page.getByRole('link', { name: 'Gửi câu trả lời' })
const smsLink = (page: Page) => page.getByRole('link', { name: 'Gửi qua SMS' })
const zaloLink = (page: Page) => page.getByRole('link', { name: 'Gửi qua Zalo' })

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
    await page.getByLabel('Số điện thoại').fill('0912 345 678')
    const link = await createLink(page)
    expect(new URL(link).pathname).toBe('/share/question/')
    expect(link).toMatch(/#v2\./)
    expect(link.length).toBeLessThanOrEqual(2000)
    expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'share_link_created' }])

    const watch = await watchSite(recipient)
    await recipient.goto(link)
    await expect(recipient).toHaveTitle('Gửi Thảo Vy 💗')
    await expect(recipient.getByRole('heading', { level: 1 })).toHaveText(QUESTION)
    await expect(recipient.getByRole('img', { name: curatedAlt(CURATED_GIFS[1]) })).toBeVisible()
    await expect(recipient.getByRole('status')).toHaveCount(0)
    await waitForScene(recipient)
    await answers(recipient).yes.click()
    await expect(recipient.locator('p.answer-line')).toHaveText(LOVE_LINE)
    const body = encodeURIComponent(replyFor(YES, recipient))
    await expect(smsLink(recipient)).toHaveAttribute('href', `sms:0912345678?body=${body}`)
    await expect(zaloLink(recipient)).toHaveAttribute('href', 'https://zalo.me/0912345678')
    // One short SMS: the site's address, not the link, whose fragment holds the whole page.
    expect(decodeURIComponent(body)).toContain(`\n${new URL(link).origin}/`)
    expect(decodeURIComponent(body)).not.toContain('#')
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
    await expect(smsLink(page)).toHaveAttribute('href', sms)
    // Zalo takes an international number without its +.
    await expect(zaloLink(page)).toHaveAttribute('href', 'https://zalo.me/84912345678')
    await expect(zaloLink(page)).toHaveAttribute('target', '_blank')

    const iphone = await (await newContext({ userAgent: IPHONE_UA })).newPage()
    await iphone.goto(questionPath({ kind: 'phone', value: '+84912345678' }))
    await waitForScene(iphone)
    await answers(iphone).yes.click()
    const ios = `sms:+84912345678&body=${encodeURIComponent(replyFor(YES, iphone))}`
    await expect(smsLink(iphone)).toHaveAttribute('href', ios)

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
    await expect(page.locator('p.answer-line')).toHaveText(voicedText(vi.question.closingLine))
    const body = encodeURIComponent(replyFor(NO, page))
    await expect(smsLink(page)).toHaveAttribute('href', `sms:0912345678?body=${body}`)
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

/**
 * What the in-app browser's page saw of each `execCommand`: the selected words, whether the tap's
 * user activation was on, and whether the tap's click was still being dispatched (before its
 * default action, such as a link's new tab).
 */
type Copy = { command: string; text: string; isInTap: boolean; isInClick: boolean }
type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>

/**
 * A page in an in-app browser as Messenger's, Facebook's and Zalo's Android WebViews are: the
 * Clipboard API refuses (NotAllowedError) and there is no share sheet. `execCommand` copies until
 * refuseExecCommand; every call is kept, with what was selected and whether a tap was on.
 */
async function openInApp(newContext: NewContext): Promise<Page> {
  const context = await newContext()
  // To read back what a copy put on the clipboard: the page's own writeText stays refused.
  await context.grantPermissions(['clipboard-read'])
  await context.addInitScript(() => {
    // Refused a moment later, as a browser asking its embedder is: after the tap's click is over.
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError')
    Clipboard.prototype.writeText = () =>
      new Promise((_resolve, reject) => setTimeout(() => reject(refusal), 20))
    Reflect.deleteProperty(Navigator.prototype, 'share')
    const copies: Copy[] = []
    Object.assign(window, { heartburstCopies: copies })
    const execCommand = document.execCommand.bind(document)
    document.execCommand = (command: string, showUi?: boolean, value?: string) => {
      const field = document.activeElement
      const text =
        field instanceof HTMLTextAreaElement
          ? field.value.slice(field.selectionStart, field.selectionEnd)
          : String(document.getSelection())
      copies.push({
        command,
        text,
        isInTap: navigator.userActivation.isActive,
        isInClick: window.event?.type === 'click',
      })
      const isRefused = (window as { heartburstExecRefused?: boolean }).heartburstExecRefused
      return !isRefused && execCommand(command, showUi, value)
    }
  })
  return context.newPage()
}

/** From now on the page's `execCommand('copy')` copies nothing either, as some WebViews do. */
const refuseExecCommand = (page: Page) =>
  page.evaluate(() => Object.assign(window, { heartburstExecRefused: true }))
const copiesOf = (page: Page) =>
  page.evaluate(() => (window as { heartburstCopies?: Copy[] }).heartburstCopies)
const clipboardOf = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

/** Opens the question for `contact` and taps `Đồng ý` once the page is live. */
async function answerYes(page: Page, contact?: Contact) {
  await page.goto(questionPath(contact))
  // A tap while the scene compiles its shaders (on the CPU here) can come too late for a click.
  await waitForScene(page)
  await answers(page).yes.tap()
  await expect(page.locator('p.answer-line')).toHaveText(LOVE_LINE)
}

/** Taps `link`, which opens `href` in a new tab (refused here: no network), and closes it. */
async function tapChatLink(page: Page, link: Locator, href: string) {
  const opened = page.context().waitForEvent('request', (request) => request.url() === href)
  const popup = page.context().waitForEvent('page')
  await link.tap()
  expect((await opened).isNavigationRequest()).toBe(true)
  expect(await (await popup).opener()).toBe(page)
  await (await popup).close()
}

/** The words left to copy by hand: in sight, selected (painted so), with the one line over them. */
async function expectCopyByHand(page: Page, app: string, reply: string) {
  const field = page.getByLabel(`Nhấn giữ để sao chép, rồi dán vào ${app}`)
  await expect(field).toBeVisible()
  await expect(field).toBeInViewport()
  await expect(field).toHaveValue(reply)
  await expect(field).toBeFocused()
  expect(await field.evaluate((element: HTMLTextAreaElement) => element.selectionEnd)).toBe(
    reply.length,
  )
  expect(await field.evaluate((element: HTMLTextAreaElement) => element.selectionStart)).toBe(0)
  // The selection shows: the field's pixels change once it is taken away.
  const selected = await field.screenshot()
  await field.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(0, 0))
  expect((await field.screenshot()).equals(selected)).toBe(false)
  await field.evaluate((element: HTMLTextAreaElement) => element.select())
  // WebKit keeps a long press from selecting under the page's user-select: none; Chromium selects
  // a field anyway, so here the field's own style is what can be read.
  expect(await field.evaluate((element) => getComputedStyle(element).userSelect)).toBe('text')
  await expect(page.getByRole('status')).toHaveText('Chưa sao chép được.')
}

test.describe('in an in-app browser, where the clipboard refuses and no share sheet is', () => {
  test('with no contact, the copy button copies through a selected field, or leaves it to copy by hand', async ({
    newContext,
  }) => {
    const page = await openInApp(newContext)
    await answerYes(page)
    const copy = page.getByRole('button', { name: 'Sao chép câu trả lời' })
    await copy.tap()
    await expect(page.getByRole('status')).toHaveText(/^Đã sao chép câu trả lời/)
    expect(await copiesOf(page)).toMatchObject([
      { command: 'copy', text: replyFor(YES, page), isInTap: true },
    ])
    expect(await clipboardOf(page)).toBe(replyFor(YES, page))
    await expect(page.getByRole('textbox')).toHaveCount(0)

    await refuseExecCommand(page)
    await copy.tap()
    await expectCopyByHand(page, 'Messenger', replyFor(YES, page))
  })

  test('Messenger and Zalo open their chat, with the words copied in the tap; a number keeps its SMS', async ({
    newContext,
  }) => {
    const page = await openInApp(newContext)
    await answerYes(page, { kind: 'messenger', value: 'thao.vy' })
    await tapChatLink(page, replyLink(page), 'https://m.me/thao.vy')
    await expect(page.getByRole('status')).toHaveText(
      'Đã sao chép câu trả lời: dán vào Messenger nhé.',
    )
    // Copied in the click itself, before its new tab takes the tap's activation and the focus.
    expect(await copiesOf(page)).toEqual([
      { command: 'copy', text: replyFor(YES, page), isInTap: true, isInClick: true },
    ])
    expect(await clipboardOf(page)).toBe(replyFor(YES, page))
    await page.close()

    const phone = await page.context().newPage()
    await answerYes(phone, { kind: 'phone', value: '0912 345 678' })
    const zalo = zaloLink(phone)
    const sms = smsLink(phone)
    await expect(zalo).toHaveAttribute('href', 'https://zalo.me/0912345678')
    const body = encodeURIComponent(replyFor(YES, phone))
    await expect(sms).toHaveAttribute('href', `sms:0912345678?body=${body}`)
    // Side by side, both whole on the screen.
    const [zaloBox, smsBox] = [(await zalo.boundingBox())!, (await sms.boundingBox())!]
    expect(Math.abs(zaloBox.y - smsBox.y)).toBeLessThan(2)
    expect(zaloBox.x + zaloBox.width).toBeLessThanOrEqual(smsBox.x)
    await expect(zalo).toBeInViewport({ ratio: 1 })
    await expect(sms).toBeInViewport({ ratio: 1 })
    await tapChatLink(phone, zalo, 'https://zalo.me/0912345678')
    await expect(phone.getByRole('status')).toHaveText('Đã sao chép câu trả lời: dán vào Zalo nhé.')
    expect(await clipboardOf(phone)).toBe(replyFor(YES, phone))
    // Where nothing copies, the chat still opens, and the words wait to be copied by hand.
    await refuseExecCommand(phone)
    await tapChatLink(phone, zalo, 'https://zalo.me/0912345678')
    await expectCopyByHand(phone, 'Zalo', replyFor(YES, phone))
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

  test('a forged link with a javascript: contact is refused: no answers, no links', async ({
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
    await expect(page.getByRole('status')).toHaveText(vi.site.invalidLink)
    await waitForScene(page)
    await expect(answers(page).yes).toBeHidden()
    expect(await page.locator('a[href]').count()).toBe(0)
  })
})
