// The addresses every engine opens, each with the title and the words it must show: written
// once, read by every engine and window.
import { NOT_FOUND_TITLE, formatLoveTitle } from '../../src/settings/pages'
import { siteTexts } from '../../src/texts/siteTexts'
import { CURATED_GIFS } from '../../src/share/curated'
import { OCCASION_PALETTES } from '../../src/occasions/palettes'
import { encodePage } from '../../src/share/encodeLink'
import { dataUrlOfPhoto } from '../../src/share/photo'
import { storyTexts } from '../../src/texts/storyTexts'
import { FIXTURE_PHOTO } from '../e2e/fixtures.mjs'
import { buildSettings } from '../e2e/siteWatch'
import { LETTER } from '../e2e/storyFlow'

const site = buildSettings()
const loveTitle = formatLoveTitle(site.recipientName, site)
const HOME_TITLE = siteTexts[site.language].homeTitle
const CREATE_TITLE = siteTexts.vi.createTitle

/** A made link, as /create makes one (src/share/format.ts). */
const MADE = { recipientName: 'Thảo Vy', loveLine: 'Thương em', gifUrl: CURATED_GIFS[1].url }
/** A #rrggbb colour as getComputedStyle writes it. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/** The fixture photo (tests/fixtures/photo-112.jpg) carried in the link, as /create writes one. */
export const LINK_PHOTO_SRC = dataUrlOfPhoto('jpeg', new Uint8Array(FIXTURE_PHOTO))

const MADE_IN_ENGLISH = { recipientName: 'Emma', loveLine: 'Love you', gifUrl: CURATED_GIFS[0].url }

export type RouteCheck = {
  name: string
  path: string
  title: string
  /** CSS selector -> the text it must hold (trimmed), or its start. */
  words: Array<{ selector: string; text: string; isStart?: boolean }>
  /** Selectors that must match nothing. */
  absent?: string[]
  /** The app root must render nothing (the 404 view). */
  isEmpty?: boolean
  /** Form fields' text at least this big, CSS px (iOS zooms into smaller ones). */
  fieldFontPx?: number
  /** A page with hearts: the app adds their stage once it has hydrated. */
  hasStage?: boolean
  /** What `<html lang>` says, when not the build's language (a made link's own). */
  lang?: string
  /** The page's background colour (its occasion's), as getComputedStyle reads it. */
  background?: string
  /** An image that must show LINK_PHOTO_SRC on screen, by its pixels (engineSuite.ts). */
  photo?: string
  /** A tap on the middle of `on`, and then the words the page must show. */
  tap?: { on: string; words: RouteCheck['words'] }
}

