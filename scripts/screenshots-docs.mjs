// The pictures the README and the guide show of /create and of a story, made from a fresh build
// in one command (`npm run screenshots`): it builds into dist-screenshots/, serves it, shoots,
// and writes into docs/ (or the folder given).
//   docs/phone-create-{vi,en}.png   /create's top on a phone, "Cách làm" / "How it works" open
//   docs/phone-story-{vi,en}.png    a story on a phone, one frame a step: the envelope, the
//                                   letter, the reasons, their days, memories, the question,
//                                   and the page it ends on
// Usage: node scripts/screenshots-docs.mjs [outDir] [--no-build]   (--no-build: serve the
// dist-screenshots/ already there)
import { mkdirSync, rmSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { runnerImport } from 'vite'
import { chromiumLaunchOptions } from './chromium.mjs'
import { PHONE } from './devices.mjs'
import { routeFixtures } from './shared.mjs'
import { buildSite, previewSite } from './site-build.mjs'
import { FIXTURE_PHOTO } from '../tests/e2e/fixtures.mjs'

const args = process.argv.slice(2)
const outDir = args.find((arg) => !arg.startsWith('--')) ?? 'docs'
const DIST = 'dist-screenshots'
/** Each frame of a strip, scaled from the phone's 390 css px: six or seven fit a README's width. */
const FRAME_WIDTH_PX = 260
const FRAME_GAP_PX = 8

const load = async (path) =>
  (
    await runnerImport(new URL(path, import.meta.url).pathname, {
      configFile: false,
      logLevel: 'error',
    })
  ).module
const { encodePage } = await load('../src/share/encodeLink.ts')
const { CURATED_GIFS } = await load('../src/share/curated.ts')
const { dataUrlOfPhoto } = await load('../src/share/photo.ts')
const { createTexts } = await load('../src/texts/createTexts.ts')

/** The same story in each language: what a maker would write, in their own words. */
const STORIES = {
  vi: {
    recipientName: 'Thảo Vy',
    loveLine: 'Mỗi ngày bên em đều là ngày đẹp nhất',
    letter:
      'Gửi em,\nAnh viết những dòng này vào một tối mưa, nhớ em đến lạ.\nCảm ơn em vì đã ở đây, dịu dàng và kiên nhẫn với anh.\nYêu em nhiều lắm.',
    reasons: ['Nụ cười của em', 'Em luôn lắng nghe', 'Em nấu phở ngon nhất'],
    caption: 'Đà Lạt, mùa dã quỳ',
    question: 'Mình đi Đà Lạt nhé?',
  },
  en: {
    recipientName: 'Emma',
    loveLine: 'You make every day brighter',
    letter:
      'Dear Emma,\nI am writing this on a rainy evening, missing you more than I can say.\nThank you for your patience, your kindness and your laugh.\nAll my love.',
    reasons: ['Your laugh', 'You always listen', 'Your terrible puns'],
    caption: 'The Lakes, last autumn',
    question: 'Weekend in the Lakes?',
  },
}

/** A story link's path: a letter, reasons, their days, memories and a question, then the page. */
function storyPath(language) {
  const story = STORIES[language]
  const page = {
    recipientName: story.recipientName,
    loveLine: story.loveLine,
    gifUrl: CURATED_GIFS[1].url,
    steps: [
      { kind: 'letter', text: story.letter },
      { kind: 'reasons', reasons: story.reasons },
      { kind: 'days', date: '2023-02-14', what: 'together' },
      {
        kind: 'memories',
        memories: [
          { photo: dataUrlOfPhoto('jpeg', new Uint8Array(FIXTURE_PHOTO)), caption: story.caption },
        ],
      },
      { kind: 'question', question: story.question },
    ],
  }
  return `${language === 'en' ? '/en' : ''}/share/story/#${encodePage(page)}`
}

/** Lets the hearts drift in and a step's entrance finish before a frame is taken. */
const settle = (page, ms = 900) => page.waitForTimeout(ms)

/** /create's top on a phone, with its how-to open. */
async function shootCreate(page, baseUrl, language) {
  const texts = createTexts[language]
  await page.goto(`${baseUrl}${language === 'en' ? '/en' : ''}/create`)
  await page.getByText(texts.howToSummary, { exact: true }).click()
  await page.locator('.create-howto li').last().waitFor()
  await settle(page, 400)
  const file = `${outDir}/phone-create-${language}.png`
  await page.screenshot({ path: file })
  console.log(file)
}

/**
 * Walks the story as a visitor does, one frame a step, each step whole: the envelope sealed;
 * then Space until a press goes on to the next step, where ← brings the step back whole for its
 * frame (and → goes on again); the question unanswered; after `Đồng ý` / `Yes`, the page.
 */
async function storyFrames(page, baseUrl, language) {
  await page.goto(baseUrl + storyPath(language))
  const progress = page.locator('.story-progress')
  await progress.waitFor()
  const frames = []
  const shoot = async () => frames.push(await page.screenshot())
  await settle(page, 1500)
  await shoot()
  const yes = page.locator('.answer-yes')
  for (let press = 0; press < 30 && !(await yes.isVisible()); press += 1) {
    const before = await progress.textContent()
    await page.keyboard.press('Space')
    await settle(page, 500)
    if ((await progress.textContent()) === before) continue
    await page.keyboard.press('ArrowLeft')
    await settle(page)
    await shoot()
    await page.keyboard.press('ArrowRight')
    await settle(page, 500)
  }
  await settle(page)
  await shoot()
  // Answered, the question goes on to the page itself, the story's last screen.
  const asked = await progress.textContent()
  await yes.click()
  await settle(page, 500)
  await page.keyboard.press('ArrowRight')
  await page.waitForFunction(
    (text) => document.querySelector('.story-progress')?.textContent !== text,
    asked,
  )
  await settle(page, 1500)
  await shoot()
  return frames
}

/** Frames side by side, scaled to FRAME_WIDTH_PX each, as one PNG. */
async function writeStrip(browser, frames, file) {
  const height = Math.round((FRAME_WIDTH_PX * PHONE.viewport.height) / PHONE.viewport.width)
  const width = frames.length * FRAME_WIDTH_PX + (frames.length - 1) * FRAME_GAP_PX
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 })
  const page = await context.newPage()
  const images = frames
    .map((png) => `<img src="data:image/png;base64,${png.toString('base64')}">`)
    .join('')
  await page.setContent(
    `<style>body{margin:0;display:flex;gap:${FRAME_GAP_PX}px;background:#fff}img{width:${FRAME_WIDTH_PX}px;height:${height}px}</style>${images}`,
  )
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())))
  await page.screenshot({ path: file })
  await context.close()
  console.log(file)
}

mkdirSync(outDir, { recursive: true })
if (!args.includes('--no-build')) await buildSite({ outDir: DIST })
const server = await previewSite({ outDir: DIST, port: 4200, strictPort: false })
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  for (const language of ['vi', 'en']) {
    // DPR 1: the phone's own 390 css px, for pictures a README can carry.
    // In the language's own locale: /create offers the other language to a browser that prefers it.
    const locale = language === 'vi' ? 'vi-VN' : 'en-GB'
    const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1, locale })
    await routeFixtures(context)
    const page = await context.newPage()
    page.on('console', (m) => m.type() === 'error' && console.error(`[${language}] ${m.text()}`))
    await shootCreate(page, server.url, language)
    const frames = await storyFrames(page, server.url, language)
    await writeStrip(browser, frames, `${outDir}/phone-story-${language}.png`)
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
if (!args.includes('--keep')) rmSync(DIST, { recursive: true, force: true })
