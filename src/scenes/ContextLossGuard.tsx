import { useThree } from '@react-three/fiber'
import { useLayoutEffect } from 'react'

type Props = {
  frameloop: 'always' | 'demand'
  onFailure: (error: unknown) => void
}

/** How long a lost context may stay lost before the page draws with Canvas 2D instead. */
const RESTORE_WAIT_MS = 5000

/**
 * While the GPU is gone (a driver reset, a GPU process crash) nothing can be drawn, so the frame
 * loop stops; when the context comes back (three rebuilds its GPU state on restore) the loop
 * resumes and draws at once. A context that never comes back hands over to Canvas 2D.
 */
export function ContextLossGuard({ frameloop, onFailure }: Props) {
  const get = useThree((state) => state.get)
  useLayoutEffect(() => {
    const canvas = get().gl.domElement
    let timer = 0
    const pause = () => {
      get().setFrameloop('never')
      timer = window.setTimeout(
        () => onFailure(new Error('The WebGL context was lost and did not come back.')),
        RESTORE_WAIT_MS,
      )
    }
    const resume = () => {
      window.clearTimeout(timer)
      const { setFrameloop, invalidate } = get()
      setFrameloop(frameloop)
      invalidate()
    }
    canvas.addEventListener('webglcontextlost', pause)
    canvas.addEventListener('webglcontextrestored', resume)
    return () => {
      window.clearTimeout(timer)
      canvas.removeEventListener('webglcontextlost', pause)
      canvas.removeEventListener('webglcontextrestored', resume)
    }
  }, [get, frameloop, onFailure])
  return null
}
