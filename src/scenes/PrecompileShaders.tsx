import { useThree } from '@react-three/fiber'
import { useLayoutEffect } from 'react'

/**
 * Compiles every material in the scene as soon as it is mounted, so the first burst does not
 * stall on a shader compile (the burst mesh waits with no instances, but it is in the scene).
 * Mount it after the meshes: layout effects run in order.
 */
export function PrecompileShaders() {
  const get = useThree((state) => state.get)
  useLayoutEffect(() => {
    const { gl, scene, camera } = get()
    gl.compile(scene, camera)
  }, [get])
  return null
}
