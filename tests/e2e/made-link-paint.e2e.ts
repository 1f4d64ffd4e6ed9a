import type { Page } from '@playwright/test'
import { OCCASION_PALETTES } from '../../src/occasions/palettes'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/format'
import { sharePath, type Language, type Occasion, type ShareKind } from '../../src/share/paths'
import { textsFor } from '../../src/texts/catalogues'
import { ENTRY_SCRIPT, expect, holdResponses, test, waitForScene } from './harness'

// A made link's words are in its first paint (issue 34): the share page's early script reads the
// fragment while the HTML is parsed (src/pages/earlyLink.ts). Each check holds the app's entry
// script back, so nothing but the HTML and that script can have painted what is seen.

const PAGE = {
  recipientName: 'Thảo Vy',
  loveLine: 'Mỗi ngày bên em là một ngày đẹp',
  gifUrl: CURATED_GIFS[1].url,
}
const ENGLISH = {
  recipientName: 'Emma',
  loveLine: 'You make every day brighter',
  gifUrl: CURATED_GIFS[0].url,
}
const QUESTION = { ...PAGE, question: 'Làm người yêu anh nhé?' }

type MadeLink = {
  name: string
  kind: ShareKind
  language: Language
  occasion: Occasion
  fragment: string
  words: string
}

const LINKS: MadeLink[] = [
  {
    name: 'a love link for a birthday',
    kind: 'love',
    language: 'vi',
    occasion: 'birthday',
    fragment: encodePage(PAGE),
    words: PAGE.loveLine,
  },
  {
    name: 'an English love link',
    kind: 'love',
    language: 'en',
    occasion: 'none',
    fragment: encodePage(ENGLISH),
    words: ENGLISH.loveLine,
  },
  {
    name: 'a question link for Trung Thu',
    kind: 'question',
    language: 'vi',
    occasion: 'mid-autumn',
    fragment: encodePage(QUESTION),
    words: QUESTION.question,
  },
]

const addressOf = (link: Pick<MadeLink, 'kind' | 'language' | 'occasion'>, fragment: string) =>
  `${sharePath(link.kind, link.language, link.occasion)}#${fragment}`

/** The page's HTML as served, without its early script: what it painted before issue 34. */
async function stripEarlyScript(page: Page) {
  await page.route(
    (url) => url.pathname.includes('/share/'),
    async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(/<script data-link-page[\s\S]*?<\/script>/, '')
      await route.fulfill({ response, body: html })
    },
  )
}

/**
 * How many pixels in `box` are the love line's ink (the palette's `line` colour, within the
 * anti-aliasing of its glyphs' cores), and how many there are.
 */
async function inkIn(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  ink: string,
) {
  const png = await page.screenshot({ clip: box, animations: 'disabled' })
  return page.evaluate(
    async ({ base64, hex }) => {
      const target = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
      const image = new Image()
      image.src = `data:image/png;base64,${base64}`
      await image.decode()
      const canvas = new OffscreenCanvas(image.width, image.height)
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0)
      const { data } = context.getImageData(0, 0, image.width, image.height)
      let count = 0
      for (let i = 0; i < data.length; i += 4) {
        const distance = Math.hypot(
          data[i] - target[0],
          data[i + 1] - target[1],
          data[i + 2] - target[2],
        )
        if (distance < 40) count++
      }
      return { ink: count, all: data.length / 4 }
    },
    { base64: png.toString('base64'), hex: ink },
  )
}

/** The largest contentful paint so far, by the element's tag and text. */
async function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; text: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element }
          resolve({ tag: last.element?.tagName ?? '', text: last.element?.textContent ?? '' })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}

for (const link of LINKS) {
  test(`${link.name}: its words are painted from the HTML, before the app, and the app keeps them`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    const ink = OCCASION_PALETTES[link.occasion].page.line
    let gifRequests = 0
    context.on('request', (request) => {
      if (request.url() === (link.language === 'en' ? ENGLISH : PAGE).gifUrl) gifRequests++
    })
    const release = await holdResponses(page, ENTRY_SCRIPT)
    await page.goto(addressOf(link, link.fragment), { waitUntil: 'commit' })
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(link.words)
    await expect(page.getByTestId('heart-stage')).toHaveCount(0)
    await expect(page.locator('html')).toHaveAttribute('lang', link.language)
    // The largest paint is the words, as on /love: what Lighthouse times.
    expect(await largestPaint(page)).toEqual({ tag: 'H1', text: link.words })
    const box = (await heading.boundingBox())!
    const early = await inkIn(page, box, ink)
    expect(early.ink, 'the words in ink').toBeGreaterThan(early.all * 0.04)

    // The same place on the same page without its early script: no words there.
    const bare = await context.newPage()
    await stripEarlyScript(bare)
    await holdResponses(bare, ENTRY_SCRIPT)
    await bare.goto(addressOf(link, link.fragment), { waitUntil: 'commit' })
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('')
    const without = await inkIn(bare, box, ink)
    expect(without.ink, 'no words without the early script').toBeLessThan(without.all * 0.005)
    await bare.close()

    // Live: the same words, hydrated in place (no mismatch), and the GIF was fetched once.
    release()
    await waitForScene(page)
    await expect(heading).toHaveText(link.words)
    expect(gifRequests).toBe(1)
    expect(consoleErrors).toEqual([])
  })
}

for (const language of ['vi', 'en'] as const) {
  test(`a bad ${language} link shows its notice in the first paint, in its language, and no words of the build`, async ({
    page,
    consoleErrors,
  }) => {
    const texts = textsFor(language).site
    const release = await holdResponses(page, ENTRY_SCRIPT)
    await page.goto(addressOf({ kind: 'love', language, occasion: 'none' }, 'v1.@@not*lz@@'), {
      waitUntil: 'commit',
    })
    await expect(page.getByRole('status')).toHaveText(texts.invalidLink)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('')
    release()
    await waitForScene(page)
    await expect(page.getByRole('status')).toHaveText(texts.invalidLink)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('')
    expect(consoleErrors).toEqual([])
  })
}
