import type { Page } from '@playwright/test'
import { formatLoveTitle, NOT_FOUND_TITLE } from '../../src/settings/pages'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import { LANGUAGES, type Language } from '../../src/texts/languages'
import { createPaths, sharePath, SHARE_KINDS } from '../../src/share/paths'
import { textsFor } from '../../src/texts/catalogues'
import {
  ENGLISH_IN_VIETNAMESE,
  englishWordIn,
  VIETNAMESE_IN_ENGLISH,
  vietnameseWordsIn,
  without,
} from '../support/languageCheck'
import { waitForScene } from './stage'
import { expect, loveTitle, site, test } from './testFixtures'
import { press, tabTo } from './questionFlow'
import { voiced } from '../../src/texts/voices'

// Issue 32: every route speaks its language, in the HTML a messenger or a screen reader gets
// before any script and on the live page, and shows no word of the other language.

/** What a page maker writes, in the language of the page they make. */
const MAKERS = {
  vi: {
    recipientName: 'Thảo Vy',
    loveLine: 'Mỗi sáng thức dậy là nhớ em',
    question: 'Tối thứ Sáu đi ăn nhé?',
  },
  en: {
    recipientName: 'Emma',
    loveLine: 'Every morning I wake up missing you',
    question: 'Dinner on Friday?',
  },
} as const satisfies Record<Language, { recipientName: string; loveLine: string; question: string }>

const linkOf = (language: Language) =>
  encodePage({ ...MAKERS[language], gifUrl: CURATED_GIFS[1].url })

/** A route as the test opens it, and what it must say. */
type Route = {
  /** The address, without the fragment: what a server and the prerender see. */
  path: string
  fragment: string
  language: Language
  /** The title of the prerendered HTML, and once the app is live. */
  htmlTitle: string
  liveTitle: string
  /** What shows that the app has taken the page over, beyond React's commit. */
  liveSign: 'scene' | 'none'
  /** Words the maker (or the build's settings) chose: they are the page's, in any language. */
  ownWords: readonly string[]
}

function shareRoute(kind: (typeof SHARE_KINDS)[number], language: Language): Route {
  const maker = MAKERS[language]
  return {
    path: sharePath(kind, language, 'none'),
    fragment: `#${linkOf(language)}`,
    language,
    htmlTitle: textsFor(language).head.occasionCards.none.title,
    liveTitle: formatLoveTitle(maker.recipientName, { language, occasion: 'none', isShared: true }),
    liveSign: 'scene',
    ownWords: [maker.recipientName, maker.loveLine, maker.question],
  }
}

const buildWords = [site.recipientName, site.loveLine, site.gifAlt]
const ROUTES: Route[] = [
  ...LANGUAGES.flatMap((language) => SHARE_KINDS.map((kind) => shareRoute(kind, language))),
  ...LANGUAGES.map((language): Route => ({
    path: createPaths[language],
    fragment: '',
    language,
    htmlTitle: textsFor(language).site.createTitle,
    liveTitle: textsFor(language).site.createTitle,
    liveSign: 'none',
    ownWords: [],
  })),
  // The build's own pages speak the build's language (VITE_LANG).
  ...(['/', '/love', '/valentine'] as const).map((path): Route => ({
    path,
    fragment: '',
    language: site.language,
    htmlTitle: path === '/' ? textsFor(site.language).site.homeTitle : loveTitle(),
    liveTitle: path === '/' ? textsFor(site.language).site.homeTitle : loveTitle(),
    liveSign: 'scene',
    ownWords: buildWords,
  })),
  {
    path: '/notfound',
    fragment: '',
    language: site.language,
    htmlTitle: NOT_FOUND_TITLE,
    liveTitle: NOT_FOUND_TITLE,
    liveSign: 'none',
    // Its preview card is the build's love page's.
    ownWords: buildWords,
  },
]

const routeName = (route: Route) => `${route.path}${route.fragment ? ' with a made link' : ''}`

