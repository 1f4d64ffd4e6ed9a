import type { SceneLink, SceneSetup } from './sceneLink'

/** Mounts the scene on a setup: the scene code's entry, bound to a canvas and its context. */
export type MountScene = (setup: SceneSetup) => SceneLink

/**
 * A scene link that works from the first call, while the scene code is still on its way: the
 * latest size, motion setting and visibility are kept and the scene is mounted with them when
 * the code lands. Bursts need no keeping: the page connects its taps only once the scene has drawn.
 * Both hosts use it, the worker and the page's thread. `onFailure` hears of code that failed to
 * load or mount, unless the link was stopped first.
 */
export function deferScene(
  setup: SceneSetup,
  mounting: Promise<MountScene>,
  onFailure: (error: unknown) => void,
): SceneLink {
  let current = setup
  let scene: SceneLink | null = null
  let isStopped = false
  mounting
    .then((mount) => {
      if (isStopped) return
      scene = mount(current)
      if (current.isHidden) scene.setHidden(true)
    })
    .catch((error: unknown) => {
      if (!isStopped) onFailure(error)
    })
  return {
    burst: (request) => scene?.burst(request),
    resize: (view) => {
      current = { ...current, view }
      scene?.resize(view)
    },
    setCalm: (isCalm) => {
      current = { ...current, isCalm }
      scene?.setCalm(isCalm)
    },
    setHidden: (isHidden) => {
      current = { ...current, isHidden }
      scene?.setHidden(isHidden)
    },
    stop: () => {
      isStopped = true
      scene?.stop()
    },
  }
}
