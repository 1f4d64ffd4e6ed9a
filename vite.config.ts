import { defineConfig } from 'vite'
// The '.js' specifiers resolve to the .ts files; Vite asks config imports to name an extension.
import { heartburstPlugins, loadSettings, routerProductionAliases } from './site/vitePlugins.js'

export default defineConfig(({ command, mode }) => {
  const settings = loadSettings(mode)
  return {
    // Sub-path deploys (GitHub Pages project sites): assets and the router's basename follow.
    base: settings.basePath,
    // site/vitePlugins.ts: the create switch, the tag manager, the pages' HTML and prerender.
    plugins: heartburstPlugins(settings),
    resolve: { alias: command === 'build' ? routerProductionAliases() : [] },
    // The scene worker splits like the page: a small bootstrap that downloads three.js only once
    // it holds a WebGL 2 context. Code-splitting workers need ES module output; the worker's
    // chunks carry a prefix, so budgets and tests tell them from the page's copies.
    worker: {
      format: 'es',
      rolldownOptions: { output: { chunkFileNames: 'assets/worker-[name]-[hash].js' } },
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
