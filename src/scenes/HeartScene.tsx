import { lazy, Suspense } from 'react'
import type { BurstChannel } from '../particles/burstChannel'
import { ClickBurst } from './ClickBurst'
import { FloatingHearts } from './FloatingHearts'
import { PixelCamera } from './PixelCamera'
import { PrecompileShaders } from './PrecompileShaders'
import { WarmBurst } from './WarmBurst'
import type { CountReport } from './countReport'

// Dev builds only (open a page with ?debug): import.meta.env.DEV is the literal false in a
// production build, so the import and its chunk are dropped there.
const PerfOverlay = import.meta.env.DEV
  ? lazy(() => import('../debug/PerfOverlay').then((module) => ({ default: module.PerfOverlay })))
  : null
const hasPerfOverlay = import.meta.env.DEV && new URLSearchParams(location.search).has('debug')

export type HeartSceneProps = {
  /** Hearts rising on their own (the scene then renders every frame). */
  hasFloatingHearts: boolean
  /** Where bursts arrive, in the canvas's CSS px; no burst layer without one. */
  burstChannel?: BurstChannel
  /** Reduced motion: hearts fade in place, a burst blooms without flying. */
  isCalm: boolean
  /** Told each live count as it changes (the page mirrors them as data attributes). */
  onCount: CountReport
  /** Every material's program is compiled and linked. */
  onShadersReady?: () => void
}

/**
 * The WebGL layer of a page: floating hearts and/or the click burst, in one R3F root. It reads
 * nothing from the DOM, so the same tree runs on the page's thread or in a worker.
 */
export function HeartScene({
  hasFloatingHearts,
  burstChannel,
  isCalm,
  onCount,
  onShadersReady,
}: HeartSceneProps) {
  return (
    <>
      <PixelCamera />
      {hasFloatingHearts && <FloatingHearts isCalm={isCalm} onCount={onCount} />}
      {burstChannel && <ClickBurst channel={burstChannel} isCalm={isCalm} onCount={onCount} />}
      {/* After ClickBurst, whose mesh it finds by the name r3f devtools show. */}
      {burstChannel && <WarmBurst meshName="ClickBurst" />}
      <PrecompileShaders onCompiled={onShadersReady} />
      {hasPerfOverlay && PerfOverlay && (
        <Suspense fallback={null}>
          <PerfOverlay />
        </Suspense>
      )}
    </>
  )
}
