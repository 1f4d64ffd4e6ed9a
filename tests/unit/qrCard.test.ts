import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { describe, expect, test } from 'vitest'
import { QR_MODULE_CSS_PX, makeQrImage } from '../../src/pages/create/result/QrCard'

/** A share link of `length` characters, as long as /create's links may get. */
function linkOf(length: number): string {
  const start = 'https://heartburst.example/share/love/#v1.'
  return start + 'Nq0gZAsBmQ-'.repeat(Math.ceil(length / 11)).slice(0, length - start.length)
}

/**
 * The PNG, and the text a reader finds in it. The reader sees every `step`-th pixel (nearest
 * neighbour): a print-sized PNG decodes as well at 2 px a module, and far faster.
 */
function decode(url: string, step = 1) {
  const image = PNG.sync.read(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'))
  const width = Math.floor(image.width / step)
  const height = Math.floor(image.height / step)
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * step * image.width + x * step) * 4
      data.set(image.data.subarray(from, from + 4), (y * width + x) * 4)
    }
  }
  return { image, text: jsQR(data, width, height)?.data }
}

describe('the QR code of a made link', () => {
  test('a ~2,000-character link is shown at 3 CSS px a module or more, and decodes', async () => {
    const link = linkOf(2000)
    const qr = await makeQrImage(link)
    const withQuietZone = qr.modules + 8
    expect(qr.sizePx / withQuietZone).toBeGreaterThanOrEqual(QR_MODULE_CSS_PX)
    const { image, text } = decode(qr.url, 2)
    expect(text).toBe(link)
    // Whole device px per module, the same for every module: crisp when printed.
    expect(image.width % withQuietZone).toBe(0)
    expect(image.width / withQuietZone).toBeGreaterThanOrEqual(4)
  })

  test('a short link keeps the 240 px card size', async () => {
    const qr = await makeQrImage(linkOf(120))
    expect(qr.sizePx).toBe(240)
    expect(decode(qr.url).text).toBe(linkOf(120))
  })
})
