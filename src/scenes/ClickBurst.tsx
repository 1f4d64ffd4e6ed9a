import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useRef, useState } from 'react'
import type { InstancedMesh } from 'three'
import { connectBurst, disconnectBurst, type BurstChannel } from '../particles/burstChannel'
import { clearBurst, createBurstPool, stepBurst } from '../particles/burstPool'
import type { PlaneView } from '../particles/clickProjection'
import { BURST_PARTICLE_COUNT } from '../particles/constants'
import { burstLifeS, fireBurst, type BurstRequest } from '../particles/fireBurst'
import { useInstanceAttributes } from './bindInstanceAttribute'
import type { CountReport } from './countReport'
import { heartMaterial, HeartInstances } from './HeartInstances'
import type { BurstHeartMaterialImpl } from './heartMaterials'
import './heartMaterials'

// Written once per burst, read by the vertex shader every frame.
const BURST_ATTRIBUTES = [
  ['aAngle', 'angle'],
  ['aSpeedSq', 'speedSq'],
  ['aDepthVel', 'depthVel'],
  ['aWidth', 'widthPx'],
  ['aHeight', 'heightPx'],
  ['aRotation', 'rotation'],
  ['aSpin', 'spin'],
  ['aTint', 'tint'],
] as const

/** The mesh and geometry as r3f devtools list them. */
const BURST_LAYER = {
  name: 'ClickBurst',
  geometryName: 'BurstQuad',
  capacity: BURST_PARTICLE_COUNT,
}

type Props = {
  /** Bursts to fire, at points in the canvas's CSS px. */
  channel: BurstChannel
  isCalm: boolean
  onCount: CountReport
}

/** The view the pixel-perfect camera sees, as the burst maths takes it (written, not allocated). */
function readView(
  view: { width: number; height: number; cameraDistance: number },
  size: { width: number; height: number },
  cameraZ: number,
): PlaneView {
  view.width = size.width
  view.height = size.height
  view.cameraDistance = cameraZ
  return view
}

/** The 300-heart burst fired through `channel`; a new burst replaces the previous one. */
export function ClickBurst({ channel, isCalm, onCount }: Props) {
  const meshRef = useRef<InstancedMesh>(null)
  const materialRef = useRef<BurstHeartMaterialImpl>(null)
  const [pool] = useState(createBurstPool)
  const attributesRef = useInstanceAttributes(meshRef, pool, BURST_ATTRIBUTES)
  const viewRef = useRef({ width: 1, height: 1, cameraDistance: 1 })
  const lifeRef = useRef(0)
  // What the life was computed for: a rotation or a motion switch mid-burst recomputes it.
  const lifeHeightRef = useRef(0)
  const lifeCalmRef = useRef(false)
  const justFiredRef = useRef(false)
  const get = useThree((state) => state.get)

  useEffect(() => {
    const fire = (request: BurstRequest) => {
      const { size, camera, invalidate } = get()
      const view = readView(viewRef.current, size, camera.position.z)
      lifeRef.current = fireBurst(pool, request, view, isCalm, Math.random)
      lifeHeightRef.current = size.height
      lifeCalmRef.current = isCalm
      justFiredRef.current = true
      const attributes = attributesRef.current
      for (let i = 0; i < attributes.length; i++) attributes[i].needsUpdate = true
      // The origin changes only here, so the frame loop leaves it alone.
      materialRef.current?.uniforms.uOrigin.value.set(pool.originX, pool.originY)
      onCount('burst', pool.count)
      invalidate()
    }
    connectBurst(channel, fire)
    return () => disconnectBurst(channel, fire)
  }, [channel, get, pool, isCalm, onCount, attributesRef])

  useFrame((state, delta) => {
    const mesh = meshRef.current
    const material = materialRef.current
    if (!mesh || !material) return
    if (pool.count === 0) {
      mesh.count = 0
      return
    }
    // The frame that shows a new burst shows it at age 0, whatever time passed before it.
    if (justFiredRef.current) justFiredRef.current = false
    else stepBurst(pool, delta)
    if (lifeHeightRef.current !== state.size.height || lifeCalmRef.current !== isCalm) {
      const view = readView(viewRef.current, state.size, state.camera.position.z)
      lifeRef.current = burstLifeS(pool, view, isCalm)
      lifeHeightRef.current = state.size.height
      lifeCalmRef.current = isCalm
    }
    if (pool.ageS >= lifeRef.current) {
      clearBurst(pool)
      mesh.count = 0
      onCount('burst', 0)
      return
    }
    mesh.count = pool.count
    material.uniforms.uAge.value = pool.ageS
    // With frameloop="demand" this keeps frames coming only while hearts are on screen.
    state.invalidate()
  })

  return (
    <HeartInstances meshRef={meshRef} {...BURST_LAYER}>
      <burstHeartMaterial ref={materialRef} {...heartMaterial('BurstHeartMaterial', isCalm)} />
    </HeartInstances>
  )
}
