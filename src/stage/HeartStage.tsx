import { useCallback, useState } from 'react'
import type { BurstChannel } from './burstChannel'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { useIsCalm } from '../ui/useIsCalm'
import { useIsHydrated } from '../ui/useIsHydrated'
import { startCanvas2D, startOnMainThread } from './mainThreadHost'
import type { StartScene } from './sceneLink'
import { StageCanvas } from './StageCanvas'
import { canDrawInWorker, canRunScene } from './webglSupport'
import { startInWorker } from './workerHost'

export type HeartStageProps = {
  /** Hearts rising on their own. */
  hasFloatingHearts: boolean
  /** Where the page sends its presses (client coordinates); no burst layer without one. */
  burstChannel?: BurstChannel
}

/** Who draws the hearts, best first: each one's failure hands over to the next. */
type Renderer = 'worker' | 'main' | '2d' | 'none'

/** `?scene=main` keeps the scene on the page's thread in a production build (for inspection). */
export const MAIN_THREAD_FLAG = 'scene'

function firstRenderer(): Renderer {
  // No WebGL 2, or no WeakRef for three.js (Firefox 78, Safari 14.0): the scene is never fetched.
  if (!canRunScene()) return '2d'
  const isMainForced =
    import.meta.env.DEV || new URLSearchParams(location.search).get(MAIN_THREAD_FLAG) === 'main'
  return !isMainForced && canDrawInWorker() ? 'worker' : 'main'
}

function nextRenderer(failed: Renderer, canRetryOnMainThread: boolean): Renderer {
  if (failed === 'worker' && canRetryOnMainThread) return 'main'
  return failed === '2d' ? 'none' : '2d'
}

// Each loads its own code once it knows the device can run it: three.js for the WebGL ones, a
// small chunk for Canvas 2D.
const STARTS: Record<Exclude<Renderer, 'none'>, StartScene> = {
  worker: startInWorker,
  main: startOnMainThread,
  '2d': startCanvas2D,
}

const WARNINGS: Record<Renderer, string> = {
  worker: 'Heartburst: the scene worker failed, drawing the hearts on the page.',
  main: 'Heartburst: WebGL is unavailable, drawing the hearts with Canvas 2D.',
  '2d': 'Heartburst: the heart animation is off on this device.',
  none: '',
}

/**
 * The page's animation layer: the WebGL scene in a worker where the browser can, else on the
 * page's thread, else Canvas 2D, else nothing (a still page: the text, the GIF and the buttons
 * never depend on it). The choice is made after hydration, so the prerendered HTML and the first
 * client render agree: both have no stage.
 */
export function HeartStage({ hasFloatingHearts, burstChannel }: HeartStageProps) {
  // Set once a renderer has failed: the next one in line.
  const [successor, setSuccessor] = useState<Renderer | null>(null)
  const [host, setHost] = useState<HTMLDivElement | null>(null)
  const isCalm = useIsCalm()
  // The server and the hydrating client render no stage; the client's next render picks one.
  const isHydrated = useIsHydrated()
  const renderer = isHydrated ? (successor ?? firstRenderer()) : null

  const handOver = useCallback((failed: Renderer, error: unknown, canRetry: boolean) => {
    console.warn(WARNINGS[failed], error)
    setSuccessor((current) =>
      (current ?? firstRenderer()) === failed ? nextRenderer(failed, canRetry) : current,
    )
  }, [])
  const onSceneFailure = useCallback(
    (error: unknown, canRetry: boolean) => handOver(renderer ?? 'none', error, canRetry),
    [handOver, renderer],
  )

  if (renderer === null || renderer === 'none') return null
  return (
    <div
      ref={setHost}
      className="stage"
      aria-hidden="true"
      data-testid="heart-stage"
      data-renderer={renderer === '2d' ? '2d' : 'webgl'}
      data-thread={renderer === 'worker' ? 'worker' : 'main'}
    >
      {host && (
        <ErrorBoundary
          key={renderer}
          fallback={null}
          onError={(error) => handOver(renderer, error, false)}
        >
          <StageCanvas
            host={host}
            start={STARTS[renderer]}
            hasFloatingHearts={hasFloatingHearts}
            burstChannel={burstChannel}
            isCalm={isCalm}
            onFailure={onSceneFailure}
          />
        </ErrorBoundary>
      )}
    </div>
  )
}
