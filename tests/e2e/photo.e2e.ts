// A made link's photo, as its recipient sees it: the photo carried in the link is painted from
// the HTML before the app, at its own size, and stays once the page is live, on both scene
// paths; a photo on a photo host shows beside the GIF, and one that fails leaves a heart; a
// photo off the hosts makes the link a bad one. What is seen is proven by pixels: the print's
// photo against the fixture itself, decoded by the same browser.
import { PNG } from 'pngjs'
import { madePhotoFragment } from '../../scripts/shared.mjs'
import { CURATED_GIFS } from '../../src/share/curated'
import { encodePage } from '../../src/share/encodeLink'
import type { PhotoPlace } from '../../src/share/photo'
import { vi } from '../../src/texts/vi'
import { FIXTURE_PHOTO } from './fixtures.mjs'
import { ENTRY_SCRIPT, holdResponses } from './pageBoot'
import { expectFixtureShown, referenceColours, spotColours } from './photoPixels'
import { waitForScene } from './stage'
import { expect, test, type ScenePath } from './testFixtures'

const NAME = 'Thảo Vy'
const LINE = 'Anh thương em nhiều lắm'
const HOSTED = 'https://i.imgur.com/Ab12Cd3.jpg'

const inLinkAddress = (place: PhotoPlace) =>
  `/share/love/#${madePhotoFragment(NAME, LINE, FIXTURE_PHOTO, place)}`
const hostedAddress = (src: string, place: PhotoPlace) => {
  const page = { recipientName: NAME, loveLine: LINE, gifUrl: CURATED_GIFS[0].url }
  return `/share/love/#${encodePage({ ...page, photo: { src, place } })}`
}

for (const scenePath of ['worker', 'main'] satisfies ScenePath[]) {
  test.describe(`the scene ${scenePath === 'worker' ? 'in its worker' : "on the page's thread"}`, () => {
    test.use({ scenePath })

    test('the photo in the link is painted from the HTML in the GIF’s place, at its own size, and stays once live @phone', async ({
      page,
      consoleErrors,
    }) => {
      const reference = await referenceColours(page)
      const release = await holdResponses(page, ENTRY_SCRIPT)
      await page.goto(inLinkAddress('gif'), { waitUntil: 'commit' })
      const image = page.getByRole('img', { name: vi.site.photoAlt })
      await expect(image).toBeVisible()
      await expect(page.getByTestId('heart-stage')).toHaveCount(0)
      await expectFixtureShown(image, reference, 'before the app')
      // In the GIF's place: no GIF, and no frame of it.
      await expect(page.locator('.gif-frame')).toHaveCount(0)
      // Never stretched: 112 px on the page for its 112 pixels.
      expect(
        await image.evaluate((img: HTMLImageElement) => [img.offsetWidth, img.naturalWidth]),
      ).toEqual([112, 112])
      await image.evaluate((img) => ((window as never as { early: Element }).early = img))

      release()
      await waitForScene(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LINE)
      await expectFixtureShown(image, reference, 'live')
      // Hydrated in place: the app kept the element the early script wrote.
      expect(
        await image.evaluate((img) => img === (window as never as { early: Element }).early),
      ).toBe(true)
      expect(consoleErrors).toEqual([])
    })
  })
}

test('a photo on a photo host shows beside the GIF, told nothing of the page; one that fails leaves a heart; one off the hosts is a bad link @phone', async ({
  page,
  newContext,
  consoleErrors,
}) => {
  const reference = await referenceColours(page)
  // The headers the request really went with (allHeaders), not Playwright's provisional ones.
  const referrers: Array<Promise<string | undefined>> = []
  page.on('request', (request) => {
    if (request.url() === HOSTED) referrers.push(request.allHeaders().then((all) => all.referer))
  })
  await page.goto(hostedAddress(HOSTED, 'beside'))
  await waitForScene(page)
  const image = page.getByRole('img', { name: vi.site.photoAlt })
  await expect(image).toHaveCSS('opacity', '1')
  await expectFixtureShown(image, reference, 'a photo on a host')
  await expect(page.locator('.gif-frame img')).toBeVisible()
  expect(referrers.length, 'requests for the hosted photo').toBeGreaterThan(0)
  expect(await Promise.all(referrers), 'the host is told no page address').toEqual(
    referrers.map(() => undefined),
  )
  expect(consoleErrors).toEqual([])

  // A host that answers 404: the print keeps a heart, named as the photo, and no broken image.
  const broken = await (await newContext()).newPage()
  await broken.route(HOSTED, (route) => route.fulfill({ status: 404, body: 'not found' }))
  const errors: string[] = []
  broken.on('pageerror', (error) => errors.push(error.message))
  broken.on('console', (message) => {
    // The browser's own line for the failed request is the network's, not the page's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
  })
  await broken.goto(hostedAddress(HOSTED, 'gif'))
  await waitForScene(broken)
  const print = broken.locator('.photo-print')
  await expect(print).toHaveClass(/photo-print--failed/)
  await expect(print.locator('img')).toHaveCount(0)
  await expect(print.getByRole('img', { name: vi.site.photoAlt })).toBeVisible()
  const heart = PNG.sync.read(await print.screenshot())
  const [middle] = spotColours(heart).slice(4)
  // The heart's pink in the middle of the paper, not the paper's white.
  expect(middle[1], 'the heart drawn in the print').toBeLessThan(200)
  expect(errors).toEqual([])

  // Off the hosts: the link is refused, as a GIF off the list is, and nothing is requested.
  let offList = 0
  page.on('request', (request) => {
    if (request.url().startsWith('https://evil.example/')) offList++
  })
  await page.goto(hostedAddress('https://evil.example/us.jpg', 'gif'))
  await expect(page.getByRole('status')).toHaveText(vi.site.invalidLink)
  await expect(page.locator('.photo-print')).toHaveCount(0)
  expect(offList).toBe(0)
})
