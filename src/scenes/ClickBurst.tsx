import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { InstancedBufferAttribute, InstancedMesh } from 'three'
import { connectBurst, disconnectBurst, type BurstChannel } from '../particles/burstChannel'
import { clearBurst, createBurstPool, stepBurst, type BurstPool } from '../particles/burstPool'
import type { PlaneView } from '../particles/clickProjection'
import { BURST_PARTICLE_COUNT } from '../particles/constants'
import { burstLifeS, fireBurst, type BurstRequest } from '../particles/fireBurst'
import { bindInstanceAttribute, unbindInstanceAttributes } from './bindInstanceAttribute'
import type { CountReport } from './countReport'
import type { BurstHeartMaterialImpl } from './heartMaterials'
import './heartMaterials'

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
  const poolRef = useRef<BurstPool | null>(null)
  if (poolRef.current === null) poolRef.current = createBurstPool()
  const viewRef = useRef({ width: 1, height: 1, cameraDistance: 1 })
  const attributesRef = useRef<InstancedBufferAttribute[]>([])
  const lifeRef = useRef(0)
  // What the life was computed for: a rotation or a motion switch mid-burst recomputes it.
  const lifeHeightRef = useRef(0)
  const lifeCalmRef = useRef(false)
  const justFiredRef = useRef(false)
  const get = useThree((state) => state.get)

  useLayoutEffect(() => {
    const mesh = meshRef.current
    const pool = poolRef.current
    if (!mesh || !pool) return
    // Written once per burst, read by the vertex shader every frame.
    const attributes = [
      bindInstanceAttribute(mesh, 'aAngle', pool.angle),
      bindInstanceAttribute(mesh, 'aSpeedSq', pool.speedSq),
      bindInstanceAttribute(mesh, 'aDepthVel', pool.depthVel),
      bindInstanceAttribute(mesh, 'aWidth', pool.widthPx),
      bindInstanceAttribute(mesh, 'aHeight', pool.heightPx),
      bindInstanceAttribute(mesh, 'aRotation', pool.rotation),
      bindInstanceAttribute(mesh, 'aSpin', pool.spin),
      bindInstanceAttribute(mesh, 'aTint', pool.tint),
    ]
    attributesRef.current = attributes
    return () => {
      unbindInstanceAttributes(mesh, attributes)
      attributesRef.current = []
    }
  }, [])

  useEffect(() => {
    const fire = (request: BurstRequest) => {
      const pool = poolRef.current
      if (!pool) return
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
  }, [channel, get, isCalm, onCount])

  useFrame((state, delta) => {
    const mesh = meshRef.current
    const material = materialRef.current
    const pool = poolRef.current
    if (!mesh || !material || !pool) return
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
    // InstancedMesh stays, though the shaders never read instanceMatrix: it is the instanced
    // draw call three and r3f devtools know (count, name), and its identity matrices cost one
    // upload of 300 x 64 bytes at creation, never per frame. The per-instance data are our
    // pool's typed arrays, bound as InstancedBufferAttributes on its geometry.
    <instancedMesh
      ref={meshRef}
      name="ClickBurst"
      args={[undefined, undefined, BURST_PARTICLE_COUNT]}
      count={0}
      // It never moves as a whole (instances move in the shader): no matrix work per frame.
      matrixAutoUpdate={false}
      // Instances move in the vertex shader; the mesh's bounds know nothing of it.
      frustumCulled={false}
    >
      <planeGeometry name="BurstQuad" />
      <burstHeartMaterial
        ref={materialRef}
        name="BurstHeartMaterial"
        transparent
        // Premultiplied output, blended ONE / ONE_MINUS_SRC_ALPHA over the page.
        premultipliedAlpha
        depthWrite={false}
        uCalm={isCalm ? 1 : 0}
      />
    </instancedMesh>
  )
}
