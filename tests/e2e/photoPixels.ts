// Whether a picture on screen is the fixture photo (tests/fixtures/photo-112.jpg): the colours
// at five spots of it (tests/support/photoSpots.ts), against the fixture as the same browser
// decodes it.
import { expect, type Locator, type Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { farthestSpot, SPOT_TOLERANCE, spotColours } from '../support/photoSpots'
import { FIXTURE_PHOTO } from './fixtures.mjs'

export { spotColours }

/** The fixture as this browser decodes it, at its own 112 px. */
export async function referenceColours(page: Page): Promise<number[][]> {
  const src = `data:image/jpeg;base64,${FIXTURE_PHOTO.toString('base64')}`
  const pixels = await page.evaluate(async (url) => {
    const image = new Image()
    image.src = url
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const { width, height, data } = context.getImageData(0, 0, canvas.width, canvas.height)
    return { width, height, data: Array.from(data) }
  }, src)
  return spotColours(pixels)
}

/** Expects the picture `image` shows on screen to be the fixture: each spot within 30 of it. */
export async function expectFixtureShown(image: Locator, reference: number[][], what: string) {
  const shown = spotColours(PNG.sync.read(await image.screenshot({ animations: 'disabled' })))
  const worst = farthestSpot(shown, reference)
  expect(worst, `${what}: the farthest spot's channel from the fixture's`).toBeLessThan(
    SPOT_TOLERANCE,
  )
}
