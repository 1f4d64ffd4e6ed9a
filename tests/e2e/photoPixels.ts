// Whether a picture on screen is the fixture photo (tests/fixtures/photo-112.jpg): the colours
// at five spots of it, against the fixture as the same browser decodes it. The spots are the
// centres of its four coloured quadrants and its white disc, where a wrong picture, a heart or
// a blank differs, far enough inside each that a print's 3° tilt keeps them there.
import { expect, type Locator, type Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { FIXTURE_PHOTO } from './fixtures.mjs'

type Pixels = { width: number; height: number; data: ArrayLike<number> }
const SPOTS = [
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
  [0.5, 0.5],
]

/** The mean colour of a 7 px square round each spot, as a fraction of the picture's size. */
export function spotColours({ width, height, data }: Pixels): number[][] {
  return SPOTS.map(([fx, fy]) => {
    const sum = [0, 0, 0]
    const [cx, cy] = [Math.round(fx * width), Math.round(fy * height)]
    for (let y = cy - 3; y <= cy + 3; y++) {
      for (let x = cx - 3; x <= cx + 3; x++) {
        for (let c = 0; c < 3; c++) sum[c] += data[(y * width + x) * 4 + c]
      }
    }
    return sum.map((value) => value / 49)
  })
}

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
  const worst = Math.max(
    ...shown.flatMap((colour, spot) =>
      colour.map((value, c) => Math.abs(value - reference[spot][c])),
    ),
  )
  expect(worst, `${what}: the farthest spot's channel from the fixture's`).toBeLessThan(30)
}
