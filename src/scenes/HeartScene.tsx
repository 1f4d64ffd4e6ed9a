import { useFrame } from '@react-three/fiber'
import { useMemo } from 'react'
import { createPaletteDefines, type HeartColours } from '../particles/palette'
import { driveScene, isSceneMoving, setSceneView, type SceneDriver } from '../particles/sceneDriver'
import { ClickBurst } from './ClickBurst'
import { FloatingHearts } from './FloatingHearts'
import { PixelCamera } from './PixelCamera'
import { PrecompileShaders } from './PrecompileShaders'
import { WarmBurst } from './WarmBurst'
import type { CountReport } from './countReport'
import { devSceneTools } from './devSceneTools'
import { BURST_MESH_NAME } from './layerMeshes'

export type HeartSceneProps = {
  /** The simulation the layers draw; its owner hands it the presses (sendScenePress). */
  driver: SceneDriver
  /** Hearts rising on their own (the scene then renders every frame). */
  hasFloatingHearts: boolean
  /** Whether the page sends presses: no burst layer without. */
  hasBurst: boolean
  /** Reduced motion: hearts fade in place, a burst blooms without flying. */
  isCalm: boolean
  /** The page's six heart colours (its occasion's), for the floating hearts and the burst. */
  hearts: HeartColours
  /** Told each live count as it changes (the page mirrors them as data attributes). */
  onCount: CountReport
  /** Every material's program is compiled and linked. */
  onShadersReady?: () => void
}

/**
 * The WebGL layer of a page: floating hearts and/or the click burst, in one R3F root. It reads
 * nothing from the DOM, so the same tree runs on the page's thread or in a worker.
 *
 * A press's way through it: the mount keeps the press in the driver and asks for a frame; that
 * frame's first callback (priority -1, before the layers' own) drives the simulation, which starts
 * the burst at age 0; the layers then upload what changed and three draws, all in that one frame.
 */
export function HeartScene({
  driver,
  hasFloatingHearts,
  hasBurst,
  isCalm,
  hearts,
  onCount,
  onShadersReady,
}: HeartSceneProps) {
  const paletteDefines = useMemo(() => createPaletteDefines(hearts), [hearts])

  useFrame((state, delta) => {
    const { size, camera } = state
    setSceneView(driver, size.width, size.height, camera.position.z)
    driveScene(driver, delta, isCalm, Math.random)
    // With frameloop="demand" this keeps frames coming only while hearts are on screen.
    if (isSceneMoving(driver)) state.invalidate()
  }, -1)

  return (
    <>
      <PixelCamera />
      {hasFloatingHearts && (
        <FloatingHearts
          driver={driver}
          isCalm={isCalm}
          onCount={onCount}
          paletteDefines={paletteDefines}
        />
      )}
      {hasBurst && (
        <ClickBurst
          driver={driver}
          isCalm={isCalm}
          onCount={onCount}
          paletteDefines={paletteDefines}
        />
      )}
      {/* After ClickBurst, whose mesh it finds by the name r3f devtools show. */}
      {hasBurst && <WarmBurst meshName={BURST_MESH_NAME} />}
      <PrecompileShaders onCompiled={onShadersReady} />
      {/* Dev builds only (src/debug/devTools.tsx): import.meta.env.DEV is the literal false in a
          production build, so neither the tools nor their registration ship. */}
      {import.meta.env.DEV && devSceneTools().map(([name, Tool]) => <Tool key={name} />)}
    </>
  )
}
