import { lazy, Suspense, useCallback, useState } from 'react'
import type { HeartSceneProps } from './HeartScene'
import { ErrorBoundary } from '../ErrorBoundary'
import { hasWebGL2Api } from './webglSupport'

// three.js arrives in its own chunk, after the overlay's text and buttons have painted; the
// Canvas 2D fallback is a separate, small chunk that only devices without WebGL load.
const HeartScene = lazy(() =>
  import('./HeartScene').then((module) => ({ default: module.HeartScene })),
)
const Canvas2DHearts = lazy(() =>
  import('./Canvas2DHearts').then((module) => ({ default: module.Canvas2DHearts })),
)

type Props = Omit<HeartSceneProps, 'onFailure'>
type Renderer = 'webgl' | '2d' | 'none'

/** The page's animation layer: WebGL when it can run, else Canvas 2D, else nothing. */
export function LazyHeartScene(props: Props) {
  const [renderer, setRenderer] = useState<Renderer>(() => (hasWebGL2Api() ? 'webgl' : '2d'))
  const fallBackToCanvas2D = useCallback((error: unknown) => {
    console.warn('Heartburst: WebGL is unavailable, drawing the hearts with Canvas 2D.', error)
    setRenderer('2d')
  }, [])
  const giveUp = useCallback((error: unknown) => {
    console.warn('Heartburst: the heart animation is off on this device.', error)
    setRenderer('none')
  }, [])

  if (renderer === 'none') return null
  return (
    <ErrorBoundary
      key={renderer}
      fallback={null}
      onError={renderer === 'webgl' ? fallBackToCanvas2D : giveUp}
    >
      <Suspense fallback={null}>
        {renderer === 'webgl' ? (
          <HeartScene {...props} onFailure={fallBackToCanvas2D} />
        ) : (
          <Canvas2DHearts {...props} />
        )}
      </Suspense>
    </ErrorBoundary>
  )
}
