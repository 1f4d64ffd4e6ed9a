/**
 * The per-page HTML the build writes: its language, title, description, link-preview tags (Open
 * Graph and Twitter cards, which crawlers read without running JavaScript), its occasion's
 * palette, the Content-Security-Policy and the page's prerendered view.
 */
import { readFileSync } from 'node:fs'
import { contentSecurityPolicy } from './csp.js'
import { inlineStylesOf, inlineHashSource } from './inlineStyles.js'
import type { SiteSettings } from '../src/settings/env.js'
import { formatLoveTitle, titleOfPage } from '../src/settings/pages.js'
import { fallbackContent } from '../src/settings/appSettings.js'
import type { SitePage } from '../src/settings/sitePage.js'
import type { LinkPageData } from '../src/early/earlyLink.js'
import type { SealedPageData } from '../src/early/earlySealed.js'
import { NAME_SLOT } from '../src/early/earlyStory.js'
import { isShareKind } from '../src/share/paths.js'
import { OCCASION_PALETTES, paletteProperties } from '../src/occasions/palettes.js'
import { textsFor } from '../src/texts/catalogues.js'
import { LANGUAGES } from '../src/texts/languages.js'
import type { SiteTexts } from '../src/texts/types.js'

/** The preview picture in public/ (the catalogues' `head.ogImageAlt` says what it shows). */
export const OG_IMAGE = { file: 'og-image.png', width: 1200, height: 630 } as const

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
  const texts = textsFor(page.language)
  // A locked link's card and title name nobody, and say it waits to be opened.
  if (page.view === 'sealed') return { ...texts.site.shareCard, title: texts.site.sealedTitle }
  if (page.isShared) return texts.head.occasionCards[page.occasion]
  if (page.view === 'create') {
    return { title: texts.site.createTitle, description: texts.head.createDescription }
  }
  return { title: formatLoveTitle(settings.recipientName, page), description: settings.loveLine }
}

/**
 * The stylesheet that dresses a page in its occasion's palette (src/occasions/palettes.ts), after
 * the site's own, whose :root holds today's; none for today's page. In the HTML, so the first
 * paint wears it, and the scene reads its hearts' colours from it.
 */
export function occasionStyleOf(page: SitePage): string | undefined {
  if (page.occasion === 'none') return undefined
  const palette = OCCASION_PALETTES[page.occasion]
  const properties = paletteProperties(palette).map(([name, value]) => `${name}:${value}`)
  return `:root{${properties.join(';')};color-scheme:${palette.scheme}}`
}

/** A countdown's words but the one said as it opens, which only the app says. */
const withoutOpened = ({ opened: _opened, ...early }: SiteTexts['opening']) => early

/** What a share page's early script needs to know of its page (src/early/earlyLink.ts). */
export function linkPageData(settings: SiteSettings, page: SitePage): LinkPageData {
  if (!isShareKind(page.view)) throw new Error(`${page.path} is no share page`)
  const texts = textsFor(page.language)
  const own = fallbackContent(settings, page.language)
  const story = texts.story
  const storyWords = page.view === 'story' && {
    storyWords: {
      envelopeTo: story.envelopeTo(NAME_SLOT),
      reasonsHeading: story.reasonsHeading(NAME_SLOT),
      daysHeading: story.daysHeadings[page.occasion],
      memoriesHeading: story.memoriesHeading(NAME_SLOT),
      fromSender: texts.site.fromSender(NAME_SLOT),
    },
  }
  return {
    kind: page.view,
    ...storyWords,
    ownGif: { gifUrl: own.gifUrl, gifAlt: own.gifAlt },
    gifHosts: settings.gifHosts,
    audioHosts: settings.audioHosts,
    photoHosts: settings.photoHosts,
    texts: {
      gifAlts: texts.site.gifAlts,
      otherGifAlt: texts.site.otherGifAlt,
      invalidLink: texts.site.invalidLink,
      photoAlt: texts.site.photoAlt,
      opening: withoutOpened(texts.site.opening),
      // Only a question page asks it: the other share pages' HTML, at its 14 kB ceiling, goes without.
      ...(page.view === 'question' && { defaultQuestion: texts.question.defaultQuestion }),
    },
  }
}

/**
 * What a locked link's early script needs (src/early/earlySealed.ts): the words of its screen
 * in every language, since it speaks the browser's.
 */
export function sealedPageData(): SealedPageData {
  const wordsIn = (language: (typeof LANGUAGES)[number]) => {
    const { site, lock } = textsFor(language)
    return {
      ...lock,
      title: site.sealedTitle,
      invalidLink: site.invalidLink,
      opening: withoutOpened(site.opening),
    }
  }
  return { words: { vi: wordsIn('vi'), en: wordsIn('en') } }
}

/**
 * The lock's form's stylesheets (src/early/textInput.css, the field's look, then
 * src/early/lockForm.css), in a locked link's HTML: its early script's form paints dressed.
 * Comments and runs of white space out.
 */
