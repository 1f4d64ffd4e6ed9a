import type { Page } from '@playwright/test'
import { formatLoveTitle } from '../../src/settings/pages'
import { PNG } from 'pngjs'
import { OCCASION_PALETTES } from '../../src/occasions/palettes'
import { LANGUAGES, type Language } from '../../src/texts/languages'
import { OCCASIONS } from '../../src/occasions/occasions'
import { createPaths, sharePath } from '../../src/share/paths'
import { createTexts } from '../../src/texts/createTexts'
import { languageNames } from '../../src/texts/languageNames'
import { rulesTexts } from '../../src/texts/rulesTexts'
import { siteTexts } from '../../src/texts/siteTexts'
import { VIETNAMESE_IN_ENGLISH, vietnameseWordsIn, without } from '../support/languageCheck'
import { expect, test } from './createFlow'
import { waitForHydration } from './pageBoot'
import { voicedText } from '../../src/texts/voices'

const en = createTexts.en

/** A CSS hex colour (#rgb or #rrggbb) as its three channels. */
function channelsOf(hex: string): number[] {
  const digits =
    hex.length === 4
      ? hex
          .slice(1)
          .split('')
          .map((d) => d + d)
      : [1, 3, 5].map((at) => hex.slice(at, at + 2))
  return digits.map((pair) => parseInt(pair, 16))
}

/**
 * The page's background colour as painted: the most common pixel of a thin strip along the
 * left edge, half-way down, where neither glow reaches and the overlay never goes (a heart
 * drifting by is outvoted).
 */