/**
 * Waits until the app has taken the page over: React has committed its first render (the root
 * container's fiber root holds a tree; the 404 view's tree renders no element) and, on a page
 * with hearts, the scene has drawn, which starts from an effect after that commit.
 */
async function waitForLiveApp(page: Page, sign: Route['liveSign']) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root') as
          (HTMLElement & Record<string, unknown>) | null
        const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'))
        const fiber = key ? (root[key] as { stateNode?: { current?: { child?: unknown } } }) : null
        return !!fiber?.stateNode?.current?.child
      }),
    )
    .toBe(true)
  if (sign === 'scene') await waitForScene(page)
}

/** The HTML the server answers for `path`: its status, `<html lang>`, og:locale and title. */
async function servedHtml(page: Page, path: string) {
  const response = await page.request.get(path)
  const html = await response.text()
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1]
  return {
    status: response.status(),
    html,
    lang: attribute(/<html\b[^>]*\blang="([^"]*)"/i),
    locale: attribute(/<meta property="og:locale" content="([^"]*)"/i),
    title: attribute(/<title>([^<]*)<\/title>/i),
    /** What a messenger shows of the page: its description and preview card texts. */
    cardTexts: [
      ...html.matchAll(/<meta (?:name="description"|property="og:[\w:]+") content="([^"]*)"/g),
    ]
      .map((match) => match[1])
      .filter((text) => !/^(?:https?:|image\/|\d+$|website$|[a-z]{2}_[A-Z]{2}$)/.test(text)),
  }
}

/** Every text a visitor reads or hears on the page as it is now. */
function textsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Words marked as another language (`lang`, as /create's switch and its offer are, for a
    // reader of that language) are no stray words: what they say is left out.
    const pageLanguage = document.documentElement.lang
    const marked = [...document.body.querySelectorAll('[lang]')].filter(
      (element) => element.getAttribute('lang') !== pageLanguage,
    )
    const body = marked.reduce(
      (text, element) => text.replace((element as HTMLElement).innerText, ' '),
      document.body.innerText,
    )
    const texts = [body, document.title]
    const attributes = ['alt', 'aria-label', 'title', 'placeholder']
    for (const name of attributes) {
      for (const element of document.body.querySelectorAll(`[${name}]`)) {
        if (marked.some((other) => other.contains(element))) continue
        texts.push(element.getAttribute(name) ?? '')
      }
    }
    const live = document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')
    for (const element of live) texts.push(element.textContent ?? '')
    return texts.filter((text) => text.trim() !== '')
  })
}

