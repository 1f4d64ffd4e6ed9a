import { lazy, Suspense, useCallback, useState } from 'react'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import type { HeartSceneProps } from '../scenes/HeartScene'
import { MainThreadStage } from './MainThreadStage'
import { hasWebGL2Api } from './webglSupport'

// The Canvas 2D fallback is a small chunk of its own that only devices without WebGL load; the
// WebGL host loads three.js itself, once it knows the device can run it.
const Canvas2DHearts = lazy(() =>
  import('../fallback2d/Canvas2DHearts').then((module) => ({ default: module.Canvas2DHearts })),
)

type Renderer = 'webgl' | '2d' | 'none'

/**
 * The page's animation layer: WebGL when it can run, else Canvas 2D, else nothing (a still
 * page: the text, the GIF and the buttons never depend on it).
 */
export function HeartStage(props: HeartSceneProps) {
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
      {renderer === 'webgl' ? (
        <MainThreadStage {...props} onFailure={fallBackToCanvas2D} />
      ) : (
        <Suspense fallback={null}>
          <Canvas2DHearts {...props} />
        </Suspense>
      )}
    </ErrorBoundary>
  )
}
