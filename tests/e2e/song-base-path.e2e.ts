import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSite, testLaunchOptions, startSiteServer } from '../../scripts/shared.mjs'
import { outputLevel, probeAudio, SOUND_RMS } from '../support/audioProbe'
import { toneFile } from '../support/songTone'
import { variantEnv } from './siteWatch'
import { expect, test } from './testFixtures'

// A build's own song (VITE_MUSIC, a file the maker puts in public/) on a project site: served
// under BASE_PATH, where the file is too, and played from there on the first tap.
const launch = testLaunchOptions()
test.use({
  launchOptions: { ...launch, args: [...launch.args, '--autoplay-policy=user-gesture-required'] },
})

const BASE_PATH = '/love-page/'
const SONG_FILE = 'song.wav'

/**
 * Builds the site with its own song under a base path into `outDir`, and puts the song file
 * where public/ would have put it.
 */
async function buildSongSite(outDir: string) {
  await buildSite({
    outDir,
    env: variantEnv({ BASE_PATH, VITE_MUSIC: `/${SONG_FILE}` }),
  })
  writeFileSync(join(outDir, SONG_FILE), toneFile())
}

let outDir = ''
let server: Server | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  outDir = mkdtempSync(join(tmpdir(), 'heartburst-song-base-'))
  await buildSongSite(outDir)
  // Any free port: mutant runs may serve another copy of this build beside this one.
  server = await startSiteServer({ root: outDir, port: 0, basePath: BASE_PATH })
})

test.afterAll(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)))
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

test('a build under BASE_PATH plays its own song from its own folder on the first tap', async ({
  page,
  consoleErrors,
  hasTouch,
}) => {
  const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  const songRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith(`/${SONG_FILE}`)) songRequests.push(new URL(request.url()).pathname)
  })
  await probeAudio(page)
  await page.goto(`${origin}${BASE_PATH}love`)
  await page.locator('[data-testid="heart-stage"][data-ready="true"]').waitFor()
  const view = page.viewportSize()!
  if (hasTouch) await page.touchscreen.tap(view.width / 2, view.height * 0.8)
  else await page.mouse.click(view.width / 2, view.height * 0.8)
  await expect(page.locator('.song-toggle')).toHaveAccessibleName('Tắt nhạc')
  expect(await outputLevel(page)).toBeGreaterThan(SOUND_RMS)
  expect([...new Set(songRequests)]).toEqual([`${BASE_PATH}${SONG_FILE}`])
  expect(consoleErrors).toEqual([])
})
