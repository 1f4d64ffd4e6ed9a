// Vite's `?worker&url` import yields the built file's address (typed in vite/client).
// oxlint-disable-next-line import/default
import bundlePath from './sceneBundle?worker&url'
import { importSceneBundle, type SceneBundle } from './sceneBundleApi'

/** The scene bundle's absolute address: the worker resolves nothing against the page. */
export function sceneBundleUrl(): string {
  return new URL(bundlePath, document.baseURI).href
}

/**
 * The scene code for the page's thread. A production build imports the one scene bundle the
 * worker uses too (from the HTTP cache, if the worker got that far). The dev server imports the
 * modules themselves, so React DevTools and r3f devtools see the scene in the page's module graph.
 */
export function loadHeartScene(): Promise<SceneBundle> {
  if (import.meta.env.DEV) return import('./mountHeartScene')
  return importSceneBundle(sceneBundleUrl())
}
