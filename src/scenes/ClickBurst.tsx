import { useFrame } from '@react-three/fiber'
import { useRef } from 'react'
import type { InstancedMesh } from 'three'
import { BURST_PARTICLE_COUNT } from '../particles/constants'
import {
  CHANGED_BURST_CLEARED,
  CHANGED_BURST_STARTED,
  type SceneDriver,
} from '../particles/sceneDriver'
import { useInstanceAttributes } from './useInstanceAttributes'
import type { CountReport } from './countReport'
import { BURST_MESH_NAME } from './layerMeshes'
import { heartMaterial, HeartInstances } from './HeartInstances'
import type { BurstHeartMaterialImpl } from './heartMaterials'
import './heartMaterials'

// Written once per burst, read by the vertex shader every frame.
const BURST_ATTRIBUTES = [
  ['aAngle', 'angle'],
  ['aSpeed', 'speed'],
  ['aDepthVel', 'depthVel'],
  ['aWidth', 'widthPx'],
  ['aHeight', 'heightPx'],
  ['aRotation', 'rotation'],
  ['aSpin', 'spin'],
  ['aTint', 'tint'],
] as const

/** The mesh and geometry as r3f devtools list them. */
const BURST_LAYER = {
  name: BURST_MESH_NAME,
  geometryName: 'BurstQuad',
  capacity: BURST_PARTICLE_COUNT,
}

/** `driver` is stepped by HeartScene before this layer draws (the scene's mount hands it presses). */
type Props = {
  driver: SceneDriver
  isCalm: boolean
  onCount: CountReport
  /** The hearts' colours as GLSL defines (HeartScene makes them once). */
  paletteDefines: Record<string, string>
}

/** The 300-heart burst; a new burst replaces the previous one. */
export function ClickBurst({ driver, isCalm, onCount, paletteDefines }: Props) {
  const meshRef = useRef<InstancedMesh>(null)
  const materialRef = useRef<BurstHeartMaterialImpl>(null)
  const pool = driver.burst
  const markChanged = useInstanceAttributes(meshRef, pool, BURST_ATTRIBUTES)

  useFrame(() => {
    const mesh = meshRef.current
    const material = materialRef.current
    if (!mesh || !material) return
    if (driver.changes & CHANGED_BURST_STARTED) {
      markChanged()
      // The origin changes only here, so the frame loop leaves it alone.
      material.uniforms.uOrigin.value.set(pool.originX, pool.originY)
      onCount('burst', pool.count)
    }
    if (driver.changes & CHANGED_BURST_CLEARED) onCount('burst', 0)
    mesh.count = pool.count
    material.uniforms.uAge.value = pool.ageS
  })

  return (
    <HeartInstances meshRef={meshRef} {...BURST_LAYER}>
      <burstHeartMaterial
        ref={materialRef}
        {...heartMaterial('BurstHeartMaterial', isCalm, paletteDefines)}
      />
    </HeartInstances>
  )
}
