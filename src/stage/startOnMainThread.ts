import type { SceneLink, StartScene } from './sceneLink'
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
  let scene: SceneLink | null = null
  let isStopped = false
  // Changes that arrive while the chunk is on its way are applied when it lands.
  let latest = setup
  const fail = (error: unknown) => {
    if (!isStopped) events.onFailure(error, false)
  }
  import('./mountHeartScene').then(({ mountHeartScene }) => {
    if (isStopped) return
    scene = mountHeartScene({
      canvas,
      context,
      ...latest,
      onCount: events.onCount,
      onReady: events.onReady,
      onFailure: fail,
    })
    if (latest.isHidden) scene.setHidden(true)
  }, fail)
  const link: SceneLink = {
    burst: (request) => scene?.burst(request),
    resize: (view) => {
      latest = { ...latest, view }
      scene?.resize(view)
    },
    setCalm: (isCalm) => {
      latest = { ...latest, isCalm }
      scene?.setCalm(isCalm)
    },
    // requestAnimationFrame stops for a hidden page on this thread anyway; the scene is told too,
    // so both paths behave alike whatever the browser does with its frames.
    setHidden: (isHidden) => {
      latest = { ...latest, isHidden }
      scene?.setHidden(isHidden)
    },
    stop: () => {
      isStopped = true
      // The root releases its own context; one it never took over is released here.
      if (scene) scene.stop()
      else releaseWebGLContext(context)
    },
  }
  return link
}
