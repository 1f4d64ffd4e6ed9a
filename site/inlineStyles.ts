/**
 * The stylesheet, inline in every page: the build moves Vite's one CSS file into a `<style>`
 * element of index.html (the template of every page), so the first paint needs the HTML alone.
 * The CSP allows that element by the SHA-256 of its text, computed here at build time: no
 * 'unsafe-inline', and no nonce (a nonce needs a server to make a new one per response).
 * Build-only code (node:crypto).
 */
import { createHash } from 'node:crypto'
import type { Plugin, Rollup } from 'vite'

/** The CSP source that allows exactly one inline style's or script's text: `'sha256-…'`. */
export function inlineHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The text of every `<style>` element in an HTML file, in document order. */
export function inlineStylesOf(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1])
}

/**
 * Vite lists a chunk's stylesheets among what a dynamic import preloads (`__vite__mapDeps`): a
 * lazy chunk that imports from the entry (its preload helper, React) would preload the entry's
 * stylesheet, which is inline now and gone from the build, and fail to load on that 404 ("Unable
 * to preload CSS"). Each mention becomes the entry script's own name: already loaded, so the
 * helper skips it or the browser's cache answers, and the lists' indices stay as they are.
 */
function forgetPreloadsOf(fileName: string, bundle: Rollup.OutputBundle): void {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)
  if (!entry) throw new Error('The build has no entry script')
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue
    file.code = file.code.replaceAll(JSON.stringify(fileName), JSON.stringify(entry.fileName))
  }
}

/**
 * Replaces each `<link rel="stylesheet">` of the built index.html with a `<style>` element that
 * holds the file, and drops the file from the build: no page links it any more. The whole
 * stylesheet goes inline (about 3 kB gzip, less than one round trip costs on slow 4G).
 */
export function inlineStylesheet(): Plugin {
  let base = '/'
  const inlined = new Set<string>()
  return {
    name: 'heartburst:inline-stylesheet',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_link, href) => {
          const fileName = href.startsWith(base) ? href.slice(base.length) : href
          const asset = bundle?.[fileName]
          if (asset?.type !== 'asset') throw new Error(`The build has no stylesheet ${href}`)
          delete bundle?.[fileName]
          inlined.add(fileName)
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
          if (/<\/style/i.test(css)) throw new Error(`${href} cannot go in a <style> element`)
          return `<style>${css}</style>`
        })
      },
    },
    // Last, once Vite has written the preload lists into the chunks.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of inlined) forgetPreloadsOf(fileName, bundle)
      },
    },
  }
}
