// The network as tests see it: the app's own origin, a fixture GIF in place of the external
// media host, and a fixture photo in place of a photo host (there is no internet here, and
// tests must not need it).
import { readFileSync } from 'node:fs'

const FIXTURE_GIF = readFileSync(new URL('../fixtures/love.gif', import.meta.url))
/** A 112 px photo of four colours and a white disc, as /create's canvas writes one. */
export const FIXTURE_PHOTO = readFileSync(new URL('../fixtures/photo-112.jpg', import.meta.url))

/**
 * Serves the fixture for any external .gif, the photo for any external .jpg, and refuses every
 * other external request.
 */
export async function routeFixtures(
  context,
  { gifDelayMs = 0, gifStatus = 200, gifAbort = false } = {},
) {
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    async (route) => {
      const url = new URL(route.request().url())
      if (url.pathname.endsWith('.jpg')) {
        return route.fulfill({ status: 200, contentType: 'image/jpeg', body: FIXTURE_PHOTO })
      }
      if (!url.pathname.endsWith('.gif')) return route.abort('blockedbyclient')
      if (gifAbort) return route.abort('connectionreset')
      if (gifDelayMs) await new Promise((resolve) => setTimeout(resolve, gifDelayMs))
      if (gifStatus !== 200) return route.fulfill({ status: gifStatus, body: 'not found' })
      return route.fulfill({ status: 200, contentType: 'image/gif', body: FIXTURE_GIF })
    },
  )
}
