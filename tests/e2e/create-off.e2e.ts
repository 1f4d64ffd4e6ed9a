import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_SETTINGS } from '../../src/settings/env'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import { expect } from './testFixtures'
import { test } from './variantSites'

// One worker for this file's tests: each worker builds its own copy of a variant site.
test.describe.configure({ mode: 'default' })

// A build with VITE_CREATE=off (variantSites.ts), served as GitHub Pages would serve it
// (unknown addresses get 404.html with a 404 status).
// Strings only the create code holds: the form's button, the analytics event, the link codec
// (the alphabet of its payload, which the compressor, deflateLink.ts, and the inflater,
// inflateLink.ts, write and read), the question page's answer, /create's other address. (The
// share pages' addresses are made from their parts now, paths.ts, which the build's own pages
// use too.)
const CREATE_MARKERS = [
  'Tạo liên kết',
  'share_link_created',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$',
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

test.describe('VITE_CREATE=off', () => {
  test('leaves the create code out of the JavaScript (the default build has it)', ({
    createOffSite,
  }) => {
    const off = scriptsOf(createOffSite.outDir)
    for (const marker of CREATE_MARKERS) expect(off, marker).not.toContain(marker)
    expect(off).not.toContain('CreatePage')
    expect(off).not.toContain('QuestionPage')
    expect(existsSync(join(createOffSite.outDir, 'create'))).toBe(false)
    expect(existsSync(join(createOffSite.outDir, 'share'))).toBe(false)
    // The markers are real: the build under test (create on) holds every one of them.
    const on = scriptsOf(process.env.E2E_DIST ?? 'dist')
    for (const marker of CREATE_MARKERS) expect(on, marker).toContain(marker)
  })

  test('/create shows the 404 view', async ({ page, consoleErrors, createOffSite }) => {
    for (const path of [
      '/create',
      '/create/',
      `/share/love/#${link}`,
      `/share/question/#${link}`,
    ]) {
      const response = await page.goto(`${createOffSite.origin}${path}`)
      expect(response?.status(), path).toBe(404)
      await expect(page).toHaveTitle('404 Not Found')
      await expect(page.locator('#root')).toBeEmpty()
    }
    const pageStatus = 'the server responded with a status of 404'
    expect(consoleErrors.filter((error) => !error.includes(pageStatus))).toEqual([])
  })

  test('the love pages ignore fragments: always the build page, no notice', async ({
    page,
    createOffSite,
  }) => {
    await page.goto(`${createOffSite.origin}/love#${link}`)
    await expect(page).toHaveTitle(`Love ${DEFAULT_SETTINGS.recipientName}'s`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEFAULT_SETTINGS.loveLine)
    await expect(page.getByRole('status')).toHaveCount(0)
  })
})
