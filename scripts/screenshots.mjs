// Screenshots of every route at phone and desktop sizes, for looking at what a visitor sees.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]   (npm run screenshots:routes; serve the
// build first: npm run preview). The README's /create and story strips: screenshots-docs.mjs.
// The guide's docs/*-create.png come from here (outDir docs).
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'
import { DESKTOP, PHONE } from './devices.mjs'
import { PREVIEW_HOST, PREVIEW_PORT } from './previewAddress.mjs'
import { routeFixtures } from './shared.mjs'

const baseUrl = process.argv[2] ?? `http://${PREVIEW_HOST}:${PREVIEW_PORT}`
const outDir = process.argv[3] ?? 'test-results/screenshots'
const devices = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
]
const routes = ['/', '/love', '/valentine', '/create', '/notfound']

/** /create as the README shows it: filled in (no emoji: headless Chromium here has no emoji font). */
async function fillCreateForm(page) {
  await page.getByLabel('Tên người ấy').fill('Thảo Vy')
  await page.getByLabel('Lời yêu thương').fill('Mỗi ngày bên em đều là ngày đẹp nhất <3')
  await page.getByRole('radio').nth(1).check()
}

/**
 * The question page, before and after `Đồng ý` (the guide's docs/*-question*.png): a link made
 * on /create with a question, opened, then answered.
 */
async function shootQuestion(page, name) {
  await page.goto(`${baseUrl}/create`)
  await fillCreateForm(page)
  await page.getByLabel('Câu hỏi').fill('Làm người yêu anh nhé?')
  await page.getByRole('button', { name: 'Tạo liên kết' }).click()
  const link = await page.getByRole('textbox', { name: 'Liên kết', exact: true }).inputValue()
  await page.goto(link)
  await page.locator('[data-ready="true"]').waitFor()
  await page.waitForTimeout(1500)
  for (const [suffix, answer] of [
    ['question', null],
    ['question-yes', 'Đồng ý'],
  ]) {
    if (answer) await page.getByRole('button', { name: answer }).click()
    await page.waitForTimeout(answer ? 500 : 0)
    const file = `${outDir}/${name}-${suffix}.png`
    await page.screenshot({ path: file })
    console.log(file)
  }
}

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions())
for (const [name, device] of devices) {
  const { viewport } = device
  const context = await browser.newContext(device)
  await routeFixtures(context)
  const page = await context.newPage()
  page.on(
    'console',
    (message) => message.type() === 'error' && console.error(`[${name}] ${message.text()}`),
  )
  for (const route of routes) {
    await page.goto(baseUrl + route)
    if (route === '/create') await fillCreateForm(page)
    else if (route !== '/notfound') await page.locator('[data-ready="true"]').waitFor()
    if (route === '/love') await page.mouse.click(viewport.width / 2, viewport.height * 0.7)
    if (route === '/valentine') await page.getByRole('button').click()
    await page.waitForTimeout(route === '/notfound' ? 100 : route === '/create' ? 800 : 1500)
    const file = `${outDir}/${name}${route === '/' ? '-home' : route.replace('/', '-')}.png`
    await page.screenshot({ path: file })
    console.log(file)
  }
  await shootQuestion(page, name)
  await context.close()
}
await browser.close()
