import { deferScene } from './deferredScene'
import { loadHeartScene } from './loadHeartScene'
import type { StartScene } from './sceneLink'
import { createWebGLContext, releaseWebGLContext } from './webglSupport'

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
    return { burst() {}, resize() {}, setCalm() {}, setHidden() {}, stop() {} }
  }
  let hasMounted = false
  const fail = (error: unknown) => events.onFailure(error, false)
  const mounting = loadHeartScene().then(({ mountHeartScene }) => (current: typeof setup) => {
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
