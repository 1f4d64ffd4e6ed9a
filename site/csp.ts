/**
 * The Content-Security-Policy the build puts in every HTML file, and the check that the built
 * HTML needs nothing it forbids. Pure string work, unit-tested.
 */
import { gifHostSources, GTM_ORIGIN } from '../src/share/hosts.js'
import type { SiteSettings } from '../src/config/env.js'

// What the tags a container usually holds (GA4) fetch and ping, as Google's CSP guide lists.
const GTM_BEACON_SOURCES = [
  GTM_ORIGIN,
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

/**
 * The policy: scripts, styles and data from the page's own origin only; images also from
 * `data:` (the QR code) and exactly the GIF hosts (VITE_GIF_HOSTS, which the build has checked
 * include the page's own GIF; a local http GIF of an audit is added as it is); Google Tag
 * Manager's hosts only when a container is configured.
 */
export function contentSecurityPolicy(settings: SiteSettings): string {
  const hasGtm = settings.gtmId !== ''
  const gtmScripts = hasGtm ? [GTM_ORIGIN] : []
  const gtmBeacons = hasGtm ? GTM_BEACON_SOURCES : []
  const gifOrigin = new URL(settings.gifUrl).origin
  const directives: Array<readonly [string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...gtmScripts]],
    ['style-src', ["'self'"]],
    [
      'img-src',
      ["'self'", 'data:', ...gifHostSources(settings.gifHosts), gifOrigin, ...gtmBeacons],
    ],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...gtmBeacons]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'none'"]],
  ]
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ')
}

/**
 * What in an HTML file the policy would block: inline scripts, `style` attributes, `<style>`
 * elements and inline event handlers. Empty when the file is clean.
 */
export function findInlineCode(html: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc=/i.test(match[1]) || match[2].trim() !== '') found.push(match[0].slice(0, 80))
  }
  for (const match of html.matchAll(/<style\b[^>]*>/gi)) found.push(match[0])
  // Attribute values are blanked first: a love line may well contain ' style=' as text.
  const tags = html.replace(/"[^"]*"/g, '""')
  for (const match of tags.matchAll(/<[a-z][^>]*\s(style|on[a-z]+)=[^>]*>/gi)) {
    found.push(match[0].slice(0, 80))
  }
  return found
}
