// The letter's handwriting face (src/pages/story/letterFace.ts): it draws every Vietnamese letter
// itself, as a canvas sees it, and only a story with a letter fetches its files.
import type { Page } from '@playwright/test'
import { encodePage } from '../../src/share/encodeLink'
import type { StoryStep } from '../../src/share/story'
import { DEFAULT_SETTINGS } from '../../src/settings/env'
import { expect, test } from './testFixtures'

/** The face's family, as letterFace.css names it (the test cannot import that module's CSS). */
const FACE = 'Dancing Script'
/** One of the face's files, and the subset it holds: `dancing-script-vietnamese-400-normal-…`. */
const FACE_FILE = /\/dancing-script-(latin|latin-ext|vietnamese)-400-normal-[\w-]+\.woff2$/

const LETTER = 'Gửi em,\nĐêm nay trời mưa, anh nhớ em nhiều lắm.\nYêu em, mãi mãi.'

/** Vietnamese's 12 vowels, a ă â e ê i o ô ơ u ư y: breve, circumflex, horn as combining marks. */
const VOWELS = [
  'a',
  'a\u0306',
  'a\u0302',
  'e',
  'e\u0302',
  'i',
  'o',
  'o\u0302',
  'o\u031b',
  'u',
  'u\u031b',
  'y',
]
/** No mark, then grave, hook, tilde, acute and dot below. */
const TONES = ['', '\u0300', '\u0309', '\u0303', '\u0301', '\u0323']

/** Every precomposed Vietnamese letter, lower and upper case: 12 vowels × 6 tones, and đ. */
function vietnameseLetters(): string[] {
  const lower = VOWELS.flatMap((base) => TONES.map((tone) => (base + tone).normalize('NFC')))
  lower.push('đ')
  return [...lower, ...lower.map((letter) => letter.toUpperCase())]
}

/** A story link: the default page with `steps` before it. */
function storyPath(steps: readonly StoryStep[]): string {
  const page = { recipientName: 'Lan', loveLine: 'Anh yêu em', gifUrl: DEFAULT_SETTINGS.gifUrl }
  return `/share/story/#${encodePage({ ...page, steps })}`
}

/** The face's subsets `page` fetched while `visit` ran, once every font load it started ended. */
async function subsetsFetched(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const subsets = new Set<string>()
  const onRequest = (request: { url: () => string }) => {
    const subset = FACE_FILE.exec(new URL(request.url()).pathname)?.[1]
    if (subset) subsets.add(subset)
  }
  page.on('request', onRequest)
  await visit()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  page.off('request', onRequest)
  return [...subsets].sort()
}

/** The face's @font-face rules on the page, by load status (none off a story's chunk). */
async function faceStatuses(page: Page): Promise<string[]> {
  return page.evaluate(
    (face) =>
      [...document.fonts].filter((f) => f.family.replace(/"/g, '') === face).map((f) => f.status),
    FACE,
  )
}

test.describe('the letter face', () => {
  test('draws every Vietnamese letter itself, none as a box', async ({ page, consoleErrors }) => {
    const letters = vietnameseLetters()
    expect(letters).toHaveLength(146)
    expect(new Set(letters).size, 'each letter once').toBe(146)
    expect(
      letters.filter((letter) => [...letter].length !== 1),
      'not precomposed',
    ).toEqual([])

    await page.goto(storyPath([{ kind: 'letter', text: LETTER }]))
    await expect(page.locator('.envelope')).toBeVisible()
    const drawn = await page.evaluate(
      async ({ face, all }) => {
        // A file that fails to load rejects this: the drawings below still name what is missing.
        const loadError = await document.fonts.load(`40px "${face}"`, all.join('')).then(
          () => '',
          (error: unknown) => String(error),
        )
        const size = 80
        const canvas = document.createElement('canvas')
        canvas.width = size
        canvas.height = size
        const context = canvas.getContext('2d', { willReadFrequently: true })!
        context.textAlign = 'center'
        context.textBaseline = 'middle'
        const draw = (text: string, font: string) => {
          context.clearRect(0, 0, size, size)
          context.font = font
          context.fillText(text, size / 2, size / 2)
          return context.getImageData(0, 0, size, size).data
        }
        const isSame = (a: Uint8ClampedArray, b: Uint8ClampedArray) => a.every((v, i) => v === b[i])
        const inFace = `40px "${face}", monospace`
        // U+E000, a private-use character no face has: what a missing glyph draws as.
        const box = draw('\ue000', inFace)
        return {
          loadError,
          isLoaded: document.fonts.check(inFace, all.join('')),
          missing: all.filter((letter) =>
            isSame(draw(letter, inFace), draw(letter, '40px monospace')),
          ),
          boxes: all.filter((letter) => isSame(draw(letter, inFace), box)),
        }
      },
      { face: FACE, all: letters },
    )
    expect(drawn.missing, 'letters the face lacks: they fall back to monospace').toEqual([])
    expect(drawn.boxes, 'letters drawn as the missing-glyph box').toEqual([])
    expect(drawn.loadError, "the face's files load").toBe('')
    expect(drawn.isLoaded, 'every file the letters need is in').toBe(true)
    expect(consoleErrors).toEqual([])
  })

  test('only a story with a letter fetches the face: for Vietnamese, two subsets', async ({
    page,
    consoleErrors,
  }) => {
    const pages = [
      ['/love', page.getByRole('heading', { level: 1 })],
      ['/', page.getByRole('button', { name: 'Click' })],
    ] as const
    for (const [path, shown] of pages) {
      const fetched = await subsetsFetched(page, async () => {
        await page.goto(path)
        await expect(shown).toBeVisible()
      })
      expect(fetched, `the face's files fetched on ${path}`).toEqual([])
      expect(await faceStatuses(page), `the face's rules on ${path}`).toEqual([])
    }

    const reasons = storyPath([{ kind: 'reasons', reasons: ['Nụ cười của em', 'Đôi mắt ấy'] }])
    const fetchedForReasons = await subsetsFetched(page, async () => {
      await page.goto(reasons)
      await expect(page.locator('.reasons-list li')).toHaveText('Nụ cười của em')
    })
    expect(fetchedForReasons, "the face's files fetched by a story with no letter").toEqual([])
    expect(new Set(await faceStatuses(page)), 'the story chunk holds the rules').toEqual(
      new Set(['unloaded']),
    )

    const fetchedForLetter = await subsetsFetched(page, async () => {
      await page.goto(storyPath([{ kind: 'letter', text: LETTER }]))
      await expect(page.locator('.envelope')).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(page.locator('.letter-text')).toBeVisible()
    })
    // Vietnamese's own letters (ă đ ơ ư ỳ…) come from the vietnamese file, not latin-ext too.
    expect(fetchedForLetter, "the face's files a Vietnamese letter fetches").toEqual([
      'latin',
      'vietnamese',
    ])
    const family = await page
      .locator('.letter-text')
      .evaluate((text) => getComputedStyle(text).fontFamily)
    expect(family.replace(/"/g, '')).toMatch(new RegExp(`^${FACE},`))
    // In letterFace.css's order, latin-ext, vietnamese, latin: the two in, under the page's CSP.
    expect(await faceStatuses(page)).toEqual(['unloaded', 'loaded', 'loaded'])
    expect(consoleErrors).toEqual([])
  })
})