async function paintedBackground(page: Page): Promise<number[]> {
  const { height } = page.viewportSize() ?? { height: 0 }
  const shot = await page.screenshot({
    clip: { x: 0, y: Math.round(height * 0.4), width: 4, height: Math.round(height * 0.2) },
  })
  const image = PNG.sync.read(shot)
  const counts = new Map<string, number>()
  for (let at = 0; at < image.data.length; at += 4) {
    const key = `${image.data[at]},${image.data[at + 1]},${image.data[at + 2]}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const [mode] = [...counts].sort((a, b) => b[1] - a[1])[0]
  return mode.split(',').map(Number)
}

test.describe('/create in both languages', () => {
  test('/en/create speaks English: title, labels, and the rules’ messages', async ({ page }) => {
    await page.goto(createPaths.en)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle(siteTexts.en.createTitle)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteTexts.en.createTitle)
    await expect(page.getByText(en.lead)).toBeVisible()
    await expect(page.getByRole('group', { name: en.occasionLegend })).toBeVisible()
    await expect(page.getByRole('radio', { name: en.occasionNames.birthday })).toBeVisible()
    await expect(page.getByRole('region', { name: en.previewTitle })).toBeVisible()
    const name = page.getByLabel(en.nameLabel)
    // Typing counts once the page is live (the count is React's): then the press is React's too.
    await name.fill('Vy')
    await expect(name).toHaveAccessibleDescription(new RegExp(en.charCount(2, 40)))
    await name.fill('')
    // aria-disabled: pressable, to explain what is missing (Playwright's click would wait).
    await page.getByRole('button', { name: en.submit }).focus()
    await page.keyboard.press('Enter')
    await expect(name).toBeFocused()
    const rules = rulesTexts.en
    await expect(name).toHaveAccessibleDescription(new RegExp(rules.textEmpty(rules.nameHint, 40)))
    // No Vietnamese left, but the link to /create in it (lang="vi") and the names English keeps.
    const text = await page.locator('main').evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement
      for (const element of copy.querySelectorAll('[lang="vi"]')) element.remove()
      return copy.textContent ?? ''
    })
    // Every Vietnamese letter, those with two marks (ế in `Tiếng Việt`) included.
    expect(vietnameseWordsIn(without(text, VIETNAMESE_IN_ENGLISH))).toEqual([])
    expect(text).toContain(en.privacy)
  })

  test('each /create links to the other, in the other’s own language', async ({ page }) => {
    await page.goto(createPaths.vi)
    const english = page.getByRole('link', { name: languageNames.en, exact: true })
    await expect(english).toHaveAttribute('hreflang', 'en')
    await expect(english).toHaveAttribute('lang', 'en')
    await english.click()
    await expect(page).toHaveURL(/\/en\/create$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteTexts.en.createTitle)
    const vietnamese = page.getByRole('link', { name: languageNames.vi, exact: true })
    await expect(vietnamese).toHaveAttribute('hreflang', 'vi')
    await vietnamese.click()
    await expect(page).toHaveURL(/\/create$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteTexts.vi.createTitle)
  })

  test('“Cách làm” / “How it works” is in the HTML, closed, and opens on a tap with no script', async ({
    newContext,
  }) => {
    // No script at all: the steps must be the prerendered HTML's, and the tap the browser's own.
    const context = await newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const language of LANGUAGES) {
      const texts = createTexts[language]
      await page.goto(createPaths[language])
      const howTo = page.locator('details', { hasText: texts.howToSummary })
      const steps = howTo.locator('li')
      await expect(steps).toHaveCount(texts.howToSteps.length)
      await expect(steps.first()).toBeHidden()
      await howTo.getByText(texts.howToSummary, { exact: true }).click()
      await expect(steps).toHaveText([...texts.howToSteps])
      await expect(howTo.getByText(texts.howToPrivacy)).toBeVisible()
    }
    await context.close()
  })

  test('a browser that prefers English is offered /en/create, after hydration, never sent', async ({
    newContext,
    consoleErrors,
    request,
  }) => {
    // Not in the HTML: the offer is the browser's, so hydration sees the page as written.
    const html = await (await request.get(createPaths.vi)).text()
    expect(html).not.toContain(en.languageOfferLink)
    const page = await (await newContext({ locale: 'en-US' })).newPage()
    const messages: string[] = []
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
    await page.goto(createPaths.vi)
    const offer = page.getByRole('link', { name: en.languageOfferLink })
    await expect(offer).toBeVisible()
    await expect(offer).toHaveAttribute('hreflang', 'en')
    await expect(page.getByText(en.languageOfferQuestion)).toBeVisible()
    expect(page.url()).toMatch(/\/create$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteTexts.vi.createTitle)
    expect(messages.filter((text) => /hydrat|did not match|didn't match/i.test(text))).toEqual([])
    expect(consoleErrors).toEqual([])
    await offer.click()
    await expect(page).toHaveURL(/\/en\/create$/)
    await expect(page.getByRole('link', { name: en.languageOfferLink })).toHaveCount(0)

    const vietnamese = await (await newContext({ locale: 'vi-VN' })).newPage()
    await vietnamese.goto(createPaths.vi)
    await expect(vietnamese.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      vietnamese.getByRole('link', { name: languageNames.en, exact: true }),
    ).toBeVisible()
    await expect(vietnamese.getByRole('link', { name: en.languageOfferLink })).toHaveCount(0)
  })
})

test.describe('a page for each occasion, in either language', () => {
  OCCASIONS.forEach((occasion, index) => {
    // Every occasion once; each page language four times; /create's language in pairs, so a
    // page is made in the other language than /create's on half of them.
    const pageLanguage: Language = LANGUAGES[index % 2]
    const formLanguage: Language = LANGUAGES[Math.floor(index / 2) % 2]
    test(`${occasion}: a ${pageLanguage} page from /${formLanguage === 'vi' ? '' : 'en/'}create`, async ({
      page,
      recipient,
    }) => {
      const form = createTexts[formLanguage]
      const line = voicedText(createTexts[pageLanguage].occasionLines[occasion])
      // The share page's own title, as the preview's bar shows it.
      const title = formatLoveTitle('Vy', { language: pageLanguage, occasion, isShared: true })
      const palette = OCCASION_PALETTES[occasion].page
      await page.goto(createPaths[formLanguage])
      // A pick before the page is live is kept, but only a live form suggests the day's line.
      await waitForHydration(page.getByRole('radio', { name: form.occasionNames[occasion] }))
      await page.getByLabel(form.nameLabel).fill('Vy')
      await page
        .getByRole('group', { name: form.pageLanguageLegend })
        .getByRole('radio', { name: languageNames[pageLanguage] })
        .check()
      // `none` is already picked: another occasion first, whose line `none`'s then replaces.
      if (occasion === 'none')
        await page.getByRole('radio', { name: form.occasionNames.tet }).check()
      await page.getByRole('radio', { name: form.occasionNames[occasion] }).check()
      await expect(page.getByLabel(form.lineLabel, { exact: true })).toHaveValue(line)
      const preview = page.getByRole('region', { name: form.previewTitle })
      await expect(preview.getByText(title, { exact: true })).toBeVisible()
      await expect(preview.locator('.preview-phone__screen')).toHaveCSS(
        'background-color',
        `rgb(${channelsOf(palette.background).join(', ')})`,
      )

      await page.getByRole('button', { name: form.submit }).click()
      const field = page.getByRole('textbox', { name: form.resultLinkLabel, exact: true })
      await expect(field).toHaveValue(/#v/)
      const link = await field.inputValue()
      expect(new URL(link).pathname).toBe(sharePath('love', pageLanguage, occasion))

      await recipient.goto(link)
      await expect(recipient).toHaveTitle(title)
      await expect(recipient.locator('html')).toHaveAttribute('lang', pageLanguage)
      await expect(recipient.getByRole('heading', { name: line })).toBeVisible()
      const painted = await paintedBackground(recipient)
      const expected = channelsOf(palette.background)
      painted.forEach((channel, k) =>
        expect(Math.abs(channel - expected[k])).toBeLessThanOrEqual(3),
      )
    })
  })
})