export const SEALED_STYLE = [
  new URL('../src/early/textInput.css', import.meta.url),
  new URL('../src/early/lockForm.css', import.meta.url),
]
  .map((sheet) => readFileSync(sheet, 'utf8'))
  .join('')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};:,>])\s*/g, '$1')
  .trim()

/**
 * The tags a page gets before `</head>`. Without a site address the preview has no picture and
 * no URL (Open Graph needs absolute addresses), and the Twitter card falls back to `summary`.
 */
export function previewTags(settings: SiteSettings, page: SitePage): string[] {
  const card = cardOf(settings, page)
  const texts = textsFor(page.language)
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', texts.head.locale),
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
    meta('property', 'og:image:alt', texts.head.ogImageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...canonical,
  ]
}

/** What a page's HTML holds besides its template: each is '' where the page has none. */
export type PageParts = {
  /** The page's view, prerendered by React. */
  readonly appHtml?: string
  /** A share page's early script, built. */
  readonly linkScript?: string
  /** The view's own stylesheet (/create's). */
  readonly viewStyle?: string
  /** The early-press listener, built. */
  readonly pressScript?: string
}

/**
 * One page's HTML from Vite's built index.html: its language, its own title and description,
 * the CSP first in the head (a policy in a meta element covers only what comes after it) with
 * the hash of each `<style>` element (the inline stylesheet, the view's own and the occasion's),
 * preview tags, the view's own stylesheet (`viewStyle`: /create's, which no other page carries)
 * and the occasion's stylesheet last, and `appHtml` (the page's view, prerendered by React)
 * inside `<div id="root">`, which names the route it was rendered for (`data-path`): a host that
 * answers an address with another page's file must not have that view hydrated. A share page's
 * `linkScript` (the early script, earlyLink.ts built; a locked link's, earlySealed.ts) follows the
 * root, with its hash in the CSP and its page's data in `data-link-page` (`data-sealed-page`).
 * `pressScript` (earlyPressScript.ts built) ends the head, hashed too, on a page whose view holds
 * something pressed or sent before the app is live (`data-early-press`, a form).
 */
export function renderPageHtml(
  template: string,
  settings: SiteSettings,
  page: SitePage,
  { appHtml = '', linkScript = '', viewStyle = '', pressScript = '' }: PageParts = {},
): string {
  const occasionStyle = occasionStyleOf(page)
  const pageStyle = page.view === 'sealed' ? SEALED_STYLE : occasionStyle
  const ownStyles = [...(viewStyle ? [viewStyle] : []), ...(pageStyle ? [pageStyle] : [])]
  const styles = [...inlineStylesOf(template), ...ownStyles]
  const hasLinkScript = page.isShared && linkScript !== ''
  const hasPressScript = pressScript !== '' && /\sdata-early-press=|<form\b/.test(appHtml)
  // In the document's order: the press script ends the head, the link's follows the root.
  const scriptHashes = [
    ...(hasPressScript ? [inlineHashSource(pressScript)] : []),
    ...(hasLinkScript ? [inlineHashSource(linkScript)] : []),
  ]
  const policy = contentSecurityPolicy(settings, page, styles.map(inlineHashSource), scriptHashes)
  const csp = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`
  const card = cardOf(settings, page)
  const pageTitle = page.isShared ? card.title : titleOfPage(page, settings.recipientName)
  const title = `<title>${escapeHtml(pageTitle)}</title>`
  const robots = page.isIndexed ? [] : [meta('name', 'robots', 'noindex')]
  const head = [
    meta('name', 'description', card.description),
    ...robots,
    ...previewTags(settings, page),
    ...ownStyles.map((style) => `<style>${style}</style>`),
    ...(hasPressScript ? [`<script>${pressScript}</script>`] : []),
  ]
  const themeColour = OCCASION_PALETTES[page.occasion].page.background
  const html = template
    .replace(/<html lang="[^"]*"/i, () => `<html lang="${page.language}"`)
    .replace(/(<meta name="theme-color" content=")[^"]*"/i, (_, start) => `${start}${themeColour}"`)
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    ${csp}`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => title)
    .replace(/\s*<meta name="description"[^>]*>/i, '')
    .replace(/\s*<\/head>/i, () => `\n    ${head.join('\n    ')}\n  </head>`)
    .replace(ROOT, () => {
      const root = `<div id="root" data-path="${escapeHtml(page.path)}">${appHtml}</div>`
      if (!hasLinkScript) return root
      if (page.view === 'sealed') {
        const words = escapeHtml(JSON.stringify(sealedPageData()))
        return `${root}<script data-sealed-page="${words}">${linkScript}</script>`
      }
      const data = escapeHtml(JSON.stringify(linkPageData(settings, page)))
      return `${root}<script data-link-page="${data}">${linkScript}</script>`
    })
  const hasLanguage = html.includes(`<html lang="${page.language}"`)
  if (!html.includes(csp) || !html.includes(title) || !ROOT.test(template) || !hasLanguage) {
    throw new Error(
      'index.html needs <html lang>, a <meta charset>, a <title> and an empty <div id="root">',
    )
  }
  return html
}
