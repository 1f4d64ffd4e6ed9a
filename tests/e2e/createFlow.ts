import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { expect, test as harnessTest } from './testFixtures'

export { expect }

/**
 * The harness's test (offline network, console capture) with `recipient`: a page in a context of
 * its own (no cookies, no storage: a recipient's phone), prepared as `page` is and closed when
 * the test ends.
 */
export const test = harnessTest.extend<{ recipient: Page }>({
  recipient: async ({ newContext }, use) => {
    const context = await newContext()
    await use(await context.newPage())
  },
})

/** Fills the /create form as a person would: typing, and picking a GIF by what it shows. */
export async function fillCreateForm(
  page: Page,
  { name, line, gif }: { name: string; line: string; gif: string },
) {
  await page.getByLabel('Tên người ấy').fill(name)
  await page.getByLabel('Lời yêu thương').fill(line)
  await page.getByRole('radio', { name: gif }).check()
}

/** Presses `Tạo liên kết` and returns the link from the read-only `Liên kết` field. */
export async function createLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Tạo liên kết' }).click()
  const field = page.getByRole('textbox', { name: 'Liên kết', exact: true })
  await expect(field).toHaveValue(/#v[12]\./)
  return field.inputValue()
}

/** The text a QR code in a PNG (bytes) holds, read with jsQR. */
export function readQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png)
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data
}

/** The bytes of a `data:image/png;base64,…` address. */
export function dataUrlBytes(url: string): Buffer {
  expect(url).toMatch(/^data:image\/png;base64,/)
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')
}
