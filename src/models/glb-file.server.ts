/**
 * A model's parts as a glTF binary (GLB) for the viewer on the product page: each part meshed by
 * the kernel, one node per part coloured by its finish, in metres (glTF's unit) with Y up.
 */
import { Document, NodeIO, type Material } from '@gltf-transform/core'
import type { Shape3D } from 'replicad'
import type { SolidMaterial } from '../geometry/model.ts'
import { materialLooks, type ModelPart } from './model-parts.ts'

/** Chordal deviation in mm and angle in radians: fine enough to look round at a page's size, a few thousand triangles a roll. */
const meshTolerance = { tolerance: 0.3, angularTolerance: 0.35 }

export async function glbFile(name: string, parts: ModelPart<Shape3D>[]): Promise<Uint8Array> {
  const document = new Document()
  const buffer = document.createBuffer()
  const materials = new Map<SolidMaterial, Material>()
  const materialOf = (name: SolidMaterial) => {
    let material = materials.get(name)
    if (!material) {
      const look = materialLooks[name]
      material = document
        .createMaterial(name)
        .setBaseColorFactor([...look.colour, 1])
        .setMetallicFactor(look.metal ? 0.6 : 0)
        .setRoughnessFactor(0.5)
      materials.set(name, material)
    }
    return material
  }
  const root = document.createNode(name).setScale([0.001, 0.001, 0.001])
  for (const part of parts) {
    const mesh = part.solid.mesh(meshTolerance)
    const primitive = document
      .createPrimitive()
      .setAttribute('POSITION', document.createAccessor().setType('VEC3').setArray(new Float32Array(mesh.vertices)).setBuffer(buffer))
      .setAttribute('NORMAL', document.createAccessor().setType('VEC3').setArray(new Float32Array(mesh.normals)).setBuffer(buffer))
      .setIndices(document.createAccessor().setType('SCALAR').setArray(new Uint32Array(mesh.triangles)).setBuffer(buffer))
      .setMaterial(materialOf(part.material))
    root.addChild(document.createNode(part.name).setMesh(document.createMesh(part.name).addPrimitive(primitive)))
  }
  document.createScene(name).addChild(root)
  return new NodeIO().writeBinary(document)
}
