// /create keeps the maker's draft on this device (issue 54): a reload and the form's language
// switch bring back every field, the letter step and the framed photo, which makes the same link
// again; "Bắt đầu lại" clears it and Hoàn tác brings it back; another tab's newer save is told,
// not overwritten. A made link's "Sửa trang này" opens it in the form, on a phone with no draft,
// and the page made again is the same link; a link opened over a draft keeps it one press away.
import type { Page } from '@playwright/test'
import { en } from '../../src/texts/en'
import { vi } from '../../src/texts/vi'
import { expect, test } from './createFlow'
import { waitForHydration } from './pageBoot'

const GPS_PHOTO = new URL('../fixtures/photo-gps.jpg', import.meta.url).pathname
const texts = vi.create
const letter = 'Gửi em,\nanh nhớ em.'

/** Waits until the form is live, its kept draft (if any) taken back. */
async function openForm(page: Page, address: string) {
  await page.goto(address)
  await waitForHydration(page.locator('#create-name'))
}

/** Makes the link and returns it, from the read-only link field. */
async function makeLink(page: Page, submit = texts.submit): Promise<string> {
  await page.getByRole('button', { name: submit }).click()
  const field = page.locator('#share-love')
  await expect(field).toHaveValue(/#v4\./)
  return field.inputValue()
}

/** Whether the photo's working copy is kept in IndexedDB (photoStore.ts). */
const isPhotoKept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('heartburst-create', 1)
        open.addEventListener('error', () => resolve(false))
        open.addEventListener('success', () => {
          const asked = open.result.transaction('photo').objectStore('photo').get('draft')
          asked.addEventListener('success', () => resolve(asked.result?.picture instanceof Blob))
          asked.addEventListener('error', () => resolve(false))
        })
      }),
  )

test.describe('/create: a draft that is never lost', () => {
  test('a reload and the language switch keep the words, the letter and the photo; start again, undo; a made link opens in the form @once', async ({
    page,
    recipient,
    consoleErrors,
  }) => {
    await openForm(page, '/create')
    await expect(page.getByText(texts.draftKept)).toBeVisible()
    await page.locator('#create-name').fill('Thảo Vy')
    await page.locator('#create-line').fill('Thương em')
    const story = page.getByRole('group', { name: texts.storyLegend })
    await story.getByRole('button', { name: texts.storyAdd.letter }).click()
    await story.getByLabel(texts.letterLabel).fill(letter)
    const photo = page.getByRole('group', { name: texts.photoLegend })
    await photo.getByRole('radio', { name: texts.photoFromDevice }).check()
    await photo.getByLabel(texts.photoChoose).setInputFiles(GPS_PHOTO)
    await expect(photo.getByText(texts.photoMade)).toBeVisible()
    const made = await makeLink(page)
    await expect.poll(() => isPhotoKept(page)).toBe(true)

    await page.reload()
    await waitForHydration(page.locator('#create-name'))
    await expect(page.locator('#create-name')).toHaveValue('Thảo Vy')
    await expect(page.locator('#create-line')).toHaveValue('Thương em')
    await expect(story.getByLabel(texts.letterLabel)).toHaveValue(letter)
    await expect(photo.getByRole('img', { name: texts.photoFrameLabel })).toBeVisible()
    await expect(photo.getByText(texts.photoMade)).toBeVisible()
    // The photo's bytes came back as they were: the same link.
    expect(await makeLink(page)).toBe(made)
    const edit = await page.getByRole('link', { name: texts.resultEdit }).getAttribute('href')

    await page.getByRole('navigation', { name: texts.languageNav }).getByRole('link').click()
    await expect(page).toHaveURL(/\/en\/create$/)
    await waitForHydration(page.locator('#create-name'))
    await expect(page.locator('#create-name')).toHaveValue('Thảo Vy')
    const photoEn = page.getByRole('group', { name: en.create.photoLegend })
    await expect(photoEn.getByRole('img', { name: en.create.photoFrameLabel })).toBeVisible()
    await page.getByRole('navigation', { name: en.create.languageNav }).getByRole('link').click()
    await waitForHydration(page.locator('#create-name'))

    await page.getByRole('button', { name: texts.draftRestart }).click()
    await expect(page.locator('#create-name')).toHaveValue('')
    await expect(story.getByLabel(texts.letterLabel)).toHaveCount(0)
    await page.reload()
    await waitForHydration(page.locator('#create-name'))
    await expect(page.locator('#create-name')).toHaveValue('')
    await page.locator('#create-name').fill('Lan')
    await page.getByRole('button', { name: texts.draftRestart }).click()
    await page.getByRole('button', { name: texts.draftUndo }).click()
    await expect(page.locator('#create-name')).toHaveValue('Lan')

    // A second tab is told of this one's newer save, and takes it only when asked.
    const other = await page.context().newPage()
    await openForm(other, '/create')
    await expect(other.locator('#create-name')).toHaveValue('Lan')
    await page.locator('#create-name').fill('Lan Anh')
    await expect(other.getByText(texts.draftOtherTab)).toBeVisible()
    await expect(other.locator('#create-name')).toHaveValue('Lan')
    await other.getByRole('button', { name: texts.draftTakeOther }).click()
    await expect(other.locator('#create-name')).toHaveValue('Lan Anh')
    await other.close()

    // On a phone with no draft, the made link's "Sửa trang này" fills the form, photo and all.
    await openForm(recipient, edit ?? '')
    await expect(recipient.locator('#create-name')).toHaveValue('Thảo Vy')
    const theirStory = recipient.getByRole('group', { name: texts.storyLegend })
    await expect(theirStory.getByLabel(texts.letterLabel)).toHaveValue(letter)
    const theirPhoto = recipient.getByRole('group', { name: texts.photoLegend })
    await expect(theirPhoto.getByRole('img', { name: texts.photoFrameLabel })).toBeVisible()
    await expect(recipient).toHaveURL(/\/create$/)
    expect(await makeLink(recipient)).toBe(made)
    // A link opened over a draft wins, the draft one press away.
    await recipient.locator('#create-name').fill('Vy')
    await recipient.evaluate((fragment) => (location.hash = fragment), made.split('#')[1])
    await expect(recipient.locator('#create-name')).toHaveValue('Thảo Vy')
    await recipient.getByRole('button', { name: texts.draftBackToSaved }).click()
    await expect(recipient.locator('#create-name')).toHaveValue('Vy')
    expect(consoleErrors).toEqual([])
  })
})
