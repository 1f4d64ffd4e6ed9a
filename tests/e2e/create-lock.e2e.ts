// /create's lock (issue 55): a page locked with a question holds none of its words in its link,
// which opens at the neutral /share/sealed/ and shows the page to "da lat " for "Đà Lạt". The
// maker reads what a lock is and how their answer will be matched, tries the lock in the preview
// (a wrong answer, then the right one), and a reload keeps the question but never the answer.
// Where the browser has no crypto.subtle (http), the lock is not offered, and a line says why.
import { vi } from '../../src/texts/vi'
import { expect, fillCreateForm, test } from './createFlow'
import { ENTRY_SCRIPT, holdResponses, waitForHydration } from './pageBoot'
import { CURATED_GIFS } from '../../src/share/curated'
import { curatedAlt } from '../support/curatedAlt'
import { openSealedLink } from '../../src/share/lock/seal'
import { readSealedLink, type SealedRead } from '../../src/share/lock/sealedLink'
import { DEFAULT_AUDIO_HOSTS, DEFAULT_GIF_HOSTS, DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'

const texts = vi.create
const NAME = 'Thảo Vy'
const LINE = 'Mỗi ngày bên em đều là ngày đẹp nhất'
const QUESTION = 'Nơi mình gặp nhau lần đầu?'
const ANSWER = 'Đà Lạt'

/** Every byte of a base64url text, as Latin-1: the page's words in UTF-8 would show in it. */
const bytesOf = (text: string) =>
  Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1')

test('a locked page: its words in no link, tried in the preview, opened by "da lat " @phone', async ({
  page,
  newContext,
  consoleErrors,
}) => {
  await page.goto('/create')
  await waitForHydration(page.locator('#create-name'))
  await fillCreateForm(page, { name: NAME, line: LINE, gif: curatedAlt(CURATED_GIFS[1]) })
  // Folded until the switch is on.
  await expect(page.getByLabel(texts.lockQuestionLabel)).toHaveCount(0)
  await page.getByLabel(texts.lockToggle).check()
  await expect(page.getByText(texts.lockWhat)).toBeVisible()
  await page.getByLabel(texts.lockQuestionLabel).fill(QUESTION)
  await page.getByLabel(texts.lockAnswerLabel, { exact: true }).fill(ANSWER)
  await expect(
    page.getByText("Gõ 'da lat', 'Đà Lạt' hay 'DALAT' đều mở được", { exact: false }),
  ).toBeVisible()
  await expect(page.getByText(texts.lockAnswerNotKept)).toBeVisible()

  // The preview opens on the lock: a wrong answer keeps it shut, the right one walks in.
  await page.getByRole('button', { name: texts.previewOpen }).click()
  const preview = page.getByRole('dialog', { name: texts.previewDialog })
  await expect(preview.getByRole('heading', { name: QUESTION })).toBeVisible()
  await expect(preview.getByText(LINE)).toHaveCount(0)
  const tryAnswer = preview.getByLabel(vi.lock.answerLabel)
  await tryAnswer.fill('Hà Nội')
  await preview.getByRole('button', { name: vi.lock.open }).click()
  await expect(preview.getByText(vi.lock.wrong)).toBeVisible()
  await tryAnswer.fill('da lat ')
  await preview.getByRole('button', { name: vi.lock.open }).click()
  await expect(preview.getByRole('heading', { name: LINE })).toBeVisible()
  await preview.getByRole('button', { name: texts.previewClose }).click()
  await expect(preview).toHaveCount(0)

  await page.getByRole('button', { name: texts.submit }).click()
  const field = page.getByRole('textbox', { name: texts.resultLinkLabel, exact: true })
  await expect(field).toHaveValue(/\/share\/sealed\/#v5\.~/)
  const link = await field.inputValue()
  const fragment = link.slice(link.indexOf('#v5.~') + 5)
  for (const word of [NAME, LINE, 'Thảo', 'bên em', ANSWER]) {
    expect(decodeURIComponent(link)).not.toContain(word)
    expect(bytesOf(fragment)).not.toContain(Buffer.from(word).toString('latin1'))
  }
  // It opens, as made, to the answer typed in a hurry, at the address its open link would have.
  const read = readSealedLink(link.slice(link.indexOf('#')))
  expect(read.kind).toBe('sealed')
  const hosts = { gif: DEFAULT_GIF_HOSTS, audio: DEFAULT_AUDIO_HOSTS, photo: DEFAULT_PHOTO_HOSTS }
  const sealed = (read as Extract<SealedRead, { kind: 'sealed' }>).link
  expect(sealed.question).toBe(QUESTION)
  expect(await openSealedLink(sealed, 'da lat ', hosts)).toMatchObject({
    kind: 'opened',
    page: { recipientName: NAME, loveLine: LINE },
    address: { kind: 'love', language: 'vi', occasion: 'none' },
  })
  // Only the sealed link is offered: no open one beside it.
  await expect(page.locator('#share-valentine')).toHaveCount(0)

  // Pasted back to edit, it is refused with why: the form cannot read it without the answer.
  await page.getByLabel(texts.editLinkLabel).fill(link)
  await page.getByRole('button', { name: texts.editLinkOpen }).click()
  await expect(page.getByText(texts.editLinkSealed)).toBeVisible()

  // The answer is not kept on this device: a reload asks for it again, the question stays.
  await page.reload()
  await waitForHydration(page.locator('#create-name'))
  await expect(page.getByLabel(texts.lockQuestionLabel)).toHaveValue(QUESTION)
  await expect(page.getByLabel(texts.lockAnswerLabel, { exact: true })).toHaveValue('')
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(ANSWER)

  // The sealed page speaks the browser's language: a Vietnamese phone's.
  const recipient = await (await newContext({ locale: 'vi-VN' })).newPage()
  await recipient.goto(link)
  await recipient.getByLabel(vi.lock.answerLabel).fill('da lat ')
  await recipient.getByRole('button', { name: vi.lock.open }).click()
  await expect(recipient.getByText(LINE)).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('without crypto.subtle (an http address) the lock is not offered, and a line says why @phone', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined })
  })
  await page.goto('/create')
  await waitForHydration(page.locator('#create-name'))
  await expect(page.getByText(texts.lockNeedsHttps)).toBeVisible()
  await expect(page.getByLabel(texts.lockToggle)).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('the lock turned on before /create is live stays on, its fields shown once it is @phone', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdResponses(page, ENTRY_SCRIPT)
  await page.goto('/create', { waitUntil: 'commit' })
  await page.getByLabel(texts.lockToggle).check()
  release()
  await expect(page.getByLabel(texts.lockQuestionLabel)).toBeVisible()
  await expect(page.getByLabel(texts.lockToggle)).toBeChecked()
  expect(consoleErrors).toEqual([])
})
