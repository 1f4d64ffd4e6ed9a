import { useFrame } from '@react-three/fiber'
import { useRef } from 'react'
import type { InstancedMesh } from 'three'
import { HEART_CAPACITY } from '../particles/constants'
import { CHANGED_HEARTS, type SceneDriver } from '../particles/sceneDriver'
import type { FloatingHeartMaterialImpl } from './heartMaterials'
import './heartMaterials'
import { HEARTS_MESH_NAME } from './layerMeshes'
import type { CountReport } from './countReport'
import { heartMaterial, HeartInstances } from './HeartInstances'
import { useInstanceAttributes } from './useInstanceAttributes'

/** The mesh and geometry as r3f devtools list them. */
const HEART_LAYER = { name: HEARTS_MESH_NAME, geometryName: 'HeartQuad', capacity: HEART_CAPACITY }

/** `driver` is stepped by HeartScene before this layer draws. */
type Props = {
  driver: SceneDriver
  isCalm: boolean
  onCount: CountReport
  /** The hearts' colours as GLSL defines (HeartScene makes them once). */
  paletteDefines: Record<string, string>
}

// Written when hearts spawn or expire, read by the vertex shader every frame.
const HEART_ATTRIBUTES = [
  ['aLeftVw', 'leftVw'],
  ['aSize', 'sizePx'],
  ['aBorn', 'bornS'],
  ['aSway', 'swayRad'],
  ['aTint', 'tint'],
] as const

/** Hearts that spawn every 300 ms, rise across the screen and fade after 4 s. */
export function FloatingHearts({ driver, isCalm, onCount, paletteDefines }: Props) {
  const meshRef = useRef<InstancedMesh>(null)
  const materialRef = useRef<FloatingHeartMaterialImpl>(null)
  const pool = driver.hearts
  const markChanged = useInstanceAttributes(meshRef, pool, HEART_ATTRIBUTES)

  useFrame((state) => {
    const mesh = meshRef.current
    const material = materialRef.current
    if (!mesh || !material) return
    if (driver.changes & CHANGED_HEARTS) {
      markChanged()
      onCount('hearts', pool.count)
    }
    mesh.count = pool.count
    material.uniforms.uTime.value = pool.timeS
    material.uniforms.uViewport.value.set(state.size.width, state.size.height)
  })

  return (
    <HeartInstances meshRef={meshRef} {...HEART_LAYER}>
      <floatingHeartMaterial
        ref={materialRef}
        {...heartMaterial('FloatingHeartMaterial', isCalm, paletteDefines)}
      />
    </HeartInstances>
  )
}
