import type { ReactNode, RefObject } from 'react'
import type { InstancedMesh } from 'three'

type Props = {
  meshRef: RefObject<InstancedMesh | null>
  /** What r3f devtools list it as. */
  name: string
  geometryName: string
  capacity: number
  /** The heart material that moves the instances. */
  children: ReactNode
}

/**
 * A layer of hearts drawn in one instanced call. InstancedMesh stays although the shaders never
 * read instanceMatrix: it is the instanced draw call three and r3f devtools know (count, name),
 * and its identity matrices cost one upload at creation, never per frame. The per-instance data
 * are the pool's typed arrays, bound as InstancedBufferAttributes on its geometry.
 */
export function HeartInstances({ meshRef, name, geometryName, capacity, children }: Props) {
  return (
    <instancedMesh
      ref={meshRef}
      name={name}
      args={[undefined, undefined, capacity]}
      count={0}
      // It never moves as a whole (instances move in the shader): no matrix work per frame.
      matrixAutoUpdate={false}
      // Instances move in the vertex shader; the mesh's bounds know nothing of it.
      frustumCulled={false}
    >
      <planeGeometry name={geometryName} />
      {children}
    </instancedMesh>
  )
}

/**
 * What both heart materials share: premultiplied output blended ONE / ONE_MINUS_SRC_ALPHA over
 * the page, no depth writes (two transparent layers drawn in scene order), the calm switch and
 * the page's heart colours as defines (createPaletteDefines: set before the first compile, and
 * never changed, since they are part of three's program cache key); `name` is what r3f devtools
 * list it as.
 */
export function heartMaterial(name: string, isCalm: boolean, defines: Record<string, string>) {
  return {
    name,
    defines,
    transparent: true,
    premultipliedAlpha: true,
    depthWrite: false,
    uCalm: isCalm ? 1 : 0,
  }
}
