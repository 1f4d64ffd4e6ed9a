import { lazy, Suspense, useCallback, useState } from 'react'
import type { HeartSceneProps } from './HeartScene'
import { SceneErrorBoundary } from './SceneErrorBoundary'

// three.js arrives in its own chunk, after the overlay's text and buttons have painted.
const HeartScene = lazy(() =>
  import('./HeartScene').then((module) => ({ default: module.HeartScene })),
)

type Props = Omit<HeartSceneProps, 'onFailure'>

/** The page's WebGL layer, loaded lazily; when WebGL cannot run, the page simply goes on. */
export function LazyHeartScene(props: Props) {
  const [hasFailed, setHasFailed] = useState(false)
  const fail = useCallback((error: unknown) => {
    console.warn('Heartburst: the heart animation is off on this device.', error)
    setHasFailed(true)
  }, [])
  if (hasFailed) return null
  return (
    <SceneErrorBoundary fallback={null} onError={fail}>
      <Suspense fallback={null}>
        <HeartScene {...props} onFailure={fail} />
      </Suspense>
    </SceneErrorBoundary>
  )
}
