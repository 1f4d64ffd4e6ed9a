import type { Page } from '@playwright/test'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import { decodeFragment } from '../../src/share/format'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS } from '../../src/share/hosts'
import { sharePath } from '../../src/share/paths'
import { ENTRY_SCRIPT, holdResponses, waitForHydration } from './pageBoot'
import { expect, test } from './testFixtures'

// A page that opens at its moment (issue 55): before it, the share page paints the hearts and a
// countdown, none of its words, before the app and in it; at the moment it opens in place, with
// no reload. The visitor's clock is Playwright's, their zone the context's (or CDP's).

// 00:00 on 24/12/2026 in Saigon (UTC+7), as /create writes it for a maker there.
const OPENING = '2026-12-23T17:00Z'
const PAGE = {
  recipientName: 'Thảo Vy',
  loveLine: 'Giáng sinh này có anh',
  gifUrl: CURATED_GIFS[1].url,
  sender: 'Minh',
  opening: OPENING,
}
const ADDRESS = `${sharePath('love', 'vi', 'none')}#${encodePage(PAGE)}`
const OWN_WORDS = /Thảo Vy|Giáng sinh này|Minh/

test.use({ timezoneId: 'Asia/Ho_Chi_Minh' })

/** Counts the requests for the page's GIF. */
function countGifRequests(page: Page) {
  const count = { gif: 0 }
  page.on('request', (request) => {
    if (request.url() === PAGE.gifUrl) count.gif++
  })
  return count
}

test('a page for 24/12 opened on 6/12 counts down with none of its words, then opens in place at its moment', async ({
  page,
  consoleErrors,
}) => {
  const requests = countGifRequests(page)
  await page.clock.install({ time: new Date('2026-12-06T10:00:05+07:00') })
  const release = await holdResponses(page, ENTRY_SCRIPT)
  await page.goto(ADDRESS, { waitUntil: 'commit' })
  const countdown = page.getByRole('region', { name: 'Trang chưa mở' })
  const count = countdown.getByRole('timer')
  // Before the app: the early script's countdown and moment, in the visitor's clock.
  await expect(count).toHaveText('Còn 18 ngày')
  await expect(countdown).toContainText('Trang mở lúc 00:00, 24/12/2026 (giờ của bạn)')
  release()
  await waitForHydration(countdown)
  await expect(count).toHaveText('Còn 18 ngày')
  // Nothing of the page: not in the document, not in the title, not fetched.
  expect(await page.content()).not.toMatch(OWN_WORDS)
  await expect(page).toHaveTitle('Một trái tim dành cho bạn')
  expect(requests.gif).toBe(0)
  await expect(count).toHaveAttribute('aria-live', 'off')

  // The moment: the page opens where it is, with no reload, and says so once.
  await page.evaluate(() => ((window as { kept?: boolean }).kept = true))
  await page.clock.fastForward(Date.parse(OPENING) - Date.parse('2026-12-06T10:00:05+07:00'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE.loveLine)
  await expect(page.getByText('Gửi Thảo Vy')).toBeVisible()
  await expect(countdown).toHaveCount(0)
  await expect(page.getByRole('status')).toHaveText('Trang đã mở')
  await expect(page).toHaveTitle('Gửi Thảo Vy 💗')
  expect(await page.evaluate(() => (window as { kept?: boolean }).kept)).toBe(true)
  await expect.poll(() => requests.gif).toBe(1)
  expect(consoleErrors).toEqual([])
})

test('the same page opened on the day shows its words at once', async ({ page, consoleErrors }) => {
  await page.clock.install({ time: new Date('2026-12-24T08:30:00+07:00') })
  await page.goto(ADDRESS)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE.loveLine)
  await expect(page.getByRole('timer')).toHaveCount(0)
  await waitForHydration(page.getByRole('heading', { level: 1 }))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE.loveLine)
  expect(consoleErrors).toEqual([])
})

