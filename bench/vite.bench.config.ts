// The bench site: small pages that `npm run bench` drives next to the production build.
// Build: vite build --config bench/vite.bench.config.ts (root bench/, output dist-bench/).
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Every page of the bench site, by name: each is an HTML file next to this config. */
const benchPages = ['index', 'empty', 'three-empty', 'confetti', 'burst', 'matrix'] as const

// oxlint-disable-next-line import/no-default-export -- Vite reads a config's default export.
export default defineConfig({
  root: here('.'),
  base: '/',
  appType: 'mpa',
  plugins: [react()],
  build: {
    outDir: here('../dist-bench'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: Object.fromEntries(benchPages.map((page) => [page, here(`${page}.html`)])),
    },
  },
  preview: { host: '127.0.0.1', strictPort: true },
})
