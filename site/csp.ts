/**
 * The Content-Security-Policy the build puts in every HTML file, and the check that the built
 * HTML needs nothing it forbids. Pure string work, unit-tested.
 */
import { gifHostSources, GTM_ORIGIN, parseUrl } from '../src/share/hosts.js'
import type { SiteSettings } from '../src/settings/env.js'
import type { SitePage } from '../src/settings/sitePage.js'

// What the tags a container usually holds (GA4) fetch and ping, as Google's CSP guide lists.
const GTM_BEACON_SOURCES = [
  GTM_ORIGIN,
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

/** What of a page its policy depends on: whether it is /create, and whether a link opens there. */
export type PolicyPage = Pick<SitePage, 'view' | 'isShared'>

/**
 * The policy of `page`: scripts, styles and data from the page's own origin only; besides,
 * exactly the inline styles and scripts whose hashes are given (`'sha256-…'`, the page's own
 * `<style>` elements, and a share page's early script, which shows a made link's words); images
 * also from `data:` (the QR code, a photo carried in the link), on /create alone `blob:` (the
 * maker's own photo, opened from its file, never sent anywhere), exactly the GIF hosts
 * (VITE_GIF_HOSTS, which the build has checked include the page's own GIF; a local http GIF of
 * an audit is added as it is) and the photo hosts (VITE_PHOTO_HOSTS); songs
 * (media) from the page's own origin (a file in public/), `blob:` (a built-in tune, rendered by
 * the page into a blob) and exactly the song hosts (VITE_AUDIO_HOSTS; a local http VITE_MUSIC
 * of a test is added as it is); Google Tag Manager's hosts only when a container is configured,
 * and never on a share page, whose address holds the whole made page in its fragment (the tag
 * manager does not load there either: src/settings/tagManager.ts).
 */
export function contentSecurityPolicy(
  settings: SiteSettings,
  page: PolicyPage,
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  const hasGtm = settings.gtmId !== '' && !page.isShared
  const blobImages = page.view === 'create' ? ['blob:'] : []
  const gtmScripts = hasGtm ? [GTM_ORIGIN] : []
  const gtmBeacons = hasGtm ? GTM_BEACON_SOURCES : []
  const gifOrigin = new URL(settings.gifUrl).origin
  // The build checked VITE_MUSIC: its address is on the hosts, the site's own, or local http.
  const music = parseUrl(settings.music)
  const musicOrigin = music?.protocol === 'http:' ? [music.origin] : []
  const directives: Array<readonly [string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...gtmScripts]],
    ['style-src', ["'self'", ...styleHashes]],
    [
      'img-src',
      [
        "'self'",
        'data:',
        ...blobImages,
        ...gifHostSources(settings.gifHosts),
        gifOrigin,
        ...gifHostSources(settings.photoHosts),
        ...gtmBeacons,
      ],
    ],
    ['media-src', ["'self'", 'blob:', ...gifHostSources(settings.audioHosts), ...musicOrigin]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...gtmBeacons]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'none'"]],
  ]
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ')
}

/** The sources a policy in an HTML file's `<meta http-equiv>` gives one directive. */
function policySources(html: string, directive: string): string[] {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)
  const found = meta?.[1].split(';').find((part) => part.trim().startsWith(`${directive} `))
  return found?.trim().split(/\s+/).slice(1) ?? []
}

/**
 * What in an HTML file its own policy would block: `style` attributes, inline event handlers,
 * and inline scripts and `<style>` elements unless the policy (its `<meta>`, which must come
 * first) lists their hash. `hashSourceOf` gives a text's `'sha256-…'` source (node:crypto at
 * build time; this module also reaches the browser). Empty when the file is clean.
 */
export function findInlineCode(html: string, hashSourceOf: (text: string) => string): string[] {
  const found: string[] = []
  const policyAt = html.search(/<meta http-equiv="Content-Security-Policy"/i)
  const scripts = new Set(policySources(html, 'script-src'))
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const isFile = /\ssrc=/i.test(match[1]) && match[2].trim() === ''
    const isHashed = scripts.has(hashSourceOf(match[2])) && policyAt < (match.index ?? 0)
    if (!isFile && !isHashed) found.push(match[0].slice(0, 80))
  }
  const allowed = new Set(policySources(html, 'style-src'))
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)(<\/style>|$)/gi)) {
    const isAllowed = allowed.has(hashSourceOf(match[1])) && policyAt < (match.index ?? 0)
    if (!isAllowed) found.push(match[0].slice(0, 80))
  }
  // Attribute values, style sheets and scripts (hashed above) are blanked first: a love line may
  // well contain ' style=' as text.
  const tags = html
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1')
    .replace(/"[^"]*"/g, '""')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/gi, '$1')
  for (const match of tags.matchAll(/<[a-z][^>]*\s(style|on[a-z]+)=[^>]*>/gi)) {
    found.push(match[0].slice(0, 80))
  }
  return found
}
