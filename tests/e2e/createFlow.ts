import type { Browser, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { routeFixtures } from './fixtures.mjs'
import { expect } from './harness'

// The offline network and console capture every browser test uses.
export { expect, test } from './harness'

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
  await expect(field).toHaveValue(/#v1\./)
  return field.inputValue()
}

/** A new browser context (no cookies, no storage: a recipient's phone) with the fixture GIF. */
export async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  await routeFixtures(context)
  return { context, page: await context.newPage() }
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
