import type { Page } from '@playwright/test'
import { CURATED_GIFS } from '../../src/share/curated'
import { sealPage } from '../../src/share/lock/seal'
import { ITERATIONS_MIN } from '../../src/share/lock/sealedLink'
import { textsFor } from '../../src/texts/catalogues'
import { ENTRY_SCRIPT, holdResponses, waitForHydration } from './pageBoot'
import { STORY_STEPS } from './storyFlow'
import { expect, test } from './testFixtures'

// A locked link (issue 55): its question paints before the app, from the clear header alone
// (src/early/earlySealed.ts); nothing of the page is anywhere before the right answer, which
// opens it at its own address without a reload (src/pages/lock/LockedPage.tsx).

const PAGE = {
  recipientName: 'Thảo Vy',
  loveLine: 'Mỗi ngày bên em là một ngày đẹp',
  gifUrl: CURATED_GIFS[1].url,
  song: { kind: 'url' as const, url: 'https://res.cloudinary.com/demo/video/upload/love.mp3' },
}
const QUESTION = 'Nơi mình gặp nhau lần đầu?'
const vi = textsFor('vi')
const en = textsFor('en')

// The lowest count the decoder accepts: each try derives a key, in the test as in the page.
const ADDRESS = { kind: 'love', language: 'vi', occasion: 'none' } as const
const sealed = sealPage(PAGE, ADDRESS, QUESTION, 'Đà Lạt', {
  iterations: ITERATIONS_MIN,
})
const sealedAt = async () => `/share/sealed/#${await sealed}`

// The sealed page speaks the browser's language (its path names none): Vietnamese here.
test.use({ locale: 'vi-VN' })

/** Every word, address and stored value of the page that its answer must keep from the visitor. */
async function leaksOf(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const stored = (storage: Storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)
    return [
      document.documentElement.outerHTML,
      document.title,
      ...stored(localStorage),
      ...stored(sessionStorage),
    ].join('\n')
  })
  const secrets = [PAGE.recipientName, PAGE.loveLine, PAGE.gifUrl, PAGE.song.url]
  return secrets.filter((secret) => seen.includes(secret))
}

test('the question paints before the app; what is typed and pressed meanwhile opens the page @once', async ({
  page,
  consoleErrors,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  const release = await holdResponses(page, ENTRY_SCRIPT)
  await page.goto(await sealedAt(), { waitUntil: 'commit' })

  // Only the HTML and its early script can have painted this.
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible()
  const field = page.getByLabel(vi.lock.answerLabel)
  await field.fill('da lat ')
  await page.getByRole('button', { name: vi.lock.open, exact: true }).click()
  // Heard, to be answered once the app is live.
  await expect(page.locator('html')).toHaveAttribute('data-kept-press', 'lock-open')
  await expect(page).toHaveTitle(vi.site.sealedTitle)
  expect(await leaksOf(page)).toEqual([])
  expect(requests.filter((url) => url.includes('giphy') || url.includes('cloudinary'))).toEqual([])

  release()
  // The press was kept, and answered once the app was live, with the words typed before it (the
  // app's start, its chunk and a key derived: longer than one check's wait on a loaded machine).
  await expect(page.getByRole('heading', { name: PAGE.loveLine })).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(`/share/love/#${await sealed}`)
  await expect(page.locator('.gif-frame img')).toHaveAttribute('src', PAGE.gifUrl)
  expect(consoleErrors).toEqual([])
})

test('a wrong answer stays shut and says so; the right one opens; a reload asks again @once', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(await sealedAt())
  const field = page.getByLabel(vi.lock.answerLabel)
  await waitForHydration(field)
  await field.fill('Hà Nội')
  await page.getByRole('button', { name: vi.lock.open, exact: true }).press('Enter')
  await expect(page.getByRole('status')).toHaveText(vi.lock.wrong)
  // What was typed stays, selected for the next try.
  await expect(field).toHaveValue('Hà Nội')
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd)).toBe(6)
  expect(await leaksOf(page)).toEqual([])

  await field.fill('ĐÀ LẠT')
  await field.press('Enter')
  await expect(page.getByRole('heading', { name: PAGE.loveLine })).toBeVisible()
  await expect(page).toHaveTitle(vi.site.shareTitle(PAGE.recipientName))

  await page.reload()
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible()
  await expect(page).toHaveURL(await sealedAt())
  expect(await leaksOf(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('a locked story opens at its own address, from its first step @once', async ({
  page,
  consoleErrors,
}) => {
  const story = { ...PAGE, steps: STORY_STEPS }
  const fragment = await sealPage(story, { ...ADDRESS, kind: 'story' }, QUESTION, 'Đà Lạt', {
    iterations: ITERATIONS_MIN,
  })
  await page.goto(`/share/sealed/#${fragment}`)
  const field = page.getByLabel(vi.lock.answerLabel)
  await waitForHydration(field)
  await field.fill('da lat')
  await field.press('Enter')
  await expect(page).toHaveURL(`/share/story/#${fragment}`)
  await expect(page.locator('main')).toHaveAttribute('data-story-step', '1')
  // The first step's envelope, as a story opened from an open link shows it: its words.
  await expect(page.locator('.envelope')).toBeVisible()
  await expect(
    page.getByRole('heading', { name: vi.story.envelopeTo(PAGE.recipientName) }),
  ).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('a cut link says it is incomplete, never a wrong answer @once', async ({ page }) => {
  const fragment = await sealed
  await page.goto(`/share/sealed/#${fragment.slice(0, -12)}`)
  await expect(page.getByRole('status')).toHaveText(vi.lock.cut)
  await expect(page.getByLabel(vi.lock.answerLabel)).toHaveCount(0)
})

test('without crypto.subtle (http) it asks for a secure address @once', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined })
  })
  await page.goto(await sealedAt())
  await expect(page.getByRole('status')).toHaveText(vi.lock.insecure)
  await expect(page.getByLabel(vi.lock.answerLabel)).toHaveCount(0)
})

test('an English browser gets the lock in English, and a wrong answer in it @desktop', async ({
  newContext,
  consoleErrors,
}) => {
  const page = await (await newContext({ locale: 'en-GB' })).newPage()
  await page.goto(await sealedAt())
  await expect(page).toHaveTitle(en.site.sealedTitle)
  const field = page.getByLabel(en.lock.answerLabel)
  await waitForHydration(field)
  await field.fill('London')
  await page.getByRole('button', { name: en.lock.open, exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(en.lock.wrong)
  expect(consoleErrors).toEqual([])
})

test('with an opening moment, it counts down first, then asks, without a reload @once', async ({
  page,
  consoleErrors,
}) => {
  const opening = '2026-12-24T00:00Z'
  const fragment = await sealPage({ ...PAGE, opening }, ADDRESS, QUESTION, 'Đà Lạt', {
    iterations: ITERATIONS_MIN,
  })
  const before = Date.parse(opening) - 2 * 60_000
  await page.clock.install({ time: before })
  await page.goto(`/share/sealed/#${fragment}`)
  await expect(page.getByRole('timer')).toHaveText('Còn 2 phút')
  await expect(page.getByLabel(vi.lock.answerLabel)).toHaveCount(0)
  expect(await leaksOf(page)).toEqual([])

  await page.clock.fastForward(2 * 60_000)
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible()
  await expect(page.getByRole('timer')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})
