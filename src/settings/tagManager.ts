/**
 * Google Tag Manager, in builds that set VITE_GTM_ID only: vite.config.ts adds this module to
 * the page's scripts then (Vite bundles it into the entry chunk), and leaves it out otherwise. Google's snippet is an inline script, which
 * the Content-Security-Policy forbids, so this bundled module does the same work: it marks the
 * start in the data layer and adds gtm.js from Google's host.
 */
import { GTM_ORIGIN } from '../share/hosts.js'

const id = import.meta.env.VITE_GTM_ID?.trim()

if (id) {
  const layer = (window.dataLayer ??= [])
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`
  document.head.append(script)
}
