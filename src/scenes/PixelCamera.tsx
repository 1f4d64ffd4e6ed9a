import { useThree } from '@react-three/fiber'
import { useLayoutEffect } from 'react'
import { pixelPerfectDistance } from '../particles/clickProjection'
import { CAMERA_FOV_DEG, CAMERA_FOV_RAD } from '../particles/constants'

/** Keeps the default perspective camera where the z = 0 plane is 1:1 with CSS pixels. */
export function PixelCamera() {
  const get = useThree((state) => state.get)
  const height = useThree((state) => state.size.height)

  useLayoutEffect(() => {
    const { camera, invalidate } = get()
    if (!('isPerspectiveCamera' in camera)) return
    const distance = pixelPerfectDistance(Math.max(1, height), CAMERA_FOV_RAD)
    camera.fov = CAMERA_FOV_DEG
    camera.near = distance / 100
    camera.far = distance * 4
    camera.position.set(0, 0, distance)
    camera.lookAt(0, 0, 0)
    camera.updateProjectionMatrix()
    // The camera moves only here (on resize): three need not recompute its matrix every frame.
    // three skips a matrixWorld update while matrixWorldAutoUpdate is off, so it is switched on
    // for this one update (else a resize keeps the first distance and draws at the wrong scale).
    camera.matrixWorldAutoUpdate = true
    camera.updateMatrixWorld()
    camera.matrixWorldAutoUpdate = false
    invalidate()
  }, [get, height])

  return null
}
