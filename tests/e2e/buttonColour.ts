/**
 * What a waiting button looks like on screen, for the early-press tests (question-early.e2e.ts,
 * create-preview.e2e.ts): the mean colour of its middle, or of the band where a kept press draws
 * its outline, read from a screenshot.
 */
import type { Locator, Page } from '@playwright/test'

/**
 * The mean colour on screen (RGB, 0-255) of the middle of `target`'s box, or of the band left of
 * it where a kept press draws its outline (3 px, 4 px out: styles.css).
 */
export async function meanColourOf(
  page: Page,
  target: Locator,
  area: 'inside' | 'outline' = 'inside',
) {
  const box = (await target.boundingBox())!
  // The inner half of the button: its fill and label, away from the outline and the shadow.
  const clip =
    area === 'inside'
      ? {
          x: box.x + box.width / 4,
          y: box.y + box.height / 4,
          width: box.width / 2,
          height: box.height / 2,
        }
      : { x: box.x - 7, y: box.y + box.height / 4, width: 3, height: box.height / 2 }
  const png = await page.screenshot({ clip, animations: 'disabled' })
  return page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = new OffscreenCanvas(image.width, image.height)
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const { data } = context.getImageData(0, 0, image.width, image.height)
    const sum = [0, 0, 0]
    for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += data[i + c]
    return sum.map((total) => total / (data.length / 4))
  }, png.toString('base64'))
}

/** How far apart two colours are (Euclidean, RGB 0-255). */
export const colourDistance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]))
