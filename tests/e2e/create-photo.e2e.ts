// /create's photo: a phone's photo, GPS position and all, framed in a square and re-drawn small
// for the link, which leaves every byte of its metadata behind and opens as the same picture; a
// memory may carry it too, once; a photo by address is tried before it is offered, and an
// address off the hosts, a photo site's page or a dead one each get their message.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { CURATED_GIFS } from '../../src/share/curated'
import { decodeFragment } from '../../src/share/format'
import { DEFAULT_GIF_HOSTS, DEFAULT_PHOTO_HOSTS } from '../../src/share/hosts'
import { photoOfDataUrl, photoSizeOf } from '../../src/share/photo'
import { vi } from '../../src/texts/vi'
import { curatedAlt } from '../support/curatedAlt'
import { expect, fillCreateForm, test } from './createFlow'
import { waitForHydration } from './pageBoot'
import { expectFixtureShown, referenceColours } from './photoPixels'
import { waitForScene } from './stage'

const GPS_PHOTO = new URL('../fixtures/photo-gps.jpg', import.meta.url).pathname
const texts = vi.create

/** Whether `bytes` hold `text` (an EXIF segment's name, a tag's text). */
const holds = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text, 0, 'latin1')
/** Whether a JPEG has an APP1 segment (EXIF, XMP) among its markers before the scan. */
function hasApp1(bytes: Uint8Array): boolean {
  for (let at = 2; at + 4 <= bytes.length; at += 2 + ((bytes[at + 2] << 8) | bytes[at + 3])) {
    if (bytes[at + 1] === 0xe1) return true
    if (bytes[at + 1] === 0xda) return false
  }
  return false
}

/** The colour at a spot of the square frame, as fractions of its side. */
async function frameSpot(page: Page, x: number, y: number): Promise<number[]> {
  const shot = PNG.sync.read(await page.locator('.photo-crop__frame').screenshot())
  const at = (Math.round(y * shot.height) * shot.width + Math.round(x * shot.width)) * 4
  return [shot.data[at], shot.data[at + 1], shot.data[at + 2]]
}
const isWhite = ([r, g, b]: number[]) => r > 225 && g > 225 && b > 225

