import type { BrowserContext, Page } from '@playwright/test'
import { waitForScene } from './stage'
import { expect, site, test } from './testFixtures'

// The first paint needs the HTML alone (the stylesheet is inline), and what comes after never
// delays it: the app's script is fetched once the page has painted (src/app/boot.ts).

for (const path of ['/', '/love', '/valentine']) {
  // What is fetched when does not depend on the viewport.
  test(`${path}: the app's script and the scene are fetched only after the first paint @once`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForScene(page)
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource')
      const startOf = (pattern: RegExp) =>
        resources.find((entry) => pattern.test(entry.name))?.startTime ?? -1
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        app: startOf(/\/assets\/main-[\w-]+\.js$/),
        scene: startOf(/\/assets\/sceneWorker-[\w-]+\.js$/),
        stylesheets: resources.filter((entry) => entry.name.endsWith('.css')).length,
      }
    })
    expect(timing.paint).toBeGreaterThan(0)
    expect(timing.app).toBeGreaterThanOrEqual(timing.paint)
    expect(timing.scene).toBeGreaterThan(timing.app)
    expect(timing.stylesheets).toBe(0)
  })
}

test.describe('without JavaScript', () => {
  // Until Be Vietnam Pro arrives, the text paints in a fallback sized to its metrics
  // (src/app/fonts.css): the swap must move nothing. Each page is opened twice without
  // JavaScript (the prerendered HTML, nothing else moving): with the webfont, and with its
  // files refused, so the fallback stays. Every box the first screen shows must be where it was.

  /** The first screen's boxes: the love line, the buttons, the GIF frame. */
  async function boxesOf(page: Page) {
    return page.locator('h1, button, figure').evaluateAll((nodes) =>
      nodes.map((node) => {
        const { x, y, width, height } = node.getBoundingClientRect()
        return { name: node.tagName, x, y, width, height }
      }),
    )
  }

  async function open(context: BrowserContext, path: string) {
    const page = await context.newPage()
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    )
    return { boxes: await boxesOf(page), loaded: new Set(loaded) }
  }

  test.use({ javaScriptEnabled: false })

  for (const path of ['/', '/love', '/valentine']) {
    test(`${path}: the fallback font takes Be Vietnam Pro's room, so the swap moves nothing`, async ({
      newContext,
    }) => {
      const webfont = await open(await newContext(), path)
      const refused = await newContext()
      await refused.route('**/*.woff2', (route) => route.abort())
      const fallback = await open(refused, path)

      expect(webfont.loaded).toContain('Be Vietnam Pro')
      expect(fallback.loaded).not.toContain('Be Vietnam Pro')
      expect(fallback.loaded).toContain('Be Vietnam Pro Fallback')
      expect(webfont.boxes.length).toBeGreaterThan(0)
      expect(fallback.boxes).toHaveLength(webfont.boxes.length)
      for (const [index, box] of webfont.boxes.entries()) {
        const other = fallback.boxes[index]
        const label = `${path} ${box.name} (love line: ${site.loveLine})`
        // Heights and tops exactly (a line more or less would move everything below and around
        // it); widths within the 1-3% the glyph shapes differ by.
        expect(Math.abs(other.y - box.y), label).toBeLessThanOrEqual(1)
        expect(Math.abs(other.height - box.height), label).toBeLessThanOrEqual(1)
        expect(Math.abs(other.width - box.width), label).toBeLessThanOrEqual(box.width * 0.04)
      }
    })
  }
})
