import type { Locator, Page } from '@playwright/test'
import type { Contact } from '../../src/share/contact'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'

export const QUESTION = 'Làm người yêu anh nhé?'
export const LOVE_LINE = 'Mỗi ngày bên em đều là ngày đẹp nhất'

/** A question page's address for a page that asks QUESTION, with `contact` when given. */
export function questionPath(contact?: Contact): string {
  const page = { recipientName: 'Thảo Vy', loveLine: LOVE_LINE, gifUrl: CURATED_GIFS[1].url }
  return `/share/question/#${encodePage({ ...page, question: QUESTION, contact })}`
}

/** The page's two answers: `Không` by its role, whatever it says by now. */
export function answers(page: Page) {
  return {
    yes: page.getByRole('button', { name: 'Đồng ý' }),
    no: page.locator('button.answer-no'),
  }
}

/** The centre of `target`, CSS px. */
export async function centreOf(target: Locator) {
  const box = (await target.boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A finger's tap on a touch screen, a mouse click elsewhere, at the centre of `target`. */
export async function press(page: Page, target: Locator, hasTouch: boolean) {
  const { x, y } = await centreOf(target)
  if (hasTouch) await page.touchscreen.tap(x, y)
  else await page.mouse.click(x, y)
}

/** Presses Tab until `target` has the focus (at most 10 times). */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('Tab never reached the element')
}

type Box = { x: number; y: number; width: number; height: number }

/** Whether two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}
