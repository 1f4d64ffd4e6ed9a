/**
 * The build's prerender: a server build of src/app/prerender.tsx with Vite's JS API, loaded in
 * this process to render each page's view with React. Build-only code.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type InlineConfig, type Rollup } from 'vite'

const SERVER_ENTRY = 'src/app/prerender.tsx'
/** A share page's early script: a made link's words. */
export const EARLY_LINK_ENTRY = 'src/early/earlyLink.ts'
/** A locked link's early script: its question, from the clear header alone. */
export const EARLY_SEALED_ENTRY = 'src/early/earlySealed.ts'
/** Every pressable page's first script: the presses made before the app is live, kept. */
export const EARLY_PRESS_ENTRY = 'src/early/earlyPressScript.ts'

/** What the server entry exports (src/app/prerender.tsx). */
type ServerEntry = { renderPage: (path: string) => Promise<string> }

function entryFileOf(output: Awaited<ReturnType<typeof build>>): string {
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[]
  const entry = outputs
    .flatMap((result) => result.output)
    .find((file) => file.type === 'chunk' && file.isEntry)
  if (!entry) throw new Error(`The server build of ${SERVER_ENTRY} has no entry chunk`)
  return entry.fileName
}

/**
 * Builds the server entry with `config` (the client build's root, mode, base, aliases and the
 * plugins that change what a module holds, so both builds render the same app), then calls
 * `work` with its `renderPage`. The server build lives under node_modules/.cache, where Node
 * finds the packages it imports, in a folder of its own that is removed afterwards.
 */
export async function withPageRenderer<T>(
  config: InlineConfig & { root: string },
  work: (renderPage: ServerEntry['renderPage']) => Promise<T>,
): Promise<T> {
  const cache = join(config.root, 'node_modules/.cache/heartburst')
  mkdirSync(cache, { recursive: true })
  const outDir = mkdtempSync(join(cache, 'prerender-'))
  try {
    const output = await build({
      ...config,
      configFile: false,
      publicDir: false,
      logLevel: 'warn',
      // Bundled, so the client build's aliases (react-router's production files) apply too;
      // React itself stays external: Node loads the same react-dom the client build bundles.
      ssr: { noExternal: ['react-router', 'react-router-dom'] },
      build: { ssr: SERVER_ENTRY, outDir, emptyOutDir: true, minify: false, sourcemap: false },
    })
    const entry = join(outDir, entryFileOf(output))
    const module = (await import(pathToFileURL(entry).href)) as ServerEntry
    return await work(module.renderPage)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

/**
 * An early script, `entry` (a share page's words by default; a locked link's question, the
 * early-press listener), as one classic script (an IIFE, minified for the browsers the site
 * targets), for the build to inline in the pages: a classic script blocks the parser where it
 * stands, so it runs before the first paint, which a module script (deferred, or async and
 * fetched) cannot promise.
 */
export async function buildEarlyScript(
  config: InlineConfig & { root: string },
  entry = EARLY_LINK_ENTRY,
): Promise<string> {
  const output = await build({
    ...config,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      target: config.build?.target,
      write: false,
      minify: true,
      sourcemap: false,
      // The script reads links and never writes one: lz-string, which only the encoder uses
      // now (src/share/inflateLink.ts reads), has no side effect it needs (its footer only
      // registers it for AMD, CommonJS or Angular), so nothing of it is left.
      rolldownOptions: { treeshake: { moduleSideEffects: (id) => !id.includes('/lz-string/') } },
      lib: {
        entry: join(config.root, entry),
        formats: ['iife'],
        name: 'heartburstEarlyLink',
      },
    },
  })
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[]
  const chunks = outputs.flatMap((result) => result.output).filter((file) => file.type === 'chunk')
  if (chunks.length !== 1) throw new Error(`${entry} must build into one script`)
  return chunks[0].code.trim()
}
