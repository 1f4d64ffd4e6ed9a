/**
 * The per-page HTML the build writes: title, description, link-preview tags (Open Graph and
 * Twitter cards, which crawlers read without running JavaScript), the Content-Security-Policy
 * and the page's prerendered view.
 */
import { SHARE_CARD } from '../src/share/paths.js'
import { contentSecurityPolicy } from './csp.js'
import { inlineStylesOf, styleHashSource } from './inlineStyles.js'
import type { SiteSettings } from '../src/config/env.js'
import { CREATE_TITLE, formatLoveTitle, titleOfPage } from '../src/config/pages.js'
import type { SitePage } from '../src/config/sitePage.js'

const CREATE_DESCRIPTION =
  'Viết tên người ấy, một lời yêu thương, chọn ảnh GIF và gửi đi bằng một liên kết.'

/** The preview picture in public/, and what it shows. */
export const OG_IMAGE = {
  file: 'og-image.png',
  width: 1200,
  height: 630,
  alt: 'Những trái tim hồng bay lên trên nền hồng nhạt',
} as const

/** Text made safe for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/** The absolute address of a page, or '' when the site address is not set. */
export function pageUrl(settings: SiteSettings, page: SitePage): string {
  return settings.siteUrl === '' ? '' : new URL(page.path.slice(1), settings.siteUrl).href
}

// The app's container, empty in index.html: the prerendered view goes in it, with no
// whitespace around it, so that the client can tell a prerendered page from an empty one.
const ROOT = /<div id="root"><\/div>/i

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`
}

/**
 * What a page's preview card says. Shared links get the generic card: their names travel in
 * the fragment, which crawlers never see, so the deployment's own recipient would be wrong.
 */
export function cardOf(settings: SiteSettings, page: SitePage) {
  if (page.isShared) return SHARE_CARD
  if (page.view === 'create') return { title: CREATE_TITLE, description: CREATE_DESCRIPTION }
  return { title: formatLoveTitle(settings.recipientName), description: settings.loveLine }
}

/**
 * The tags a page gets before `</head>`. Without a site address the preview has no picture and
 * no URL (Open Graph needs absolute addresses), and the Twitter card falls back to `summary`.
 */
export function previewTags(settings: SiteSettings, page: SitePage): string[] {
  const card = cardOf(settings, page)
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'vi_VN'),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
  ]
  const url = pageUrl(settings, page)
  if (url === '') return [...tags, meta('name', 'twitter:card', 'summary')]
  const image = new URL(OG_IMAGE.file, settings.siteUrl).href
  const canonical = page.isIndexed ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []
  return [
    ...tags,
    ...(page.isIndexed ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('property', 'og:image:alt', OG_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...canonical,
  ]
}

/**
 * One page's HTML from Vite's built index.html: its own title and description, the CSP first
 * in the head (a policy in a meta element covers only what comes after it) with the hash of
 * each of the template's `<style>` elements (the inline stylesheet), preview tags last,
 * and `appHtml` (the page's view, prerendered by React) inside `<div id="root">`, which names
 * the route it was rendered for (`data-path`): a host that answers an address with another
 * page's file must not have that view hydrated.
 */
export function renderPageHtml(
  template: string,
  settings: SiteSettings,
  page: SitePage,
  appHtml = '',
): string {
  const styleHashes = inlineStylesOf(template).map(styleHashSource)
  const policy = contentSecurityPolicy(settings, styleHashes)
  const csp = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`
  const title = `<title>${escapeHtml(titleOfPage(page, settings.recipientName))}</title>`
  const robots = page.isIndexed ? [] : [meta('name', 'robots', 'noindex')]
  const head = [
    meta('name', 'description', cardOf(settings, page).description),
    ...robots,
    ...previewTags(settings, page),
  ]
  const html = template
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    ${csp}`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => title)
    .replace(/\s*<meta name="description"[^>]*>/i, '')
    .replace(/\s*<\/head>/i, () => `\n    ${head.join('\n    ')}\n  </head>`)
    .replace(ROOT, () => `<div id="root" data-path="${escapeHtml(page.path)}">${appHtml}</div>`)
  if (!html.includes(csp) || !html.includes(title) || !ROOT.test(template)) {
    throw new Error('index.html needs a <meta charset>, a <title> and an empty <div id="root">')
  }
  return html
}
