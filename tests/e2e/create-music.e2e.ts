import type { Locator, Page } from '@playwright/test'
import { CURATED_GIFS } from '../../src/share/curated'
import { curatedAlt } from '../support/curatedAlt'
import { decodeFragment } from '../../src/share/format'
import { sitesOf } from '../../src/share/hosts'
import type { TuneId } from '../../src/music/song'
import { expect, fillCreateForm, test } from './createFlow'
import { holdResponses } from './pageBoot'
import { site } from './testFixtures'
import { watchSite } from './siteWatch'
import { vi } from '../../src/texts/vi'

declare global {
  interface Window {
    /** Every audio element the page made, in order (the init script of `watchAudio`). */
    heartburstAudio?: HTMLMediaElement[]
  }
}

const FILE_HOST = site.audioHosts[0]
const fileUrl = (name: string) => `https://${FILE_HOST}/demo/video/upload/v1/love/${name}`
const thao = { name: 'Thảo Vy', line: 'Thương em nhiều lắm', gif: curatedAlt(CURATED_GIFS[0]) }

/** One link a maker would paste from each streaming site, by the name its message must say. */
const STREAMING_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['YouTube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['YouTube', 'https://youtu.be/dQw4w9WgXcQ?si=share'],
  ['YouTube Music', 'https://music.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['Spotify', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC'],
  ['Spotify', 'https://spotify.link/AbCdEf'],
  ['Apple Music', 'https://music.apple.com/vn/album/song/123?i=456'],
  ['SoundCloud', 'https://soundcloud.com/artist/song'],
  ['TikTok', 'https://vt.tiktok.com/ZSabc/'],
  ['Zing MP3', 'https://zingmp3.vn/bai-hat/Song/ZWABC.html'],
  ['NhacCuaTui', 'https://www.nhaccuatui.com/bai-hat/song.abc.html'],
]

/** A WAV file of a 440 Hz tone, `seconds` long: what a file host serves in these tests. */
function toneWav(seconds: number): Buffer {
  const rate = 8000
  const count = rate * seconds
  const wav = Buffer.alloc(44 + count * 2)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + count * 2, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20)
  wav.writeUInt16LE(1, 22)
  wav.writeUInt32LE(rate, 24)
  wav.writeUInt32LE(rate * 2, 28)
  wav.writeUInt16LE(2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(count * 2, 40)
  for (let i = 0; i < count; i++) {
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2)
  }
  return wav
}

/** Records every audio element the page makes, however it makes it, before any script runs. */
async function watchAudio(page: Page) {
  await page.addInitScript(() => {
    const made: HTMLMediaElement[] = []
    window.heartburstAudio = made
    const createElement = Document.prototype.createElement
    Document.prototype.createElement = function (this: Document, ...args: [string]) {
      const element = createElement.apply(this, args)
      if (element instanceof HTMLMediaElement) made.push(element)
      return element
    } as typeof createElement
    const NativeAudio = window.Audio
    window.Audio = function (src?: string) {
      const element = new NativeAudio(src)
      made.push(element)
      return element
    } as unknown as typeof Audio
  })
}

const audioCount = (page: Page) => page.evaluate(() => window.heartburstAudio?.length ?? 0)

/**
 * The loudest sample (0..1) the page's latest audio element gives over `ms`: its output taken
 * with captureStream() into an AnalyserNode. Samples, not flags: a paused or silent element
 * reads 0. (The AudioContext may start: the test pressed a button on this page before.)
 */
async function loudestSample(page: Page, ms = 600): Promise<number> {
  return page.evaluate(async (duration) => {
    const elements = window.heartburstAudio ?? []
    const element = elements[elements.length - 1] as HTMLMediaElement & {
      captureStream: () => MediaStream
    }
    if (!element) return 0
    const context = new AudioContext()
    await context.resume()
    const source = context.createMediaStreamSource(element.captureStream())
    const analyser = context.createAnalyser()
    analyser.fftSize = 2048
    source.connect(analyser)
    const samples = new Float32Array(analyser.fftSize)
    let loudest = 0
    const end = performance.now() + duration
    while (performance.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 40))
      analyser.getFloatTimeDomainData(samples)
      for (const sample of samples) loudest = Math.max(loudest, Math.abs(sample))
    }
    await context.close()
    return loudest
  }, ms)
}

