/**
 * Google Tag Manager, in builds that set VITE_GTM_ID only: vite.config.ts adds this module to
 * the page's scripts then (Vite bundles it into the entry chunk), and leaves it out otherwise. Google's snippet is an inline script, which
 * the Content-Security-Policy forbids, so this bundled module does the same work: it marks the
 * start in the data layer and adds gtm.js from Google's host.
 *
 * Never where a made page lives: a share page, or any address opened with a fragment (/love and
 * /valentine still read the links made before the share pages). There the fragment is the whole
 * page, names and words, and a container's tags may read `location` and send it anywhere. A
 * share page's CSP leaves Google's hosts out too (site/csp.ts).
 */
import { GTM_ORIGIN } from '../share/hosts.js'
import { isSharedPath } from './pages.js'

const id = import.meta.env.VITE_GTM_ID?.trim()
// The route the HTML was built for (site/pageHtml.ts), without the base path.
const builtFor = document.getElementById('root')?.dataset.path ?? ''
const holdsPage = isSharedPath(builtFor) || window.location.hash !== ''

if (id && !holdsPage) {
  const layer = (window.dataLayer ??= [])
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`
  document.head.append(script)
}
