import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment } from '../../src/share/format'
import { curatedAlt } from '../support/curatedAlt'
import { expect, fillCreateForm, test } from './createFlow'
import { waitForHydration } from './pageBoot'

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
    await expect(story.getByText(/^Liên kết dài \d+\/8\.000 ký tự$/)).toBeVisible()

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
})
