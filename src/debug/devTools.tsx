/**
 * The dev server's tools, an entry of their own (src/app/boot.ts imports it in dev builds only,
 * before the app): open a page with ?debug, and the frame overlay rides in the scene's R3F tree
 * (the dev server draws the scene on the page's thread), registered where the scene looks.
 */
import { lazy, Suspense } from 'react'
import { addDevSceneTool } from '../scenes/devSceneTools'

const PerfOverlay = lazy(() =>
  import('./PerfOverlay').then((module) => ({ default: module.PerfOverlay })),
)

function DebugOverlay() {
  return (
    <Suspense fallback={null}>
      <PerfOverlay />
    </Suspense>
  )
}

if (new URLSearchParams(location.search).has('debug')) addDevSceneTool('perf-overlay', DebugOverlay)
