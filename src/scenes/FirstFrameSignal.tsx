import { useThree } from '@react-three/fiber'
import { useLayoutEffect } from 'react'

type Props = { onReady: () => void }

/**
 * Calls `onReady` after this root's scene has been drawn once. R3F's global after-effects fire
 * for every root, including the one a page being left still runs, so the signal hangs on this
 * scene's own `onAfterRender` instead.
 */
export function FirstFrameSignal({ onReady }: Props) {
  const get = useThree((state) => state.get)
  useLayoutEffect(() => {
    const { scene, invalidate } = get()
    const previous = scene.onAfterRender
    scene.onAfterRender = () => {
      scene.onAfterRender = previous
      onReady()
    }
    invalidate()
    return () => {
      scene.onAfterRender = previous
    }
  }, [get, onReady])
  return null
}
