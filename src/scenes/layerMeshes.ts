import type { InstancedMesh, Object3D } from 'three'

/** The particle layers' meshes by the names r3f devtools list them under. */
export const HEARTS_MESH_NAME = 'FloatingHearts'
export const BURST_MESH_NAME = 'ClickBurst'

/** Whether a scene object found by name is a layer's instanced mesh. */
export function isInstancedMesh(object: Object3D | undefined): object is InstancedMesh {
  return (object as InstancedMesh | undefined)?.isInstancedMesh === true
}
