import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
// The '.js' specifiers resolve to the .ts files; Vite asks config imports to name an extension.
import { findInlineCode } from './site/csp.js'
import { formatProblems, readSettings, type SiteSettings } from './src/config/env.js'
import { renderPageHtml } from './site/head.js'
import { netlifyRedirects, robotsTxt, sitemapXml } from './site/hostFiles.js'
import { pagesOf } from './src/config/pages.js'

// react-router's package exports point only at its development build (dev warnings on);
// production builds use the same-API production files, about 0.6 kB gz lighter.
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
const routerProduction = (file: string) => join(routerDir, 'dist/production', file)

/** The page maker's settings from .env files and the environment; bad values stop here. */
function loadSettings(mode: string): SiteSettings {
  const { settings, problems } = readSettings(loadEnv(mode, process.cwd(), ''))
  if (problems.length === 0) return settings
  const error = new Error(formatProblems(problems))
  // The message names each variable, its value and what is expected; a stack adds nothing.
  error.stack = error.message
  throw error
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
              '  <script type="module" src="/src/config/tagManager.ts"></script>\n  </head>',
            ),
    },
  }
}

// The modules a VITE_CREATE=off build swaps for their `.off.ts` twin: the /create route with
// its lazy chunk and the share pages, and the shared-link decoder (with lz-string).
const CREATE_MODULES = ['src/app/createRoutes.tsx', 'src/share/content.ts']

/** VITE_CREATE=off: the create modules never enter the module graph, so no byte of them ships. */
function createSwitch(settings: SiteSettings): Plugin {
  const swaps = new Map(
    CREATE_MODULES.map((file) => [
      resolve(import.meta.dirname, file),
      resolve(import.meta.dirname, file.replace(/\.tsx?$/, '.off.ts')),
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
 * After the build: one HTML file per route (titles, link previews, the CSP), 404.html,
 * robots.txt, sitemap.xml and _redirects. Fails the build if the HTML holds inline code.
 */
function sitePagesPlugin(settings: SiteSettings): Plugin {
  let outDir = 'dist'
  return {
    name: 'heartburst:site-pages',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir)
      if (settings.siteUrl !== '') return
      resolved.logger.warn(
        'Heartburst: VITE_SITE_URL is not set, so link previews show the title and the love ' +
          'line without the picture (messengers need absolute addresses).',
      )
    },
    writeBundle() {
      const template = readFileSync(join(outDir, 'index.html'), 'utf8')
      const inline = findInlineCode(template)
      if (inline.length > 0) {
        throw new Error(`The built index.html has inline code the CSP blocks: ${inline[0]}`)
      }
      for (const page of pagesOf(settings)) {
        mkdirSync(dirname(join(outDir, page.file)), { recursive: true })
        writeFileSync(join(outDir, page.file), renderPageHtml(template, settings, page))
      }
      writeFileSync(join(outDir, 'robots.txt'), robotsTxt(settings))
      writeFileSync(join(outDir, '_redirects'), netlifyRedirects(settings))
      const sitemap = sitemapXml(settings)
      if (sitemap) writeFileSync(join(outDir, 'sitemap.xml'), sitemap)
    },
  }
}

export default defineConfig(({ command, mode }) => {
  const settings = loadSettings(mode)
  return {
    // Sub-path deploys (GitHub Pages project sites): assets and the router's basename follow.
    base: settings.basePath,
    plugins: [
      createSwitch(settings),
      react(),
      tagManagerEntry(settings),
      sitePagesPlugin(settings),
    ],
    resolve: {
      alias:
        command === 'build'
          ? [
              { find: /^react-router$/, replacement: routerProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
            ]
          : [],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // One entry and one lazy chunk: no modulepreload links that would need the polyfill.
      modulePreload: { polyfill: false },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  }
})
