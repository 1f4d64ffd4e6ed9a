import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react'
import { DynamicDrawUsage, InstancedBufferAttribute, type InstancedMesh } from 'three'

/**
 * Exposes one pool field to the mesh's shader as a per-instance float attribute. The attribute
 * wraps the pool's own array, so the simulation writes and three uploads without a copy.
 */
export function bindInstanceAttribute(
  mesh: InstancedMesh,
  name: string,
  array: Float32Array,
): InstancedBufferAttribute {
  const attribute = new InstancedBufferAttribute(array, 1)
  attribute.name = name
  attribute.setUsage(DynamicDrawUsage)
  mesh.geometry.setAttribute(name, attribute)
  return attribute
}

/** Removes what `bindInstanceAttribute` added, for an effect's cleanup. */
export function unbindInstanceAttributes(
  mesh: InstancedMesh,
  attributes: InstancedBufferAttribute[],
): void {
  for (let i = 0; i < attributes.length; i++) mesh.geometry.deleteAttribute(attributes[i].name)
}

/** The names of a pool's Float32Array fields. */
type ArrayField<Pool> = {
  [Key in keyof Pool]: Pool[Key] extends Float32Array ? Key : never
}[keyof Pool]

/**
 * Binds each of `fields` (shader attribute name, pool field) to the mesh while both are mounted.
 * Returns `markChanged`, for the frame loop to call when the pool's arrays changed: three then
 * uploads them with that frame's draw. `fields` must be a constant list.
 */
export function useInstanceAttributes<Pool>(
  meshRef: RefObject<InstancedMesh | null>,
  pool: Pool,
  fields: ReadonlyArray<readonly [string, ArrayField<Pool>]>,
): () => void {
  const attributesRef = useRef<InstancedBufferAttribute[]>([])
  useLayoutEffect(() => {
    const mesh = meshRef.current
    if (!mesh) return
    const attributes = fields.map(([name, field]) =>
      bindInstanceAttribute(mesh, name, pool[field] as Float32Array),
    )
    attributesRef.current = attributes
    return () => {
      unbindInstanceAttributes(mesh, attributes)
      attributesRef.current = []
    }
  }, [meshRef, pool, fields])
  return useCallback(() => {
    const attributes = attributesRef.current
    for (let i = 0; i < attributes.length; i++) attributes[i].needsUpdate = true
  }, [])
}
