/**
 * What a 3D model is made of: the kernel's solids, each named and made of a material (which the
 * GLB colours), in millimetres in the geometry's frames (src/geometry/model.ts).
 */
import type { SolidMaterial } from '../geometry/model.ts'

/** Base colour of each material in the viewer, linear RGB, and whether it is metal. */
export const materialLooks: Record<SolidMaterial, { colour: [number, number, number]; metal: boolean }> = {
  steel: { colour: [0.45, 0.47, 0.5], metal: true },
  stainless: { colour: [0.75, 0.76, 0.78], metal: true },
  'bearing-steel': { colour: [0.85, 0.7, 0.3], metal: true },
  polymer: { colour: [0.1, 0.25, 0.55], metal: false },
  rubber: { colour: [0.05, 0.05, 0.05], metal: false },
  polyurethane: { colour: [0.8, 0.45, 0.1], metal: false },
  ceramic: { colour: [0.85, 0.85, 0.8], metal: false },
}

export interface ModelPart<Shape> {
  name: string
  material: SolidMaterial
  solid: Shape
}