test('an English story a minute before its moment opens at its first step, in place', async ({
  page,
  consoleErrors,
}) => {
  const story = {
    ...PAGE,
    recipientName: 'Emma',
    steps: [{ kind: 'reasons', reasons: ['Your laugh'] }],
  }
  await page.clock.install({ time: new Date('2026-12-23T16:59:00Z') })
  await page.goto(`${sharePath('story', 'en', 'none')}#${encodePage(story as never)}`)
  const countdown = page.getByRole('region', { name: 'Not open yet' })
  await expect(countdown.getByRole('timer')).toHaveText('1 min to go')
  await expect(countdown).toContainText('Opens at 00:00 on 24 December 2026, your time')
  await waitForHydration(countdown)
  await expect(page.getByText(/Emma|Your laugh/)).toHaveCount(0)
  await page.clock.runFor(60_000)
  await expect(page.locator('main')).toHaveAttribute('data-story-step', '1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why I love you, Emma')
  await expect(page.getByRole('status')).toHaveText('The page is open')
  expect(consoleErrors).toEqual([])
})

test('/create: a day and hour in the maker’s clock become one UTC instant in a v5 link, which counts down', async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install({ time: new Date('2026-12-06T10:00:05+07:00') })
  await page.goto('/create')
  const day = page.getByLabel('Ngày mở trang')
  await waitForHydration(day)
  await page.getByLabel('Tên người ấy').fill(PAGE.recipientName)
  await page.getByLabel('Lời yêu thương').fill(PAGE.loveLine)
  // A day already past is refused, and says why.
  await day.fill('2026-12-05')
  await expect(page.getByText('Lúc này đã qua rồi: chọn một lúc sắp tới nhé.')).toBeVisible()
  await day.fill('2026-12-24')
  await expect(page.getByLabel('Giờ mở')).toHaveValue('00:00')
  await expect(
    page.getByText('Trang mở lúc 00:00, 24/12/2026 (giờ của bạn). Còn 18 ngày.'),
  ).toBeVisible()
  await expect(page.getByText(/Đây cũng chỉ là một tấm rèm/)).toBeVisible()
  // The preview shows the page as opened, and says when that is.
  await expect(page.locator('.preview-opening')).toHaveText(
    'Trang khi đã mở. Trang mở lúc 00:00, 24/12/2026 (giờ của bạn)',
  )
  await page.getByRole('button', { name: 'Tạo liên kết' }).click()
  const link = await page.getByRole('textbox', { name: 'Liên kết', exact: true }).inputValue()
  const fragment = new URL(link).hash.slice(1)
  expect(fragment).toMatch(/^v5\./)
  const read = decodeFragment(fragment, DEFAULT_GIF_HOSTS, DEFAULT_AUDIO_HOSTS)
  expect(read.kind === 'valid' && read.page.opening).toBe(OPENING)
  // The link, opened that day: the countdown.
  await page.goto(link)
  await expect(page.getByRole('timer')).toHaveText('Còn 18 ngày')
  expect(consoleErrors).toEqual([])
})

test.describe('in a zone CDP sets', () => {
  test.use({ timezoneId: undefined })

  test('across a time-zone change, the moment follows the visitor’s clock and the time left does not', async ({
    page,
    consoleErrors,
  }) => {
    // Chromium takes a zone from CDP where the context pins none.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Ho_Chi_Minh' })
    await page.clock.install({ time: new Date('2026-12-23T10:48:05Z') })
    await page.goto(ADDRESS)
    const countdown = page.getByRole('region', { name: 'Trang chưa mở' })
    await waitForHydration(countdown)
    await expect(countdown.getByRole('timer')).toHaveText('Còn 6 giờ 12 phút')
    await expect(countdown).toContainText('Trang mở lúc 00:00, 24/12/2026')
    // The visitor lands in New York (UTC-5): the app reads the zone again at the next minute.
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'America/New_York' })
    await page.clock.runFor(60_000)
    await expect(countdown).toContainText('Trang mở lúc 12:00, 23/12/2026')
    await expect(countdown.getByRole('timer')).toHaveText('Còn 6 giờ 11 phút')
    expect(consoleErrors).toEqual([])
  })
})
