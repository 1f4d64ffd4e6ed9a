// The design's floor for `npm run audit`: each audited address as the design at its least, a page
// with the same words and the scene in a worker, and nothing else of the app. Made from the
// audit's own build, not written by hand, so it cannot drift from the page: the same prerendered
// HTML (the same words, the inline stylesheet, the fonts, the GIF, a made link's early script
// that writes its words), the same scene worker and scene bundle; only the app's entry and the
// early-press script are replaced by scripts/audit-floor-page.js, which starts the worker after
// the first contentful paint as the app does. Not chosen: a hand-made static page with a tiny
// WebGL worker, which would be a floor of another design (its own words, its own shader
// compile), nor a second Vite build with a minimal entry (a minute of build for the same HTML).
// What the page then costs above its floor is the app: React, hydration, the router, the early
// press, the page's chunk.
import { copyFileSync, cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const FLOOR_SCRIPT = new URL('audit-floor-page.js', import.meta.url)

/** The built page a route's path is served from (site-server.mjs without folder redirects). */
export function pageFile(root, path) {
  const { pathname } = new URL(path, 'http://floor.invalid')
  return join(root, decodeURIComponent(pathname), pathname.endsWith('.html') ? '' : 'index.html')
}

/** The one built file of `assets/` whose name starts with `prefix` and a dash. */
function builtAsset(siteDir, prefix) {
  const names = readdirSync(join(siteDir, 'assets')).filter(
    (name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'),
  )
  if (names.length !== 1) throw new Error(`The build has ${names.length} ${prefix} chunks, not 1.`)
  return `/assets/${names[0]}`
}

/**
 * Copies the build in `siteDir` to `floorDir` and makes each of `routes` ({ path, scene }, scene
 * 'floating', 'burst' or 'none') its floor page. `gifUrl`, the audit GIF's address on the page's
 * origin, becomes a path on the floor's own, so neither variant reaches another origin.
 */
export function writeFloorSite({ siteDir, floorDir, routes, gifUrl }) {
  rmSync(floorDir, { recursive: true, force: true })
  cpSync(siteDir, floorDir, { recursive: true })
  copyFileSync(FLOOR_SCRIPT, join(floorDir, 'audit-floor.js'))
  const worker = builtAsset(siteDir, 'sceneWorker')
  const bundle = builtAsset(siteDir, 'sceneBundle')
  for (const { path, scene } of routes) {
    const file = pageFile(floorDir, path)
    const query = new URLSearchParams({ scene, worker, bundle })
    const html = readFileSync(file, 'utf8')
    const floor = html
      .replace(
        /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/,
        `<script type="module" src="/audit-floor.js?${query.toString().replaceAll('&', '&amp;')}"></script>`,
      )
      .replace(
        /<script type="module" async crossorigin src="\/assets\/earlyPress-[^"]+"><\/script>/,
        '',
      )
      .replaceAll(`src="${gifUrl}"`, `src="${new URL(gifUrl).pathname}"`)
    if (!floor.includes('/audit-floor.js?') || floor.includes('earlyPress-')) {
      throw new Error(
        `${file}: the app's entry or early-press script is not where the floor expects`,
      )
    }
    writeFileSync(file, floor)
  }
}
