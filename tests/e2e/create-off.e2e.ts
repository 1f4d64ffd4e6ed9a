import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { buildSite, startSiteServer } from '../../scripts/shared.mjs'
import { DEFAULT_SETTINGS, envNames } from '../../src/settings/env'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/format'
import { expect, test } from './createFlow'
import { variantEnv } from './siteWatch'

// A build with VITE_CREATE=off, served as GitHub Pages would serve it (unknown addresses get
// 404.html with a 404 status). Build variants live under node_modules/.cache, as in
// personalization.e2e.ts.
const OUT = 'node_modules/.cache/heartburst/site-create-off'
const ORIGIN = 'http://127.0.0.1:4181'
const offEnv = variantEnv({ [envNames.isCreateOn]: 'off' })
// Strings only the create code holds: the form's button, the analytics event, the link codec,
// the question page's answer, /create's other address. (The share pages' addresses are made
// from their parts now, paths.ts, which the build's own pages use too.)
const CREATE_MARKERS = [
  'Tạo liên kết',
  'share_link_created',
  'compressToEncodedURIComponent',
  'decompressFromEncodedURIComponent',
  'question_answered',
  'Đồng ý',
  '/en/create',
]
const link = encodePage({
  recipientName: 'Thảo Vy',
  loveLine: 'Thương em',
  gifUrl: CURATED_GIFS[1].url,
})

function scriptsOf(folder: string): string {
  const assets = join(folder, 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/* ${file} */\n${readFileSync(join(assets, file), 'utf8')}`)
    .join('\n')
}

let server: Server | undefined

test.describe('VITE_CREATE=off', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'built and checked once, on desktop')
  })

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== 'desktop') return
    test.setTimeout(180_000)
    await buildSite({ outDir: OUT, env: offEnv })
    server = await startSiteServer({ root: OUT, port: Number(new URL(ORIGIN).port) })
  })

  test.afterAll(async () => {
    await new Promise((done) => (server ? server.close(done) : done(undefined)))
  })

  test('leaves the create code out of the JavaScript (the default build has it)', () => {
    const off = scriptsOf(OUT)
    for (const marker of CREATE_MARKERS) expect(off, marker).not.toContain(marker)
    expect(off).not.toContain('CreatePage')
    expect(off).not.toContain('QuestionPage')
    expect(existsSync(join(OUT, 'create'))).toBe(false)
    expect(existsSync(join(OUT, 'share'))).toBe(false)
    // The markers are real: the build under test (create on) holds every one of them.
    const on = scriptsOf(process.env.E2E_DIST ?? 'dist')
    for (const marker of CREATE_MARKERS) expect(on, marker).toContain(marker)
  })

  test('/create shows the 404 view', async ({ page, consoleErrors }) => {
    for (const path of [
      '/create',
      '/create/',
      `/share/love/#${link}`,
      `/share/question/#${link}`,
    ]) {
      const response = await page.goto(`${ORIGIN}${path}`)
      expect(response?.status(), path).toBe(404)
      await expect(page).toHaveTitle('404 Not Found')
      await expect(page.locator('#root')).toBeEmpty()
    }
    const pageStatus = 'the server responded with a status of 404'
    expect(consoleErrors.filter((error) => !error.includes(pageStatus))).toEqual([])
  })

  test('the love pages ignore fragments: always the build page, no notice', async ({ page }) => {
    await page.goto(`${ORIGIN}/love#${link}`)
    await expect(page).toHaveTitle(`Love ${DEFAULT_SETTINGS.recipientName}'s`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEFAULT_SETTINGS.loveLine)
    await expect(page.getByRole('status')).toHaveCount(0)
  })
})
