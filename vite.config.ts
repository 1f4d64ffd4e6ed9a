import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// react-router's package exports point only at its development build (dev warnings on);
// production builds use the same-API production files, about 0.6 kB gz lighter.
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
const routerProduction = (file: string) => join(routerDir, 'dist/production', file)

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react()],
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
}))
