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
