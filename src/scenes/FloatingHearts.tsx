import { useFrame } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'
import type { InstancedBufferAttribute, InstancedMesh } from 'three'
import { HEART_CAPACITY } from '../particles/constants'
import { createHeartPool, stepHearts, type HeartPool } from '../particles/heartPool'
import type { FloatingHeartMaterialImpl } from './heartMaterials'
import './heartMaterials'
import type { CountReport } from './countReport'
import { bindInstanceAttribute, unbindInstanceAttributes } from './bindInstanceAttribute'

type Props = { isCalm: boolean; onCount: CountReport }

/** Hearts that spawn every 300 ms, rise across the screen and fade after 4 s. */
export function FloatingHearts({ isCalm, onCount }: Props) {
  const meshRef = useRef<InstancedMesh>(null)
  const materialRef = useRef<FloatingHeartMaterialImpl>(null)
  const poolRef = useRef<HeartPool | null>(null)
  if (poolRef.current === null) poolRef.current = createHeartPool(HEART_CAPACITY)
  const attributesRef = useRef<InstancedBufferAttribute[]>([])

  useLayoutEffect(() => {
    const mesh = meshRef.current
    const pool = poolRef.current
    if (!mesh || !pool) return
    const attributes = [
      bindInstanceAttribute(mesh, 'aLeftVw', pool.leftVw),
      bindInstanceAttribute(mesh, 'aSize', pool.sizePx),
      bindInstanceAttribute(mesh, 'aBorn', pool.bornS),
      bindInstanceAttribute(mesh, 'aSway', pool.swayRad),
      bindInstanceAttribute(mesh, 'aTint', pool.tint),
    ]
    attributesRef.current = attributes
    return () => {
      unbindInstanceAttributes(mesh, attributes)
      attributesRef.current = []
    }
  }, [])

  useFrame((state, delta) => {
    const mesh = meshRef.current
    const material = materialRef.current
    const pool = poolRef.current
    if (!mesh || !material || !pool) return
    if (stepHearts(pool, delta, Math.random) > 0) {
      const attributes = attributesRef.current
      for (let i = 0; i < attributes.length; i++) attributes[i].needsUpdate = true
      onCount('hearts', pool.count)
    }
    mesh.count = pool.count
    material.uniforms.uTime.value = pool.timeS
    material.uniforms.uViewport.value.set(state.size.width, state.size.height)
  })

  return (
    // An InstancedMesh for the reason ClickBurst gives: the draw call devtools know, fed by
    // the pool's typed arrays.
    <instancedMesh
      ref={meshRef}
      name="FloatingHearts"
      args={[undefined, undefined, HEART_CAPACITY]}
      count={0}
      // It never moves as a whole (instances move in the shader): no matrix work per frame.
      matrixAutoUpdate={false}
      // Instances move in the vertex shader; the mesh's bounds know nothing of it.
      frustumCulled={false}
    >
      <planeGeometry name="HeartQuad" />
      <floatingHeartMaterial
        ref={materialRef}
        name="FloatingHeartMaterial"
        transparent
        // Premultiplied output, blended ONE / ONE_MINUS_SRC_ALPHA over the page.
        premultipliedAlpha
        depthWrite={false}
        uCalm={isCalm ? 1 : 0}
      />
    </instancedMesh>
  )
}
