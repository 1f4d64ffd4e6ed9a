/**
 * The entry of the scene bundle: three.js, R3F with its own React, the scenes and the shaders, in
 * one self-contained file that the worker and the page's thread both import from the same
 * address, so a visitor downloads three.js once whichever path ends up drawing (a fallback finds
 * it in the HTTP cache). Vite builds it as a module worker's entry (`?worker&url`, no chunk shared
 * with the page), and such entries keep no exports, so it hands its API over through the global
 * scope instead (sceneBundleRegistry.ts).
 */
import { invalidate } from '@react-three/fiber'
import { HEART_CAPACITY } from '../particles/constants'
import { createSceneDriver, sendScenePress } from '../particles/sceneDriver'
import { HeartScene } from '../scenes/HeartScene'
import { startSceneRoot } from '../scenes/sceneRoot'
import { registerSceneBundle } from './sceneBundleRegistry'
import type { MountSetup, SceneLink } from './sceneLink'

/**
 * Starts an R3F root on the canvas and renders the hearts into it. Pages with floating hearts
 * animate every frame; a page with only the burst renders on demand and costs nothing when idle.
 * A burst goes straight into the scene driver, which keeps it for the next frame's first callback:
 * the page connects its presses only once this root has drawn, so nothing here waits for a layer.
 */
function mountHeartScene(setup: MountSetup): SceneLink {
  const { canvas, context, view, hasFloatingHearts, hasBurst, onCount } = setup
  const root = startSceneRoot(
    { canvas, context, view, frameloop: hasFloatingHearts ? 'always' : 'demand' },
    setup.onReady,
    setup.onFailure,
  )
  const driver = createSceneDriver(hasFloatingHearts, HEART_CAPACITY)
  const render = (isCalm: boolean) =>
    root.render(
      <HeartScene
        driver={driver}
        hasFloatingHearts={hasFloatingHearts}
        hasBurst={hasBurst}
        isCalm={isCalm}
        hearts={setup.hearts}
        onCount={onCount}
        onShadersReady={setup.onShadersReady}
      />,
    )
  render(setup.isCalm)
  return {
    burst: (press) => {
      if (!hasBurst) return
      sendScenePress(driver, press)
      // A burst-only page renders on demand; its root is the only one on this thread.
      invalidate()
    },
    resize: root.resize,
    setCalm: render,
    setHidden: root.setHidden,
    stop: root.unmount,
  }
}

registerSceneBundle({ mountHeartScene })
