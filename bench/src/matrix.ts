// The classic way to move instances: one Matrix4 per instance per frame, written on the CPU
// from the same closed-form motion our vertex shader evaluates (src/particles/burstMotion.ts),
// then uploaded whole. Baseline for the vertex-shader burst at the same count.
import { DynamicDrawUsage, InstancedMesh, MeshBasicMaterial, Object3D, PlaneGeometry } from 'three'
import {
  BURST_ROTATION,
  BURST_X,
  BURST_Y,
  BURST_Z,
  writeBurstPose,
} from '../../src/particles/burstMotion'
import { createBurstPool, emitBurst, stepBurst } from '../../src/particles/burstPool'
import { projectClientToPlane } from '../../src/particles/clickProjection'
import './bench.css'
import { markReady, onPress, readCount } from './benchPage'
import { createStage, FOV_RAD } from './threeStage'

const count = readCount('count', 100_000)
const { renderer, scene, camera } = createStage()
const pool = createBurstPool(count)
const mesh = new InstancedMesh(
  new PlaneGeometry(1, 1),
  new MeshBasicMaterial({ color: 0xe11d48, transparent: true, depthWrite: false }),
  count,
)
mesh.instanceMatrix.setUsage(DynamicDrawUsage)
// Instances leave the mesh's cached bounds.
mesh.frustumCulled = false
mesh.count = 0
scene.add(mesh)

const _dummy = new Object3D()
const _pose = new Float32Array(8)
const _point = new Float32Array(2)
let lastTime = -1
let isJustFired = false
let isFirst = true

onPress((clientX, clientY) => {
  const { innerWidth: width, innerHeight: height } = window
  projectClientToPlane(clientX, clientY, 0, 0, width, height, FOV_RAD, camera.position.z, _point)
  emitBurst(pool, _point[0], _point[1], Math.random, count)
  isJustFired = true
})

function frame(time: number) {
  const dt = lastTime < 0 ? 0 : (time - lastTime) / 1000
  lastTime = time
  if (pool.count > 0) {
    if (isJustFired) isJustFired = false
    else stepBurst(pool, dt)
    for (let i = 0; i < pool.count; i++) {
      writeBurstPose(pool, i, _pose)
      _dummy.position.set(_pose[BURST_X], _pose[BURST_Y], _pose[BURST_Z])
      _dummy.rotation.z = _pose[BURST_ROTATION]
      _dummy.scale.set(pool.widthPx[i], pool.heightPx[i], 1)
      _dummy.updateMatrix()
      mesh.setMatrixAt(i, _dummy.matrix)
    }
    mesh.instanceMatrix.needsUpdate = true
  }
  mesh.count = pool.count
  renderer.render(scene, camera)
  if (isFirst) {
    isFirst = false
    markReady()
  }
  requestAnimationFrame(frame)
}

requestAnimationFrame(frame)
