import { useThree } from '@react-three/fiber'
import { useLayoutEffect } from 'react'

/**
 * Compiles every material in the scene as soon as it is mounted, off the main thread where the
 * driver allows, so the first burst does not stall on a shader compile (the burst mesh waits
 * with no instances, but it is in the scene).
 * Mount it after the meshes: layout effects run in order.
 */
export function PrecompileShaders() {
  const get = useThree((state) => state.get)
  useLayoutEffect(() => {
    const { gl, scene, camera } = get()
    // Async: with KHR_parallel_shader_compile the driver links in the background instead of
    // blocking the main thread while the page is still loading.
    gl.compileAsync(scene, camera).catch((error: unknown) => {
      console.warn('Heartburst: shaders will compile on first use.', error)
    })
  }, [get])
  return null
}
