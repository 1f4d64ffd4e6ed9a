import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment } from '../../src/share/format'
import { LETTER_MAX_CHARS } from '../../src/share/steps/letter'
import { curatedAlt } from '../support/curatedAlt'
import { expect, fillCreateForm, test } from './createFlow'
import { ENTRY_SCRIPT, holdResponses, waitForHydration } from './pageBoot'

const bears = CURATED_GIFS[1]
const letter = 'Gửi em,\nanh nhớ em nhiều lắm.\n\nThương em.'

// Phone only: the editor's buttons and fields are the same at any size (the screenshots were
// looked at on both).
test.describe('/create: a story told in steps', () => {
  test('add four steps, reorder them by keyboard, remove one: the link carries the rest in order @once', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/create')
    const story = page.getByRole('group', { name: 'Kể một câu chuyện (không bắt buộc)' })
    await waitForHydration(story.getByRole('button', { name: '+ Thêm lá thư' }))
    await fillCreateForm(page, { name: 'Thảo Vy', line: 'Thương em', gif: curatedAlt(bears) })

    await story.getByRole('button', { name: '+ Thêm lá thư' }).click()
    // A new step's first field takes the focus; Enter starts a line in a letter.
    await expect(story.getByLabel('Lá thư của bạn')).toBeFocused()
    await page.keyboard.type(letter)
    await story.getByRole('button', { name: '+ Thêm những lý do' }).click()
    await story.getByRole('textbox', { name: 'Lý do 1' }).fill('Vì nụ cười của em')
    await story.getByRole('button', { name: '+ Thêm lý do' }).click()
    await story.getByRole('textbox', { name: 'Lý do 2' }).fill('Vì em là em')
    await story.getByRole('button', { name: '+ Thêm ngày của hai bạn' }).click()
    await story.getByLabel('Ngày đáng nhớ').fill('2021-02-14')
    await story.getByRole('radio', { name: 'Cưới nhau từ ngày ấy' }).check()
    await story.getByRole('button', { name: '+ Thêm câu hỏi' }).click()
    await story.getByRole('textbox', { name: 'Câu hỏi' }).fill('Cuối tuần đi chơi nhé?')
    await expect(story.getByText(/^Liên kết đã đầy \d+%$/)).toBeVisible()

    // The question up three places, by keyboard: the focus stays on its button as it moves, and
    // goes to `Xuống` once it is first and `Lên` has nothing left to do.
    await story.getByRole('button', { name: 'Đưa bước 4 (Câu hỏi) lên' }).focus()
    await page.keyboard.press('Enter')
    await expect(story.getByRole('button', { name: 'Đưa bước 3 (Câu hỏi) lên' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(story.getByRole('button', { name: 'Đưa bước 2 (Câu hỏi) lên' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(story.getByRole('button', { name: 'Đưa bước 1 (Câu hỏi) xuống' })).toBeFocused()
    await expect(story.getByRole('button', { name: 'Đưa bước 1 (Câu hỏi) lên' })).toBeDisabled()
    await expect(
      page.getByRole('status').filter({ hasText: 'Câu hỏi giờ là bước 1.' }),
    ).toHaveCount(1)
    // The reasons go; the focus goes to the next step's own `Xoá`.
    await story.getByRole('button', { name: 'Xoá bước 3 (Những lý do)' }).focus()
    await page.keyboard.press('Enter')
    await expect(story.getByRole('button', { name: 'Xoá bước 3 (Ngày của hai bạn)' })).toBeFocused()
    await expect(story.getByRole('listitem')).toHaveCount(3)

    await page.getByRole('button', { name: 'Tạo liên kết' }).click()
    const link = await page.getByRole('textbox', { name: 'Liên kết', exact: true }).inputValue()
    expect(new URL(link).pathname).toBe('/share/story/')
    expect(decodeFragment(new URL(link).hash, [new URL(bears.url).host], [])).toEqual({
      kind: 'valid',
      page: {
        recipientName: 'Thảo Vy',
        loveLine: 'Thương em',
        gifUrl: bears.url,
        steps: [
          { kind: 'question', question: 'Cuối tuần đi chơi nhé?' },
          { kind: 'letter', text: letter },
          { kind: 'days', date: '2021-02-14', what: 'married' },
        ],
      },
    })
    expect(consoleErrors).toEqual([])
  })

  // Issue 54: a maker who is em, writing to anh, with their own name. Before the app (its entry
  // held) and live, the page speaks as em; the envelope and the last screen say who it is from.
  test('a story made as Em → Anh by Minh speaks as em, in the first paint and live, and says who it is from @once', async ({
    page,
    recipient,
    consoleErrors,
  }) => {
    await page.goto('/create')
    const story = page.getByRole('group', { name: 'Kể một câu chuyện (không bắt buộc)' })
    await waitForHydration(story.getByRole('button', { name: '+ Thêm lá thư' }))
    await fillCreateForm(page, { name: 'Lan', line: 'Thương anh', gif: curatedAlt(bears) })
    await page.getByLabel('Tên của bạn (không bắt buộc)').fill('Minh')
    await page.getByRole('radio', { name: 'Em → Anh' }).check()
    await story.getByRole('button', { name: '+ Thêm những lý do' }).click()
    await story.getByRole('textbox', { name: 'Lý do 1' }).fill('Vì anh hiền')
    await story.getByRole('button', { name: '+ Thêm lá thư' }).click()
    await story.getByLabel('Lá thư của bạn').fill('Gửi anh,\nem nhớ anh.')
    await page.getByRole('button', { name: 'Tạo liên kết' }).click()
    const link = await page.getByRole('textbox', { name: 'Liên kết', exact: true }).inputValue()
    expect(new URL(link).hash).toMatch(/^#v5\./)

    const heading = 'Những lý do em thương Lan'
    const release = await holdResponses(recipient, ENTRY_SCRIPT)
    await recipient.goto(link, { waitUntil: 'commit' })
    await expect(recipient.locator('.story-early')).toHaveText(`${heading}Vì anh hiềnTừ Minh`)
    release()
    const h1 = recipient.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText(heading)
    await expect(recipient.getByText('Từ Minh')).toBeVisible()
    await expect(recipient).toHaveTitle('Gửi Lan 💗')
    await recipient.getByRole('button', { name: 'Tiếp' }).click()
    await expect(recipient.locator('.envelope')).toContainText('Gửi LanTừ Minh')
    // Open the letter, show it whole, then on to the last screen.
    // One press a try, each bounded: the last screen has no next button to wait for.
    const next = recipient.locator('.story-next')
    await expect(async () => {
      if ((await h1.textContent()) !== 'Thương anh') await next.click({ timeout: 2000 })
      await expect(h1).toHaveText('Thương anh', { timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    await expect(recipient.getByText('Gửi Lan', { exact: true })).toBeVisible()
    await expect(recipient.getByText('Từ Minh')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  // What the issue saw: six letters of 600 family emoji made a 1,714-character link that the page
  // could not read. Each emoji is one letter to the rules and 11 UTF-16 units to the decoder's
  // JSON, which compresses them to almost nothing.
  test('six letters of 600 family emoji are refused, naming the step to shorten, until they fit @once', async ({
    page,
    consoleErrors,
  }) => {
    const family = '👨‍👩‍👧‍👦'.repeat(LETTER_MAX_CHARS)
    await page.goto('/create')
    const story = page.getByRole('group', { name: 'Kể một câu chuyện (không bắt buộc)' })
    await waitForHydration(story.getByRole('button', { name: '+ Thêm lá thư' }))
    await fillCreateForm(page, { name: 'Thảo Vy', line: 'Thương em', gif: curatedAlt(bears) })
    const letters = story.getByLabel('Lá thư của bạn')
    for (let step = 0; step < 6; step++) {
      await story.getByRole('button', { name: '+ Thêm lá thư' }).click()
      await letters.nth(step).fill(family)
    }
    const heavy = 'Liên kết sẽ chở nhiều chữ hơn mức trang đọc được'
    const refusal = (step: number) => `Bước ${step} (Lá thư) chiếm nhiều chỗ nhất.`
    const meter = page.locator('#story-length')
    await expect(meter.getByText(heavy)).toContainText(refusal(1))
    // Far within its characters: the words are what the page would refuse.
    const count = await meter.getByText(/^Liên kết đã đầy \d+%$/).textContent()
    // A quarter of the 8,000 characters: about 2,000.
    expect(Number(count?.match(/(\d+)%/)?.[1])).toBeLessThan(25)
    // Forced: the refused form's button is aria-disabled, which Playwright waits out.
    await page.getByRole('button', { name: 'Tạo liên kết' }).click({ force: true })
    await expect(meter).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Liên kết', exact: true })).toHaveCount(0)

    // The first letter shortened, the second takes the most; shortened too, the story fits.
    await letters.nth(0).fill('Gửi em')
    await expect(meter.getByText(heavy)).toContainText(refusal(2))
    await letters.nth(1).fill('Thương em')
    await expect(meter.getByText(heavy)).toHaveCount(0)
    await page.getByRole('button', { name: 'Tạo liên kết' }).click()
    const link = await page.getByRole('textbox', { name: 'Liên kết', exact: true }).inputValue()
    const opened = decodeFragment(new URL(link).hash, [new URL(bears.url).host], [])
    expect(opened.kind === 'valid' && opened.page.steps).toEqual([
      { kind: 'letter', text: 'Gửi em' },
      { kind: 'letter', text: 'Thương em' },
      ...Array.from({ length: 4 }, () => ({ kind: 'letter', text: family })),
    ])
    expect(consoleErrors).toEqual([])
  })
})
