import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useState } from 'react'

type Props = {
  /** The loop the scene runs while it can draw: 'always', or 'demand' (frames on invalidate). */
  frameloop: 'always' | 'demand'
  /** The page is hidden: no frames at all (a worker's loop does not stop on its own). */
  isHidden: boolean
  onFailure: (error: unknown) => void
}

/** How long a lost context may stay lost before the page draws with Canvas 2D instead. */
const RESTORE_WAIT_MS = 5000

/**
 * Runs the frame loop only while something can be seen. While the GPU is gone (a driver reset,
 * a GPU process crash) nothing can be drawn, so the loop stops; when the context comes back
 * (three rebuilds its GPU state on restore) it resumes and draws at once. A context that never
 * comes back hands over to Canvas 2D. A hidden page stops the loop the same way.
 */
export function FrameLoopGuard({ frameloop, isHidden, onFailure }: Props) {
  const get = useThree((state) => state.get)
  const [isLost, setLost] = useState(false)

  useLayoutEffect(() => {
    const { setFrameloop, invalidate } = get()
    if (isLost || isHidden) {
      setFrameloop('never')
      return
    }
    setFrameloop(frameloop)
    invalidate()
  }, [get, frameloop, isHidden, isLost])

  useLayoutEffect(() => {
    // An HTMLCanvasElement on the page's thread, an OffscreenCanvas in the worker: both fire these.
    const canvas = get().gl.domElement
    let timer: ReturnType<typeof setTimeout> | undefined
    const onLost = () => {
      setLost(true)
      timer = setTimeout(
        () => onFailure(new Error('The WebGL context was lost and did not come back.')),
        RESTORE_WAIT_MS,
      )
    }
    const onRestored = () => {
      clearTimeout(timer)
      setLost(false)
    }
    canvas.addEventListener('webglcontextlost', onLost)
    canvas.addEventListener('webglcontextrestored', onRestored)
    return () => {
      clearTimeout(timer)
      canvas.removeEventListener('webglcontextlost', onLost)
      canvas.removeEventListener('webglcontextrestored', onRestored)
    }
  }, [get, onFailure])
  return null
}
