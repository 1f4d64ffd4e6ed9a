import { HeartScene, type HeartSceneProps } from '../scenes/HeartScene'
import { startSceneRoot } from '../scenes/sceneRoot'

export type HeartSceneHandle = {
  render: (props: HeartSceneProps) => void
  unmount: () => void
}

type Target = {
  host: HTMLElement
  canvas: HTMLCanvasElement
  context: WebGL2RenderingContext
  hasFloatingHearts: boolean
}

/**
 * The entry of the scene chunk (three.js, R3F, the shaders): starts an R3F root on the page's
 * canvas and renders the hearts into it. Pages with floating hearts animate every frame; a page
 * with only the burst renders on demand and costs nothing when idle.
 */
export function mountHeartScene(
  { host, canvas, context, hasFloatingHearts }: Target,
  onReady: () => void,
  onFailure: (error: unknown) => void,
): HeartSceneHandle {
  const root = startSceneRoot(
    { host, canvas, context, frameloop: hasFloatingHearts ? 'always' : 'demand' },
    onReady,
    onFailure,
  )
  return {
    render: (props) => root.render(<HeartScene {...props} />),
    unmount: root.unmount,
  }
}
