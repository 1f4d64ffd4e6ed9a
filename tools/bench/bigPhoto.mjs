// A phone's photo for the benches: 12 MP, made in the browser's canvas, so no fixture of
// megabytes lives in the repository.

/** Its size: a phone camera's 4:3, 12 MP. */
export const PHOTO_SIZE = { width: 4000, height: 3000 }

/** A 4000 × 3000 JPEG made in the page's canvas: gradients under per-pixel noise, as a photo. */
export async function makePhoto(browser) {
  const page = await browser.newPage()
  try {
    const base64 = await page.evaluate(async ({ width, height }) => {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')
      const gradient = context.createLinearGradient(0, 0, width, height)
      gradient.addColorStop(0, '#d2557a')
      gradient.addColorStop(0.5, '#f4c27a')
      gradient.addColorStop(1, '#3a6ea5')
      context.fillStyle = gradient
      context.fillRect(0, 0, width, height)
      context.fillStyle = '#fff'
      context.beginPath()
      context.arc(width / 2, height / 2, height / 6, 0, Math.PI * 2)
      context.fill()
      const image = context.getImageData(0, 0, width, height)
      let seed = 53
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) >>> 0
        const noise = (seed >>> 24) / 8 - 16
        image.data[i] += noise
        image.data[i + 1] += noise
        image.data[i + 2] += noise
      }
      context.putImageData(image, 0, 0)
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92))
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      }
      return btoa(binary)
    }, PHOTO_SIZE)
    return Buffer.from(base64, 'base64')
  } finally {
    await page.close()
  }
}

