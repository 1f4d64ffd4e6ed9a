/**
 * The build's own Vite plugins (vite.config.ts): the page maker's settings, the create switch,
 * the tag manager entry, and the HTML files of every page with its prerendered view.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { loadEnv, type Alias, type Plugin, type ResolvedConfig, type Rollup } from 'vite'
// The '.js' specifiers resolve to the .ts files; Vite asks config imports to name an extension.
import { findInlineCode } from './csp.js'
import type { SiteSettings } from '../src/settings/env.js'
import { formatProblems, readSettings } from '../src/settings/envChecks.js'
import { renderPageHtml } from './pageHtml.js'
import { inlineStylesheet, inlineHashSource } from './inlineStyles.js'
import { netlifyRedirects, robotsTxt, sitemapXml } from './hostFiles.js'
import {
  buildEarlyScript,
  EARLY_PRESS_ENTRY,
  EARLY_SEALED_ENTRY,
  withPageRenderer,
} from './prerender.js'
import { pagesOf } from '../src/settings/pages.js'
import { textsFor } from '../src/texts/catalogues.js'
import { voicedText } from '../src/texts/voices.js'

const ROOT = resolve(import.meta.dirname, '..')

/** The page maker's settings from .env files and the environment; bad values stop here. */
export function loadSettings(mode: string): SiteSettings {
  const { settings, problems } = readSettings(
    loadEnv(mode, process.cwd(), ''),
    // A build's own line speaks as anh to em, as every build's page did.
    (language, occasion) => voicedText(textsFor(language).create.occasionLines[occasion]),
  )
  if (problems.length === 0) return settings
  const error = new Error(formatProblems(problems))
  // The message names each variable, its value and what is expected; a stack adds nothing.
  error.stack = error.message
  throw error
}

/**
 * react-router's package exports point only at its development build (dev warnings on);
 * production builds use the same-API production files, about 0.6 kB gz lighter.
 */
export function routerProductionAliases(): Alias[] {
  const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
  const production = (file: string) => join(routerDir, 'dist/production', file)
  return [
    { find: /^react-router$/, replacement: production('index.mjs') },
    { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
  ]
}

/** With VITE_GTM_ID set, the page also loads the tag manager module; otherwise nothing. */
function tagManagerEntry(settings: SiteSettings): Plugin {
  return {
    name: 'heartburst:tag-manager',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        settings.gtmId === ''
          ? html
          : html.replace(
              '</head>',
              '  <script type="module" src="/src/settings/tagManager.ts"></script>\n  </head>',
            ),
    },
  }
}

// The modules a VITE_CREATE=off build swaps for their `.off.ts` twin: /create and the share
// pages in the page list, the /create view with its lazy chunk, and the shared-link decoder
// (with lz-string).
const CREATE_MODULES = [
  'src/settings/createPages.ts',
  'src/app/createFeatureViews.tsx',
  'src/share/content.ts',
]

/** VITE_CREATE=off: the create modules never enter the module graph, so no byte of them ships. */
function createSwitch(settings: SiteSettings): Plugin {
  const swaps = new Map(
    CREATE_MODULES.map((file) => [
      resolve(ROOT, file),
      resolve(ROOT, file.replace(/\.tsx?$/, '.off.ts')),
    ]),
  )
  return {
    name: 'heartburst:create-switch',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (settings.isCreateOn || !importer) return
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && swaps.get(resolved.id)
    },
  }
}

/**
 * The love line the app reads from import.meta.env is the settled one: without VITE_LOVE_LINE,
 * the occasion's suggested line in the build's language (readSettings), which only the build's
 * catalogues hold, so the app ships no table of lines.
 */
function settledLoveLine(settings: SiteSettings): Plugin {
  return {
    name: 'heartburst:settled-love-line',
    config: () => ({
      define: { 'import.meta.env.VITE_LOVE_LINE': JSON.stringify(settings.loveLine) },
    }),
  }
}

/** The plugins that shape the app's modules, shared by the client and the prerender builds. */
function appPlugins(settings: SiteSettings): Plugin[] {
  return [createSwitch(settings), settledLoveLine(settings), ...react()]
}

/**
 * After the build: one HTML file per route (titles, link previews, the CSP, the view
 * prerendered by React), 404.html, robots.txt, sitemap.xml and _redirects. Fails the build if
 * a page cannot be rendered or its HTML holds inline code.
 */
