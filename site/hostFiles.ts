/**
 * The small text files static hosts and crawlers read: robots.txt, sitemap.xml and Netlify's
 * _redirects. Written by the build, since they depend on the base path and the site address.
 */
import type { SiteSettings } from '../src/settings/env.js'
import { pageUrl } from './pageHtml.js'
import { pagesOf } from '../src/settings/pages.js'

/** robots.txt: everything may be crawled; the sitemap when the site address is known. */
export function robotsTxt(settings: SiteSettings): string {
  const lines = ['User-agent: *', 'Allow: /']
  if (settings.siteUrl !== '') lines.push('', `Sitemap: ${settings.siteUrl}sitemap.xml`)
  return `${lines.join('\n')}\n`
}

/** sitemap.xml with the indexed pages, or undefined when the site address is not set. */
export function sitemapXml(settings: SiteSettings): string | undefined {
  if (settings.siteUrl === '') return undefined
  const urls = pagesOf(settings)
    .filter((page) => page.isIndexed)
    .map((page) => `  <url><loc>${pageUrl(settings, page)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * Netlify's _redirects: the pages are real files (love/index.html…), so only the addresses
 * that match none fall through to the 404 view, with a 404 status.
 */
export function netlifyRedirects(settings: SiteSettings): string {
  return [
    '# Written by the build (vite.config.ts): every address without a file shows the 404 view.',
    `${settings.basePath}*  ${settings.basePath}404.html  404`,
    '',
  ].join('\n')
}
