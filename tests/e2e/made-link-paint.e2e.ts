import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { OCCASION_PALETTES } from '../../src/occasions/palettes'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import type { Language } from '../../src/texts/languages'
import type { Occasion } from '../../src/occasions/occasions'
import { sharePath, type ShareKind } from '../../src/share/paths'
import { textsFor } from '../../src/texts/catalogues'
import { ENTRY_SCRIPT, holdResponses, stripEarlyScript } from './pageBoot'
import { waitForScene } from './stage'
import { expect, test } from './testFixtures'

// A made link's words are in its first paint (issue 34): the share page's early script reads the
// fragment while the HTML is parsed (src/early/earlyLink.ts). Each check holds the app's entry
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

/**
 * How many pixels in `box` are the love line's ink (the palette's `line` colour, within the
 * anti-aliasing of its glyphs' cores), and how many there are.
 */
async function inkIn(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  ink: string,
) {
  const shot = PNG.sync.read(await page.screenshot({ clip: box, animations: 'disabled' }))
  const target = [1, 3, 5].map((at) => parseInt(ink.slice(at, at + 2), 16))
  let count = 0
  for (let i = 0; i < shot.data.length; i += 4) {
    const [r, g, b] = [shot.data[i], shot.data[i + 1], shot.data[i + 2]]
    if (Math.hypot(r - target[0], g - target[1], b - target[2]) < 40) count++
  }
  return { ink: count, all: shot.data.length / 4 }
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
  // One made link's first paint is in the smoke set.
  const smoke = link === LINKS[0] ? ' @smoke' : ''
  test(`${link.name}: its words are painted from the HTML, before the app, and the app keeps them${smoke}`, async ({
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
    // Live too: the build's words were meant for someone else; the frame keeps its heart.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('')
    await expect(page.locator('.gif-frame svg')).toBeVisible()
    await expect(page.locator('.gif-frame img')).toHaveCount(0)
    await expect(page).toHaveTitle(texts.shareCard.title)
    expect(consoleErrors).toEqual([])
  })
}

test('a question page whose fragment was cut off says so, and asks nothing of anyone', async ({
  page,
  consoleErrors,
}) => {
  const texts = textsFor('vi')
  await page.goto(sharePath('question', 'vi', 'none'))
  await waitForScene(page)
  await expect(page.getByRole('status')).toHaveText(texts.site.invalidLink)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('')
  await expect(page.getByRole('button', { name: texts.question.yes, exact: true })).toBeHidden()
  await expect(page).toHaveTitle(texts.site.shareCard.title)
  expect(consoleErrors).toEqual([])
})

test("a story link's first step is painted from the HTML, before the app, which then takes its place", async ({
  page,
  consoleErrors,
}) => {
  const story = {
    ...ENGLISH,
    steps: [{ kind: 'reasons', reasons: ['Your laugh', 'Your patience'] }] as const,
  }
  const place = { kind: 'story', language: 'en', occasion: 'anniversary' } as const
  const heading = textsFor('en').story.reasonsHeading(ENGLISH.recipientName)
  const release = await holdResponses(page, ENTRY_SCRIPT)
  await page.goto(addressOf(place, encodePage(story)), { waitUntil: 'commit' })
  const early = page.locator('.story-early')
  await expect(early).toHaveText(`${heading}Your laugh`)
  await expect(page.getByTestId('heart-stage')).toHaveCount(0)
  const box = (await early.locator('p').first().boundingBox())!
  const painted = await inkIn(page, box, OCCASION_PALETTES.anniversary.page.line)
  expect(painted.ink, 'the first words in ink').toBeGreaterThan(painted.all * 0.04)

  release()
  await waitForScene(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(page.locator('.reasons-list li')).toHaveText(['Your laugh'])
  await expect(early).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})