function sitePagesPlugin(settings: SiteSettings): Plugin {
  let config: ResolvedConfig
  return {
    name: 'heartburst:site-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
      if (settings.siteUrl !== '') return
      resolved.logger.warn(
        'Heartburst: VITE_SITE_URL is not set, so link previews show the title and the love ' +
          'line without the picture (messengers need absolute addresses).',
      )
    },
    async writeBundle(_options, bundle) {
      const outDir = resolve(config.root, config.build.outDir)
      const template = readFileSync(join(outDir, 'index.html'), 'utf8')
      const createStyle = viewStyleOf(bundle, outDir, 'CreatePage')
      const server = {
        root: config.root,
        mode: config.mode,
        base: config.base,
        envDir: config.envDir,
        plugins: appPlugins(settings),
        resolve: { alias: routerProductionAliases() },
      }
      const pages = pagesOf(settings)
      const scriptConfig = { ...server, build: { target: config.build.target } }
      const linkScript = pages.some((page) => page.isShared)
        ? await buildEarlyScript(scriptConfig)
        : ''
      const sealedScript = pages.some((page) => page.view === 'sealed')
        ? await buildEarlyScript(scriptConfig, EARLY_SEALED_ENTRY)
        : ''
      const pressScript = await buildEarlyScript(scriptConfig, EARLY_PRESS_ENTRY)
      await withPageRenderer(server, async (renderPage) => {
        for (const page of pages) {
          const appHtml = await renderPage(page.path).catch((error: unknown) => {
            throw new Error(`Prerendering ${page.path} failed: ${(error as Error).stack}`)
          })
          const html = renderPageHtml(template, settings, page, {
            appHtml,
            linkScript: page.view === 'sealed' ? sealedScript : linkScript,
            viewStyle: page.view === 'create' ? createStyle : '',
            pressScript,
          })
          const inline = findInlineCode(html, inlineHashSource)
          if (inline.length > 0) {
            throw new Error(`${page.file} has inline code its CSP blocks: ${inline[0]}`)
          }
          mkdirSync(dirname(join(outDir, page.file)), { recursive: true })
          writeFileSync(join(outDir, page.file), html)
        }
      })
      writeFileSync(join(outDir, 'robots.txt'), robotsTxt(settings))
      writeFileSync(join(outDir, '_redirects'), netlifyRedirects(settings))
      const sitemap = sitemapXml(settings)
      if (sitemap) writeFileSync(join(outDir, 'sitemap.xml'), sitemap)
    },
  }
}

/**
 * The stylesheet a lazy view's chunk brings (`name`, its chunk's name), to inline in that view's
 * own HTML: /create's form paints styled before its chunk arrives, and no other page carries it.
 * '' in a build without the view (VITE_CREATE=off).
 */
function viewStyleOf(bundle: Rollup.OutputBundle, outDir: string, name: string): string {
  const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === name)
  if (chunk?.type !== 'chunk') return ''
  const sheets = [...(chunk.viteMetadata?.importedCss ?? [])]
  return sheets.map((sheet) => readFileSync(join(outDir, sheet), 'utf8')).join('')
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile()
}

/**
 * `vite preview` answers as the static hosts do: /love from love/index.html (as Netlify does,
 * without GitHub Pages' redirect to /love/), and an address without a file gets 404.html with
 * a 404 status. Vite's own fallback answers both with index.html, the home page's view.
 */
function staticHostPreview(): Plugin {
  return {
    name: 'heartburst:static-host-preview',
    configurePreviewServer(server) {
      const { root, base, build } = server.config
      const outDir = resolve(root, build.outDir)
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview')
        const pathname = decodeURI(url.pathname)
        if (!pathname.startsWith(base)) return next()
        const path = join(outDir, pathname.slice(base.length))
        if (isFile(path)) return next()
        if (isFile(join(path, 'index.html'))) {
          request.url = `${url.pathname.replace(/\/?$/, '/')}index.html${url.search}`
          return next()
        }
        const notFound = join(outDir, '404.html')
        if (!isFile(notFound)) return next()
        response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
        response.end(request.method === 'HEAD' ? undefined : readFileSync(notFound))
      })
    },
  }
}

/** Every plugin of the site's build and preview, in order. */
export function heartburstPlugins(settings: SiteSettings): Plugin[] {
  return [
    ...appPlugins(settings),
    inlineStylesheet(),
    tagManagerEntry(settings),
    sitePagesPlugin(settings),
    staticHostPreview(),
  ]
}
