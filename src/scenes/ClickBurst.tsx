import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { InstancedBufferAttribute, InstancedMesh } from 'three'
import { burstExitAgeS, burstFloorY } from '../particles/burstMotion'
import {
  clearBurst,
  createBurstPool,
  emitBurst,
  stepBurst,
  type BurstPool,
} from '../particles/burstPool'
import { projectClientToPlane } from '../particles/clickProjection'
import { BURST_PARTICLE_COUNT, CALM_BURST_LIFE_S, CAMERA_FOV_DEG } from '../particles/constants'
import { connectBurst, type BurstChannel } from '../stage/burstChannel'
import type { BurstHeartMaterialImpl } from './heartMaterials'
import './heartMaterials'
import { reportCount } from '../stage/reportCount'
import { bindInstanceAttribute, unbindInstanceAttributes } from './bindInstanceAttribute'

type Props = { channel: BurstChannel; isCalm: boolean; capacity?: number; count?: number }

const FOV_RAD = (CAMERA_FOV_DEG * Math.PI) / 180
const _point = new Float32Array(2)

/** When the burst is over: a calm one fades at a fixed age, a flying one leaves the screen. */
function exitAge(pool: BurstPool, isCalm: boolean, viewHeight: number, cameraDistance: number) {
  return isCalm ? CALM_BURST_LIFE_S : burstExitAgeS(pool, burstFloorY(viewHeight, cameraDistance))
}

/** The 300-heart burst fired through `channel`; a new burst replaces the previous one. */
export function ClickBurst({
  channel,
  isCalm,
  capacity = BURST_PARTICLE_COUNT,
  count = capacity,
}: Props) {
  const meshRef = useRef<InstancedMesh>(null)
  const materialRef = useRef<BurstHeartMaterialImpl>(null)
  const poolRef = useRef<BurstPool | null>(null)
  if (poolRef.current === null) poolRef.current = createBurstPool(capacity)
  const attributesRef = useRef<InstancedBufferAttribute[]>([])
  const exitAgeRef = useRef(0)
  // What the exit age was computed for: a rotation or a motion switch mid-burst recomputes it.
  const exitHeightRef = useRef(0)
  const exitCalmRef = useRef(false)
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

  useEffect(
    () =>
      connectBurst(channel, (clientX, clientY, hasPoint) => {
        const pool = poolRef.current
        if (!pool) return
        const { gl, size, camera, invalidate } = get()
        const rect = gl.domElement.getBoundingClientRect()
        if (hasPoint && rect.width > 0 && rect.height > 0) {
          projectClientToPlane(
            clientX,
            clientY,
            rect.left,
            rect.top,
            rect.width,
            rect.height,
            FOV_RAD,
            camera.position.z,
            _point,
          )
        } else {
          _point[0] = 0
          _point[1] = 0
        }
        emitBurst(pool, _point[0], _point[1], Math.random, count)
        exitAgeRef.current = exitAge(pool, isCalm, size.height, camera.position.z)
        exitHeightRef.current = size.height
        exitCalmRef.current = isCalm
        justFiredRef.current = true
        const attributes = attributesRef.current
        for (let i = 0; i < attributes.length; i++) {
          // Upload only the fired particles (fewer than the capacity in the 100k bench).
          attributes[i].clearUpdateRanges()
          attributes[i].addUpdateRange(0, pool.count)
          attributes[i].needsUpdate = true
        }
        // The origin changes only here, so the frame loop leaves it alone.
        materialRef.current?.uniforms.uOrigin.value.set(pool.originX, pool.originY)
        reportCount(gl.domElement, 'burst', pool.count)
        invalidate()
      }),
    [channel, count, get, isCalm],
  )

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
    if (exitHeightRef.current !== state.size.height || exitCalmRef.current !== isCalm) {
      exitAgeRef.current = exitAge(pool, isCalm, state.size.height, state.camera.position.z)
      exitHeightRef.current = state.size.height
      exitCalmRef.current = isCalm
    }
    if (pool.ageS >= exitAgeRef.current) {
      clearBurst(pool)
      mesh.count = 0
      reportCount(state.gl.domElement, 'burst', 0)
      return
    }
    mesh.count = pool.count
    material.uniforms.uAge.value = pool.ageS
    // With frameloop="demand" this keeps frames coming only while hearts are on screen.
    state.invalidate()
  })

  return (
    <instancedMesh
      ref={meshRef}
      name="ClickBurst"
      args={[undefined, undefined, capacity]}
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