test.describe('/create: their photo', () => {
  test('a photo with GPS from the device: framed by mouse, keys and wheel; the link carries it without a byte of metadata, and the page shows it @once', async ({
    page,
    recipient,
    consoleErrors,
  }) => {
    const fixture = new Uint8Array(readFileSync(GPS_PHOTO))
    // The fixture is what a phone gives: EXIF with a GPS position, a camera and a date.
    expect(hasApp1(fixture) && holds(fixture, 'Exif') && holds(fixture, 'HB-1 GPS')).toBe(true)
    expect(holds(fixture, '2025:02:14')).toBe(true)

    await page.goto('/create')
    const field = page.getByRole('group', { name: texts.photoLegend })
    await waitForHydration(field.getByRole('radio', { name: texts.photoFromDevice }))
    await fillCreateForm(page, {
      name: 'Thảo Vy',
      line: 'Thương em',
      gif: curatedAlt(CURATED_GIFS[1]),
    })
    await field.getByRole('radio', { name: texts.photoFromDevice }).check()
    await field.getByLabel(texts.photoChoose).setInputFiles(GPS_PHOTO)
    const frame = field.getByRole('img', { name: texts.photoFrameLabel })
    await expect(frame).toBeVisible()
    await expect(field.getByText(texts.photoMade)).toBeVisible()

    // The frame shows the photo's middle square, its white disc a third of it across: the spot
    // a third down the middle is above the disc's edge.
    expect(isWhite(await frameSpot(page, 0.5, 0.3)), 'the disc at zoom 1').toBe(false)
    // `+` four times zooms in (×1.46): the disc now covers that spot; the wheel zooms back out.
    await frame.focus()
    for (let i = 0; i < 4; i++) await page.keyboard.press('+')
    await expect.poll(async () => isWhite(await frameSpot(page, 0.5, 0.3))).toBe(true)
    await frame.hover()
    await page.mouse.wheel(0, 800)
    await expect.poll(async () => isWhite(await frameSpot(page, 0.5, 0.3))).toBe(false)
    // At zoom 1.5 (the slider, by its keys), a drag to the right carries the disc under the
    // frame's right edge; → twice brings it back a little.
    const slider = field.getByRole('slider', { name: texts.photoZoom })
    await slider.focus()
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveValue('1.5')
    expect(isWhite(await frameSpot(page, 0.85, 0.5)), 'right of the disc').toBe(false)
    const box = (await frame.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 6 })
    await page.mouse.up()
    await expect.poll(async () => isWhite(await frameSpot(page, 0.85, 0.5))).toBe(true)
    await frame.focus()
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
    await expect.poll(async () => isWhite(await frameSpot(page, 0.85, 0.5))).toBe(false)
    // Chosen again, the photo starts over from its middle: what the link carries below.
    await field.getByLabel(texts.photoChooseAnother).setInputFiles(GPS_PHOTO)
    await expect.poll(async () => isWhite(await frameSpot(page, 0.5, 0.5))).toBe(true)

    // Beside the GIF, and a memory that carries the same photo.
    await field.getByRole('radio', { name: texts.photoPlaces.beside }).check()
    const story = page.getByRole('group', { name: texts.storyLegend })
    await story.getByRole('button', { name: `+ ${texts.storyAdd.memories}` }).click()
    await story.getByLabel(texts.memoryUseLinkPhoto).check()
    await story.getByLabel(texts.memoryCaptionLabel).fill('Đà Lạt, lần đầu')
    await expect(field.getByText(texts.photoMade)).toBeVisible()

    await page.getByRole('button', { name: 'Tạo liên kết' }).click()
    const linkField = page.getByRole('textbox', { name: 'Liên kết', exact: true })
    await expect(linkField).toHaveValue(/#v4\./)
    const link = await linkField.inputValue()
    expect(link.length, 'the whole link, under what messengers keep').toBeLessThan(4000)
    const fragment = link.slice(link.indexOf('#'))
    // One photo after the second dot, used by the page and by its memory.
    expect(fragment.split('.')).toHaveLength(3)
    const decoded = decodeFragment(fragment, DEFAULT_GIF_HOSTS, [], DEFAULT_PHOTO_HOSTS)
    if (decoded.kind !== 'valid') throw new Error(`the made link is ${JSON.stringify(decoded)}`)
    const { photo, steps } = decoded.page
    expect(photo?.place).toBe('beside')
    expect(steps).toEqual([
      { kind: 'memories', memories: [{ photo: photo?.src, caption: 'Đà Lạt, lần đầu' }] },
    ])
    const bytes = photoOfDataUrl(photo!.src)!.bytes
    // A JPEG the canvas wrote: no APP1 (EXIF, XMP), no GPS, camera or date from the phone's file.
    expect(hasApp1(bytes), 'an APP1 segment').toBe(false)
    for (const trace of ['Exif', 'GPS', 'HB-1', 'Heartburst Phone', '2025:02:14']) {
      expect(holds(bytes, trace), trace).toBe(false)
    }
    expect(photoSizeOf(bytes)).toEqual({ width: 128, height: 128 })

    // The recipient's phone: a story, whose memory's print shows the photo's middle, as framed.
    await recipient.goto(link)
    await waitForScene(recipient)
    await expect(recipient.locator('.photo-print__caption')).toHaveText('Đà Lạt, lần đầu')
    const reference = await referenceColours(recipient)
    await expectFixtureShown(
      recipient.getByRole('img', { name: vi.site.photoAlt }),
      reference,
      'the made page',
    )
    expect(consoleErrors).toEqual([])
  })

  test('a photo by address is tried before it is offered; off the hosts, a site’s page or a dead address each say so @once', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      // The browser's own line for the dead address's request is the network's, not the page's.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text())
      }
    })
    await page.route('https://i.imgur.com/gone.jpg', (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    )
    await page.goto('/create')
    const field = page.getByRole('group', { name: texts.photoLegend })
    await waitForHydration(field.getByRole('radio', { name: texts.photoByAddress }))
    await field.getByRole('radio', { name: texts.photoByAddress }).check()
    const address = field.getByLabel(texts.photoUrlLabel)
    const error = page.locator('#create-photo-url-error')
    const thumb = field.getByRole('img', { name: vi.site.photoAlt })
    await expect(field.getByText(texts.photoPrivacy)).toBeVisible()

    await address.fill('https://i.imgur.com/Ab12Cd3.jpg')
    await expect(thumb).toBeVisible()
    await expect(error).toHaveText('')

    await address.fill('https://example.com/us.jpg')
    await expect(error).toHaveText(vi.rules.photoOffList(['imgur.com', 'ibb.co', 'postimg.cc']))
    await expect(thumb).toHaveCount(0)
    await address.fill('https://imgur.com/Ab12Cd3')
    await expect(error).toHaveText(vi.rules.photoSitePage)

    await address.fill('https://i.imgur.com/gone.jpg')
    await expect(error).toHaveText(texts.photoLoadError)
    await expect(field.locator('img')).toHaveCount(0)
    // The form holds no link while the photo's address is dead.
    await expect(page.getByRole('button', { name: 'Tạo liên kết' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(errors).toEqual([])
  })
})
