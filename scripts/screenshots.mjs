// Screenshots of every route at phone and desktop sizes, for looking at what a visitor sees.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]   (serve the build first: npm run preview)
// The README's docs/*-create.png come from here (outDir docs).
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'
import { DESKTOP, PHONE } from './devices.mjs'
import { routeFixtures } from '../tests/e2e/fixtures.mjs'

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4173'
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
  await context.close()
}
await browser.close()
