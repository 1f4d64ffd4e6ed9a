import browserslistToEsbuild from 'browserslist-to-esbuild'
import { defineConfig } from 'vite'
// The '.js' specifiers resolve to the .ts files; Vite asks config imports to name an extension.
import { PREVIEW_HOST, PREVIEW_PORT } from './scripts/previewAddress.mjs'
import { heartburstPlugins, loadSettings, routerProductionAliases } from './site/vitePlugins.js'

export default defineConfig(({ command, mode }) => {
  const settings = loadSettings(mode)
  return {
    // Sub-path deploys (GitHub Pages project sites): assets and the router's basename follow.
    base: settings.basePath,
    // site/vitePlugins.ts: the create switch, the tag manager, the pages' HTML and prerender.
    plugins: heartburstPlugins(settings),
    resolve: { alias: command === 'build' ? routerProductionAliases() : [] },
    // The scene worker is a small bootstrap that imports the scene bundle (src/stage/sceneBundle.tsx,
    // built as a worker entry of its own) only once it holds a WebGL 2 context; the page's thread
    // imports the same file on a fallback. Workers that import modules need ES module output.
    worker: { format: 'es' },
    build: {
      // The browsers package.json's `browserslist` names (the README's "Browsers"): syntax newer
      // than they all run is lowered; newer APIs are used only behind a check.
      target: browserslistToEsbuild(),
      sourcemap: false,
      // One entry and one lazy chunk: no modulepreload links that would need the polyfill.
      modulePreload: { polyfill: false },
    },
    preview: { host: PREVIEW_HOST, port: PREVIEW_PORT, strictPort: true },
  }
})
