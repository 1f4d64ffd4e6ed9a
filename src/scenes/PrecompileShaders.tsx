import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useState } from 'react'
import type { WebGLRenderer } from 'three'

/**
 * Compiles every material in the scene as soon as it is mounted, off the main thread where the
 * driver allows, so the first burst does not stall on a shader compile (the burst mesh waits
 * with no instances, but it is in the scene). Then it checks once that every program linked:
 * production builds skip three's per-compile check, and a program that failed to link draws
 * nothing and says nothing. A failure is thrown into the scene's error boundary, which hands
 * the page to Canvas 2D.
 * Mount it after the meshes: layout effects run in order.
 */
export function PrecompileShaders({ onCompiled }: { onCompiled?: () => void }) {
  const get = useThree((state) => state.get)
  const [, setFailure] = useState<unknown>(null)
  useLayoutEffect(() => {
    let isMounted = true
    const { gl, scene, camera } = get()
    gl.compileAsync(scene, camera).then(
      () => {
        if (!isMounted) return
        const failed = findUnlinkedProgram(gl)
        if (failed === null) return onCompiled?.()
        setFailure(() => {
          throw new Error(`A heart shader did not link: ${failed}`)
        })
      },
      (error: unknown) => console.warn('Heartburst: shaders will compile on first use.', error),
    )
    return () => {
      isMounted = false
    }
  }, [get, onCompiled])
  return null
}

/** The name of the first program that failed to link, or null when all linked. */
function findUnlinkedProgram(gl: WebGLRenderer): string | null {
  const context = gl.getContext()
  if (context.isContextLost()) return null
  const programs = gl.info.programs ?? []
  for (let i = 0; i < programs.length; i++) {
    // three's wrapper types its GL handle loosely; it is the WebGLProgram it created.
    const program = programs[i].program as WebGLProgram
    if (!context.getProgramParameter(program, context.LINK_STATUS)) {
      return `${programs[i].name} (${context.getProgramInfoLog(program) ?? ''})`
    }
  }
  return null
}