export const ROUTES: RouteCheck[] = [
  {
    name: '/',
    path: '/',
    title: HOME_TITLE,
    words: [{ selector: 'button', text: 'Click' }],
    hasStage: true,
  },
  {
    name: '/love',
    path: '/love',
    title: loveTitle,
    words: [{ selector: 'h1', text: site.loveLine }],
    hasStage: true,
  },
  {
    name: '/valentine',
    path: '/valentine',
    title: loveTitle,
    words: [{ selector: 'button', text: 'Chạm Đi Nè !!!' }],
    hasStage: true,
  },
  {
    name: '/create',
    path: '/create',
    title: CREATE_TITLE,
    words: [{ selector: 'h1', text: CREATE_TITLE }],
    fieldFontPx: 16,
  },
  {
    name: 'a made link',
    path: `/share/love/#${encodePage(MADE)}`,
    title: formatLoveTitle(MADE.recipientName, {
      language: 'vi',
      occasion: 'none',
      isShared: true,
    }),
    words: [{ selector: 'h1', text: MADE.loveLine }],
    absent: ['[role="status"]'],
    hasStage: true,
  },
  {
    name: 'an English made link',
    path: `/en/share/valentine/#${encodePage(MADE_IN_ENGLISH)}`,
    title: formatLoveTitle(MADE_IN_ENGLISH.recipientName, {
      language: 'en',
      occasion: 'none',
      isShared: true,
    }),
    words: [{ selector: 'button', text: siteTexts.en.valentineButton }],
    absent: ['[role="status"]'],
    hasStage: true,
    lang: 'en',
  },
  {
    name: 'a made link for Trung Thu',
    path: `/share/love/mid-autumn/#${encodePage(MADE)}`,
    title: formatLoveTitle(MADE.recipientName, {
      language: 'vi',
      occasion: 'mid-autumn',
      isShared: true,
    }),
    words: [{ selector: 'h1', text: MADE.loveLine }],
    absent: ['[role="status"]'],
    hasStage: true,
    lang: 'vi',
    background: rgbOf(OCCASION_PALETTES['mid-autumn'].page.background),
  },
  {
    // A visitor's first step: the envelope addressed to the name, which a tap opens.
    name: 'a made story, its letter opened by a tap',
    path: `/share/story/#${encodePage({ ...MADE, steps: [{ kind: 'letter', text: LETTER }] })}`,
    title: formatLoveTitle(MADE.recipientName, {
      language: 'vi',
      occasion: 'none',
      isShared: true,
    }),
    words: [{ selector: 'h1', text: storyTexts.vi.envelopeTo(MADE.recipientName) }],
    // The early script's stand-in goes once the app's own step is there.
    absent: ['.story-early', '[role="status"]'],
    hasStage: true,
    tap: {
      on: '.envelope',
      words: [{ selector: 'h1', text: storyTexts.vi.letterHeading(MADE.recipientName) }],
    },
  },
  {
    name: 'a made page with a photo, printed in the GIF’s place',
    path: `/share/love/#${encodePage({ ...MADE, photo: { src: LINK_PHOTO_SRC, place: 'gif' } })}`,
    title: formatLoveTitle(MADE.recipientName, {
      language: 'vi',
      occasion: 'none',
      isShared: true,
    }),
    words: [{ selector: 'h1', text: MADE.loveLine }],
    absent: ['[role="status"]', '.gif-frame'],
    hasStage: true,
    photo: '.photo-print img',
  },
  {
    name: 'a bad link',
    path: '/share/love/#v1.@@not*lz@@',
    title: siteTexts.vi.shareCard.title,
    words: [
      { selector: '[role="status"]', text: siteTexts.vi.invalidLink },
      { selector: 'h1', text: '' },
    ],
    absent: ['.gif-frame img'],
    hasStage: true,
  },
  {
    name: 'the 404 view',
    path: '/no/such/page',
    title: NOT_FOUND_TITLE,
    words: [],
    isEmpty: true,
  },
]

/**
 * What the page shows now, for a RouteCheck (run in the page), and whether the live app shows
 * it: the words of most pages are in their prerendered HTML, so they alone pass a page whose
 * app never started.
 */
export function readRoute(check: Omit<RouteCheck, 'name' | 'path'>) {
  const problems: string[] = []
  // React marks the element it renders into, and each element it has hydrated or rendered,
  // with keys of its own: only main.tsx's root puts them there, never the prerendered HTML.
  const root = document.getElementById('root')
  const isReacts = (node: Element | null, prefix: string) =>
    Boolean(node && Object.keys(node).some((key) => key.startsWith(prefix)))
  if (!isReacts(root, '__reactContainer$')) problems.push('the app has not taken #root')
  if (check.hasStage && !document.querySelector('[data-testid="heart-stage"]')) {
    problems.push('no heart stage (the app adds it once hydrated)')
  }
  if (document.title !== check.title) problems.push(`title is "${document.title}"`)
  const lang = document.documentElement.lang
  if (check.lang && lang !== check.lang) problems.push(`<html lang> is "${lang}"`)
  const background = getComputedStyle(document.body).backgroundColor
  if (check.background && background !== check.background) {
    problems.push(`the page's background is ${background}`)
  }
  for (const word of check.words) {
    const element = document.querySelector(word.selector)
    const text = element?.textContent?.trim() ?? null
    const isMatch =
      text !== null && (word.isStart ? text.startsWith(word.text) : text === word.text)
    if (!isMatch) problems.push(`${word.selector} holds ${JSON.stringify(text)}`)
    else if (!isReacts(element, '__reactFiber$')) problems.push(`${word.selector} is not hydrated`)
  }
  for (const selector of check.absent ?? []) {
    if (document.querySelector(selector)) problems.push(`${selector} is shown`)
  }
  // Fields one types into: iOS does not zoom into a radio button.
  const typed = 'input:not([type="radio"]):not([type="checkbox"]), textarea, select'
  const fields = document.querySelectorAll(typed)
  if (check.fieldFontPx && fields.length === 0) problems.push('no form field')
  for (const field of fields) {
    const size = parseFloat(getComputedStyle(field).fontSize)
    if (check.fieldFontPx && size < check.fieldFontPx) problems.push(`a field's text is ${size} px`)
  }
  if (check.isEmpty && root?.childElementCount !== 0) problems.push('#root is not empty')
  return problems
}