/** The seed's love title, `Love {name}'s`, whatever the name (/create's preview shows `Love …'s`). */
const SEED_LOVE_TITLE = /Love [^\n']{1,40}'s/gu

/**
 * Each text of `texts` that holds a word of the other language than `language`, with the words
 * found: a Vietnamese letter on an English page, a plain English word on a Vietnamese one.
 */
function strayTexts(texts: readonly string[], language: Language, ownWords: readonly string[]) {
  return texts.flatMap((text) => {
    if (language === 'en') {
      const words = vietnameseWordsIn(without(text, [...ownWords, ...VIETNAMESE_IN_ENGLISH]))
      return words.length > 0 ? [`${words.join(' ')} in: ${text}`] : []
    }
    // The seed's title first (`Love Thảo Vy's`), before the name in it is blanked.
    const word = englishWordIn(
      without(text, [SEED_LOVE_TITLE, ...ENGLISH_IN_VIETNAMESE, ...ownWords]),
    )
    return word === undefined ? [] : [`${word} in: ${text}`]
  })
}

// One load per route for both checks: the language the page says it is in, and the words in it.
test.describe('every route renders in its language, prerendered and live, with no word of the other', () => {
  for (const route of ROUTES) {
    // An English made link is the smoke set's English page.
    const smoke = route.path === '/en/share/love/' ? ' @smoke' : ''
    test(`${routeName(route)}: <html lang="${route.language}">, its og:locale and title; nothing a visitor reads is not ${route.language}${smoke}`, async ({
      page,
      consoleErrors,
    }) => {
      const served = await servedHtml(page, route.path)
      expect(served.status).toBe(200)
      expect(served.lang).toBe(route.language)
      expect(served.locale).toBe(textsFor(route.language).head.locale)
      expect(served.title).toBe(route.htmlTitle)

      await page.goto(route.path + route.fragment)
      await waitForLiveApp(page, route.liveSign)
      await expect(page).toHaveTitle(route.liveTitle)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(route.language)

      const texts = [...served.cardTexts, ...(await textsOnPage(page))]
      expect(texts.join(' ').length, 'the page shows some text').toBeGreaterThan(0)
      expect(strayTexts(texts, route.language, route.ownWords)).toEqual([])
      expect(consoleErrors).toEqual([])
    })
  }
})

test.describe('no word of the other language as the question is answered', () => {
  for (const language of LANGUAGES) {
    const route = shareRoute('question', language)
    const question = voiced(textsFor(language).question)
    const yesButton = (page: Page) => page.getByRole('button', { name: question.yes, exact: true })
    const noButton = (page: Page) => page.locator('button.answer-no')
    const liveRegion = (page: Page) => page.locator('p.visually-hidden[aria-live="polite"]')

    test(`${route.path}: the answers, what No says as it runs, a yes and a no, all in ${language}`, async ({
      page,
      hasTouch,
    }) => {
      const seen: string[] = []
      await page.goto(route.path + route.fragment)
      await waitForLiveApp(page, 'scene')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MAKERS[language].question)
      seen.push(...(await textsOnPage(page)))

      // A press on No: it runs off with new words, and the live region says so.
      await press(page, noButton(page), hasTouch)
      await expect(noButton(page)).toHaveText(question.noLabels[1])
      await expect(liveRegion(page)).toContainText(question.noLabels[1])
      seen.push(...(await textsOnPage(page)))

      await yesButton(page).click()
      await expect(page.locator('p.answer-line')).toHaveText(MAKERS[language].loveLine)
      await expect(liveRegion(page)).toContainText(question.saidYes)
      seen.push(...(await textsOnPage(page)))

      // A decline, from the keyboard: No answers at once, with the closing line and its reply.
      const again = await page.context().newPage()
      await again.goto(route.path + route.fragment)
      await waitForLiveApp(again, 'scene')
      await tabTo(again, noButton(again))
      await again.keyboard.press('Enter')
      await expect(again.locator('p.answer-line')).toHaveText(question.closingLine)
      await expect(liveRegion(again)).toHaveText(question.closingLine)
      seen.push(...(await textsOnPage(again)))

      const reply = [question.replySend, question.replyCopy]
      expect(seen.some((text) => reply.some((words) => text.includes(words)))).toBe(true)
      expect(strayTexts(seen, language, route.ownWords)).toEqual([])
    })
  }
})

test.describe('an unknown language or occasion in a share path is the 404 view', () => {
  const valid = linkOf('vi')
  for (const path of [
    `/fr/share/love/#${valid}`,
    '/share/love/xmas/',
    '/en/share/love/none/',
    '/vi/share/love/',
  ]) {
    test(`${path.replace(/#.*/, ' with a valid link')} answers 404 and shows the 404 view`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await waitForLiveApp(page, 'none')
      await expect(page).toHaveTitle(NOT_FOUND_TITLE)
      // The 404 view renders nothing: no love page, no hearts, not the link's words.
      await expect(page.locator('#root')).toBeEmpty()
      await expect(page.getByTestId('heart-stage')).toHaveCount(0)
      // The browser logs the page's own 404; nothing else may fail.
      expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([])
    })
  }

  test('a bad link on an English share page says so in English, with no words of anyone', async ({
    page,
  }) => {
    const { site: en } = textsFor('en')
    await page.goto('/en/share/love/#v1.@@not*lz@@')
    await waitForLiveApp(page, 'scene')
    await expect(page.getByRole('status')).toHaveText(en.invalidLink)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('')
    await expect(page).toHaveTitle(en.shareCard.title)
    expect(strayTexts(await textsOnPage(page), 'en', [])).toEqual([])
  })
})
