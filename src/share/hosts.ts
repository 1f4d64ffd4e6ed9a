/**
 * The outside hosts a page may load from, as its Content-Security-Policy lists them (site/csp.ts):
 * Google Tag Manager's and the GIF hosts of VITE_GIF_HOSTS; and the song hosts of
 * VITE_AUDIO_HOSTS, for the CSP's media-src once the page plays songs (issue 33); the photo hosts
 * of VITE_PHOTO_HOSTS. A shared link naming any other GIF, song or photo address is refused
 * before the page could request it. Pure.
 */

/** Where Google Tag Manager loads its script from (src/settings/tagManager.ts; the CSP lists it). */
export const GTM_ORIGIN = 'https://www.googletagmanager.com'

/** Giphy's and Tenor's media hosts: where their "copy GIF link" addresses point. */
export const DEFAULT_GIF_HOSTS: readonly string[] = [
  'media.giphy.com',
  'media0.giphy.com',
  'media1.giphy.com',
  'media2.giphy.com',
  'media3.giphy.com',
  'media4.giphy.com',
  'i.giphy.com',
  'media.tenor.com',
  'c.tenor.com',
]

/**
 * Where songs may come from by default: Cloudinary's delivery host, where the genre's guides
 * send makers to upload their song (issue 33). No other: a streaming site's addresses are pages,
 * not files an <audio> element can play, and a build that uses another file host lists it.
 */
export const DEFAULT_AUDIO_HOSTS: readonly string[] = ['res.cloudinary.com']

/**
 * Where a photo by address may come from by default (VITE_PHOTO_HOSTS; the CSP's img-src lists
 * them): the direct image hosts of three free photo sites with no sign-in, Imgur, ImgBB and
 * Postimages. Their pages (imgur.com/…, ibb.co/…) are not images, and are refused.
 */
export const DEFAULT_PHOTO_HOSTS: readonly string[] = ['i.imgur.com', 'i.ibb.co', 'i.postimg.cc']

// A DNS name with at least one dot (no wildcards, no IP literals), and an optional port.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?$/

/**
 * The hosts named in a VITE_GIF_HOSTS, VITE_AUDIO_HOSTS or VITE_PHOTO_HOSTS value: separated by commas or spaces,
 * lower case.
 */
export function parseHosts(value: string): string[] {
  return value
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((host) => host !== '')
}

/** The hosts in `value` that are not plain host names. */
export function badHosts(value: string): string[] {
  return parseHosts(value).filter((host) => !HOST.test(host))
}

/** The address as a URL when it parses, else undefined. */
export function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** Whether `url` is an https address, without credentials, on one of `hosts`. */
export function isAllowedUrl(url: URL, hosts: readonly string[]): boolean {
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    hosts.includes(url.host)
  )
}

/** The CSP sources for `hosts`: https only. */
export function gifHostSources(hosts: readonly string[]): string[] {
  return hosts.map((host) => `https://${host}`)
}

/** The sites behind `hosts`, for messages: media.giphy.com and i.giphy.com are giphy.com. */
export function sitesOf(hosts: readonly string[]): string[] {
  const sites = hosts.map((host) => host.replace(/:\d+$/, '').split('.').slice(-2).join('.'))
  return [...new Set(sites)]
}
