import { createBurstChannel, requestBurst } from '../particles/burstChannel'
import type { HeartColours } from '../particles/palette'
import type { CountReport } from '../scenes/countReport'
import { HeartScene } from '../scenes/HeartScene'
import { startSceneRoot } from '../scenes/sceneRoot'
import type { ElementView } from '../ui/viewWatch'
import type { SceneLink } from './sceneLink'

/** What the scene shows and how it reports; the same on the page's thread and in a worker. */
export type HeartSceneSetup = {
  canvas: HTMLCanvasElement | OffscreenCanvas
  context: WebGL2RenderingContext
  view: ElementView
  hasFloatingHearts: boolean
  hasBurst: boolean
  isCalm: boolean
  hearts: HeartColours
  onCount: CountReport
  onReady: () => void
  /** The shaders are compiled (a boot step the worker reports). */
  onShadersReady?: () => void
  onFailure: (error: unknown) => void
}

/**
 * The entry of the scene chunk (three.js, R3F, the shaders): starts an R3F root on the canvas
 * and renders the hearts into it. Pages with floating hearts animate every frame; a page with
 * only the burst renders on demand and costs nothing when idle.
 */
export function mountHeartScene(setup: HeartSceneSetup): SceneLink {
  const { canvas, context, view, hasFloatingHearts, hasBurst, onCount } = setup
  const root = startSceneRoot(
    { canvas, context, view, frameloop: hasFloatingHearts ? 'always' : 'demand' },
    setup.onReady,
    setup.onFailure,
  )
  // Bursts asked for before the burst layer is mounted wait here.
  const burstChannel = hasBurst ? createBurstChannel() : undefined
  const render = (isCalm: boolean) =>
    root.render(
      <HeartScene
        hasFloatingHearts={hasFloatingHearts}
        burstChannel={burstChannel}
        isCalm={isCalm}
        hearts={setup.hearts}
        onCount={onCount}
        onShadersReady={setup.onShadersReady}
      />,
    )
  render(setup.isCalm)
  return {
    burst: (request) => {
      if (burstChannel) requestBurst(burstChannel, request)
    },
    resize: root.resize,
    setCalm: render,
    setHidden: root.setHidden,
    stop: root.unmount,
  }
}
