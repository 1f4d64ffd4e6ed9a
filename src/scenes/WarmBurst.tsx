import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useRef } from 'react'
import type { BufferAttribute } from 'three'
import { isInstancedMesh } from './layerMeshes'

type Props = {
  /** The burst's mesh, as ClickBurst names it. */
  meshName: string
}

/** The warm instance's drawn width and height, CSS px: a point, so no pixel is ever covered. */
const WARM_SIZE_PX = 0
const WAITING = 0
const WARMING = 1
const DONE = 2

/**
 * Draws the idle burst mesh once while the page boots, so its first real burst does not pay for
 * the GPU pipeline. Drivers build a pipeline (program, vertex layout, blending) at its first
 * draw, not at compile(): SwiftShader here, ANGLE on Metal on every iPhone. The mesh waits with
 * no instances, so three binds it but never draws it, and the first burst frame used to pay
 * 4-11 ms of GPU work and land a frame late. The warm draw is one instance of zero size (a
 * point: no pixel drawn), in the frame after the first, which it leaves alone; it asks for that
 * one frame and no other, so an idle page on frameloop="demand" goes back to drawing nothing.
 * A restored context (after a driver reset or a GPU process crash) has built no pipeline yet, so
 * the restore arms the warm-up again: the first frame FrameLoopGuard draws then starts it.
 * Mount it after ClickBurst: its useFrame must run after the one that sets the mesh's count.
 */
export function WarmBurst({ meshName }: Props) {
  const phaseRef = useRef(WAITING)
  const canvas = useThree((state) => state.gl.domElement)
  useEffect(() => {
    const rearm = () => {
      phaseRef.current = WAITING
    }
    canvas.addEventListener('webglcontextrestored', rearm)
    return () => canvas.removeEventListener('webglcontextrestored', rearm)
  }, [canvas])
  useFrame((state) => {
    if (phaseRef.current === DONE) return
    const mesh = state.scene.getObjectByName(meshName)
    if (!isInstancedMesh(mesh)) return
    // A burst draws in this frame already: its own draw builds the pipeline.
    if (mesh.count > 0) {
      phaseRef.current = DONE
      return
    }
    if (phaseRef.current === WAITING) {
      phaseRef.current = WARMING
      state.invalidate()
      return
    }
    const width = mesh.geometry.getAttribute('aWidth') as BufferAttribute | undefined
    const height = mesh.geometry.getAttribute('aHeight') as BufferAttribute | undefined
    if (!width || !height) return
    // No burst is live, so instance 0 is free; the next burst writes it again.
    width.setX(0, WARM_SIZE_PX)
    height.setX(0, WARM_SIZE_PX)
    width.needsUpdate = true
    height.needsUpdate = true
    // ClickBurst's next frame sets the count back to its pool's, 0.
    mesh.count = 1
    phaseRef.current = DONE
  })
  return null
}
