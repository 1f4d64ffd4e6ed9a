// The page's-thread hosts: the WebGL scene (from the same bundle the worker imports) and Canvas
// 2D, each loading its code only once the device can draw it.

// Vite's `?worker&url` import yields the built file's address (typed in vite/client).
// oxlint-disable-next-line import/default
import bundlePath from './sceneBundle?worker&url'
import { importSceneBundle, registeredSceneBundle, type SceneBundle } from './sceneBundleRegistry'
import { deferScene, NO_SCENE, type SceneSetup, type StartScene } from './sceneLink'
import { createWebGLContext, releaseWebGLContext } from './webglSupport'

/** The scene bundle's absolute address: the worker resolves nothing against the page. */
export function sceneBundleUrl(): string {
  return new URL(bundlePath, document.baseURI).href
}

/**
 * The scene code for the page's thread. A production build imports the one scene bundle the
 * worker uses too (from the HTTP cache, if the worker got that far). The dev server imports the
 * module itself, so React DevTools and r3f devtools see the scene in the page's module graph.
 */
function loadSceneBundle(): Promise<SceneBundle> {
  if (import.meta.env.DEV) return import('./sceneBundle').then(registeredSceneBundle)
  return importSceneBundle(sceneBundleUrl())
}

/**
 * The scene on the page's thread: where there is no OffscreenCanvas, where the worker failed, with
 * `?scene=main`, and always under the dev server, so React DevTools and r3f devtools show its
 * tree. The context comes first and three.js only after, so a device without WebGL never
 * downloads it.
 */
export const startOnMainThread: StartScene = (canvas, setup, events) => {
  const context = createWebGLContext(canvas)
  if (!context) {
    events.onFailure(new Error('This device cannot create a WebGL 2 context.'), false)
    return NO_SCENE
  }
  let hasMounted = false
  const fail = (error: unknown) => events.onFailure(error, false)
  const mounting = loadSceneBundle().then(({ mountHeartScene }) => (current: SceneSetup) => {
    hasMounted = true
    return mountHeartScene({ ...current, canvas, context, ...events, onFailure: fail })
  })
  // requestAnimationFrame stops for a hidden page on this thread anyway; the scene is told too,
  // so both paths behave alike whatever the browser does with its frames.
  const scene = deferScene(setup, mounting, fail)
  return {
    ...scene,
    stop: () => {
      scene.stop()
      // The root releases its own context; one it never took over is released here.
      if (!hasMounted) releaseWebGLContext(context)
    },
  }
}

/**
 * The same hearts and burst drawn with Canvas 2D, for devices where WebGL cannot start. Its code
 * is a small chunk of its own that only those devices load.
 */
export const startCanvas2D: StartScene = (canvas, setup, events) => {
  const context = canvas.getContext('2d')
  if (!context) {
    events.onFailure(new Error('This device cannot draw on a canvas.'), false)
    return NO_SCENE
  }
  const fail = (error: unknown) => events.onFailure(error, false)
  const mounting = import('../fallback2d/mountHearts2D').then(
    ({ mountHearts2D }) =>
      (current: SceneSetup) => ({
        ...mountHearts2D({ ...current, context, onCount: events.onCount, onReady: events.onReady }),
        // requestAnimationFrame already stops for a hidden page, and a frame's step is clamped.
        setHidden() {},
      }),
  )
  return deferScene(setup, mounting, fail)
}
