import { lazy, Suspense } from 'react'
import { ClickBurst } from './ClickBurst'
import { FloatingHearts } from './FloatingHearts'
import { PixelCamera } from './PixelCamera'
import { PrecompileShaders } from './PrecompileShaders'
import type { BurstChannel } from '../stage/burstChannel'
import { useReducedMotion } from '../stage/reducedMotion'

// Dev builds only (open a page with ?debug): import.meta.env.DEV is the literal false in a
// production build, so the import and its chunk are dropped there.
const PerfOverlay = import.meta.env.DEV
  ? lazy(() => import('../debug/PerfOverlay').then((module) => ({ default: module.PerfOverlay })))
  : null
const hasPerfOverlay = import.meta.env.DEV && new URLSearchParams(location.search).has('debug')

export type HeartSceneProps = {
  /** Hearts rising on their own (the scene then renders every frame). */
  hasFloatingHearts: boolean
  /** Where the page fires bursts from; no burst layer without one. */
  burstChannel?: BurstChannel
}

/** The WebGL layer of a page: floating hearts and/or the click burst, in one R3F root. */
export function HeartScene({ hasFloatingHearts, burstChannel }: HeartSceneProps) {
  const isCalm = useReducedMotion()
  return (
    <>
      <PixelCamera />
      {hasFloatingHearts && <FloatingHearts isCalm={isCalm} />}
      {burstChannel && <ClickBurst channel={burstChannel} isCalm={isCalm} />}
      <PrecompileShaders />
      {hasPerfOverlay && PerfOverlay && (
        <Suspense fallback={null}>
          <PerfOverlay />
        </Suspense>
      )}
    </>
  )
}