/**
 * Waits until React has taken over `locator`'s element (its props are on it): a press before
 * that is the prerendered HTML's, which no handler hears.
 */
async function waitForHydration(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    )
    .toBe(true)
}

/** Picks the link choice and returns the address field it shows. */
async function chooseLink(page: Page) {
  await page.getByRole('radio', { name: vi.create.musicLink }).check()
  return page.getByRole('textbox', { name: vi.create.musicUrlLabel })
}

/** Presses `Tạo liên kết` and returns the v3 link from the read-only `Liên kết` field. */
async function createSongLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Tạo liên kết' }).click()
  const field = page.getByRole('textbox', { name: 'Liên kết', exact: true })
  await expect(field).toHaveValue(/#v3\./)
  return field.inputValue()
}

const decodeLink = (link: string) =>
  decodeFragment(new URL(link).hash, site.gifHosts, site.audioHosts)

test.describe('/create: the music field', () => {
  test('offers none (chosen), three named tunes and a link, in a group the keyboard walks', async ({
    page,
  }) => {
    await page.goto('/create')
    const group = page.getByRole('group', { name: vi.create.musicLegend })
    await expect(group.getByRole('radio', { name: vi.create.musicNone })).toBeChecked()
    for (const name of Object.values(vi.create.musicTunes)) {
      await expect(group.getByRole('radio', { name })).not.toBeChecked()
      await expect(group.getByRole('button', { name: vi.create.musicPlay(name) })).toBeVisible()
    }
    await expect(page.getByRole('textbox', { name: vi.create.musicUrlLabel })).toHaveCount(0)
    await group.getByRole('radio', { name: vi.create.musicNone }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(
      group.getByRole('radio', { name: vi.create.musicTunes['fur-elise'] }),
    ).toBeChecked()
    const preview = page.getByRole('region', { name: 'Xem trước' })
    await expect(preview.getByText(vi.create.musicTunes['fur-elise'])).toBeVisible()
  })

  test('each streaming-site link gets its own message naming the site, and is never requested', async ({
    page,
    consoleErrors,
  }) => {
    const watch = await watchSite(page)
    await watchAudio(page)
    await page.goto('/create')
    await fillCreateForm(page, thao)
    const field = await chooseLink(page)
    const create = page.getByRole('button', { name: 'Tạo liên kết' })
    const messages = new Set<string>()
    for (const [name, link] of STREAMING_LINKS) {
      await field.fill(link)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      const error = page.locator('#create-song-error')
      await expect(error).toContainText(`Liên kết ${name} không phát được`)
      await expect(error).toContainText('không phải tệp nhạc')
      await expect(error).toContainText('giai điệu có sẵn')
      await expect(error).toContainText(`lên ${sitesOf(site.audioHosts).join(' hoặc ')}`)
      await expect(field).toHaveAccessibleDescription(new RegExp(`Liên kết ${name} không phát`))
      await expect(create).toHaveAttribute('aria-disabled', 'true')
      messages.add((await error.textContent()) ?? '')
    }
    expect(messages.size, 'one message a site').toBe(new Set(STREAMING_LINKS.map(([n]) => n)).size)
    expect(await audioCount(page), 'no audio element for a refused link').toBe(0)
    const allowed = new Set(CURATED_GIFS.map((gif) => new URL(gif.url).origin))
    allowed.add(new URL(page.url()).origin)
    expect([...watch.origins].filter((origin) => !allowed.has(origin))).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test("an off-list host or a page that is not an audio file is refused with the field's error", async ({
    page,
    consoleErrors,
  }) => {
    const watch = await watchSite(page)
    await watchAudio(page)
    await page.goto('/create')
    await fillCreateForm(page, thao)
    const field = await chooseLink(page)
    const create = page.getByRole('button', { name: 'Tạo liên kết' })
    await field.fill('https://evil.example/love/song.mp3')
    await expect(field).toHaveAccessibleDescription(
      new RegExp(`Nhạc phải lấy từ ${sitesOf(site.audioHosts).join(' hoặc ')}`),
    )
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await field.fill(fileUrl('song.html'))
    await expect(field).toHaveAccessibleDescription(/Liên kết phải trỏ tới một tệp nhạc \(\.mp3/)
    // A press explains and focuses the field instead of making a link.
    // (aria-disabled keeps it pressable: it explains instead of ignoring.)
    await create.focus()
    await page.keyboard.press('Enter')
    await expect(field).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Liên kết', exact: true })).toHaveCount(0)
    expect(await audioCount(page), 'no audio element for a refused link').toBe(0)
    expect([...watch.origins].some((origin) => origin.includes('evil.example'))).toBe(false)
    expect(consoleErrors).toEqual([])
  })

  test('an ogg or wav file warns that older iPhones may not play it, without blocking the link', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(`https://${FILE_HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'audio/wav', body: toneWav(2) }),
    )
    await page.goto('/create')
    await fillCreateForm(page, thao)
    const field = await chooseLink(page)
    const note = page.locator('#create-song-note')
    await field.fill(fileUrl('song.ogg'))
    await expect(note).toContainText(vi.create.musicIphoneWarning('ogg'))
    await field.fill(fileUrl('song.opus'))
    await expect(note).toContainText(vi.create.musicIphoneWarning('opus'))
    await field.fill(fileUrl('song.wav'))
    await expect(note).toContainText(vi.create.musicIphoneWarning('wav'))
    // The preview opened the file: its length shows, and the link can be made.
    await expect(note).toContainText(vi.create.musicLoaded('0:02'))
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(/iPhone đời cũ/)
    const link = await createSongLink(page)
    const decoded = decodeLink(link)
    expect(decoded.kind === 'valid' && decoded.page.song).toEqual({
      kind: 'url',
      url: fileUrl('song.wav'),
    })
    await field.fill(fileUrl('song.mp3'))
    await expect(note).not.toContainText('iPhone')
    expect(consoleErrors).toEqual([])
  })

  test('a file whose metadata fails to load shows the load error and blocks the link', async ({
    page,
    consoleErrors,
  }) => {
    await watchAudio(page)
    await page.route(`https://${FILE_HOST}/**`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }),
    )
    await page.goto('/create')
    await fillCreateForm(page, thao)
    const field = await chooseLink(page)
    expect(await audioCount(page), 'no audio element before a link is entered').toBe(0)
    const metadata = page.waitForRequest(fileUrl('missing.mp3'))
    await field.fill(fileUrl('missing.mp3'))
    await metadata
    expect(
      await page.evaluate(() => window.heartburstAudio?.map((element) => element.preload)),
    ).toEqual(['metadata'])
    await expect(field).toHaveAccessibleDescription(/Không mở được tệp nhạc này/)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    const create = page.getByRole('button', { name: 'Tạo liên kết' })
    await expect(create).toHaveAttribute('aria-disabled', 'true')
    // (aria-disabled keeps it pressable: it explains instead of ignoring.)
    await create.focus()
    await page.keyboard.press('Enter')
    await expect(field).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Liên kết', exact: true })).toHaveCount(0)
    // Back to no music: the link is made, without a song.
    await page.getByRole('radio', { name: vi.create.musicNone }).check()
    await page.getByRole('button', { name: 'Tạo liên kết' }).click()
    await expect(page.getByRole('textbox', { name: 'Liên kết', exact: true })).toHaveValue(/#v1\./)
    // Chromium's own line for the 404 response (it logs one for any failed resource, a GIF's
    // too) is the only one: nothing of the page's.
    const ours = consoleErrors.filter((error) => !error.endsWith('status of 404 (Not Found)'))
    expect(ours).toEqual([])
  })

  test('a link made with a tune opens /share/love/#v3 and decodes to the tune', async ({
    page,
    recipient,
    consoleErrors,
  }) => {
    await page.goto('/create')
    await fillCreateForm(page, thao)
    const tune: TuneId = 'canon-in-d'
    await page.getByRole('radio', { name: vi.create.musicTunes[tune] }).check()
    const preview = page.getByRole('region', { name: 'Xem trước' })
    await expect(
      preview.getByText(vi.create.musicPreviewLine(vi.create.musicTunes[tune])),
    ).toBeVisible()
    const link = await createSongLink(page)
    expect(new URL(link).pathname).toBe('/share/love/')
    expect(new URL(link).hash).toMatch(/^#v3\./)
    const decoded = decodeLink(link)
    expect(decoded.kind).toBe('valid')
    expect(decoded.kind === 'valid' && decoded.page.song).toEqual({ kind: 'tune', id: tune })
    expect(decoded.kind === 'valid' && decoded.page.recipientName).toBe(thao.name)
    // Edited after: the next link still carries the tune.
    await page.getByLabel('Tên người ấy').fill('Vy')
    const next = decodeLink(await createSongLink(page))
    expect(next.kind === 'valid' && next.page.song).toEqual({ kind: 'tune', id: tune })
    await recipient.goto(link)
    await expect(recipient).toHaveTitle(`Gửi ${thao.name} 💗`)
    expect(consoleErrors).toEqual([])
  })

  test('a tune picked before the page is live travels in the link', async ({ page }) => {
    const release = await holdResponses(page, /\/assets\/CreatePage-[\w-]+\.js$/)
    await page.goto('/create', { waitUntil: 'domcontentloaded' })
    await page.getByRole('radio', { name: vi.create.musicTunes['beo-dat-may-troi'] }).check()
    release()
    const preview = page.getByRole('region', { name: 'Xem trước' })
    const line = vi.create.musicPreviewLine(vi.create.musicTunes['beo-dat-may-troi'])
    await expect(preview.getByText(line)).toBeVisible()
    await fillCreateForm(page, thao)
    const decoded = decodeLink(await createSongLink(page))
    expect(decoded.kind === 'valid' && decoded.page.song).toEqual({
      kind: 'tune',
      id: 'beo-dat-may-troi',
    })
  })

  test('the tune preview sounds on play, falls silent on stop and when the choice changes', async ({
    page,
    consoleErrors,
  }) => {
    await watchAudio(page)
    await page.goto('/create')
    const name = vi.create.musicTunes['fur-elise']
    const play = page.getByRole('button', { name: vi.create.musicPlay(name) })
    await expect(play).toHaveAttribute('aria-pressed', 'false')
    await waitForHydration(play)
    expect(await audioCount(page), 'no audio object before the first press').toBe(0)
    await play.click()
    await expect(play).toHaveAttribute('aria-pressed', 'true')
    await expect(play).toHaveText(/Dừng/, { timeout: 30_000 })
    expect(await loudestSample(page), 'the preview sounds').toBeGreaterThan(0.02)
    await play.click()
    await expect(play).toHaveAttribute('aria-pressed', 'false')
    const stopped = await page.evaluate(() => {
      const elements = window.heartburstAudio ?? []
      const element = elements[elements.length - 1]
      return { paused: element.paused, at: element.currentTime }
    })
    expect(stopped).toEqual({ paused: true, at: 0 })
    expect(await loudestSample(page), 'silent once stopped').toBeLessThan(0.001)
    // Playing again, then choosing another tune: the preview stops.
    await play.click()
    await expect(play).toHaveText(/Dừng/, { timeout: 30_000 })
    await page.getByRole('radio', { name: vi.create.musicTunes['canon-in-d'] }).check()
    await expect(play).toHaveAttribute('aria-pressed', 'false')
    expect(await loudestSample(page), 'silent once the choice changed').toBeLessThan(0.001)
    expect(consoleErrors).toEqual([])
  })
})
