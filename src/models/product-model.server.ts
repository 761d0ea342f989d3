/**
 * The kernel's solids of one size row of a product, built from its geometry (src/geometry): the
 * one model every drawing and file of the product is a rendering of. A solid the kernel cannot
 * build stops the build with the product, the row and the part number in the message.
 */
import type { Shape3D } from 'replicad'
import type { ProductSizes } from '../engineering/size-rows.ts'
import { productGeometry, type GeometrySource } from '../geometry/product-geometry.ts'
import { kernelSolid } from './kernel-solid.server.ts'
import type { ModelPart } from './model-parts.ts'

export interface ProductModel {
  partNumber: string
  parts: ModelPart<Shape3D>[]
}

/** Size rows of a kind the geometry models: rolls, idler sets and pulleys. */
export type ModelledSizes = Extract<ProductSizes, { type: 'roller' | 'idler-set' | 'pulley' }>

export const hasModelledRows = (sizes: ProductSizes | undefined): sizes is ModelledSizes =>
  sizes?.type === 'roller' || sizes?.type === 'idler-set' || sizes?.type === 'pulley'

/** The model of size row `row` (an index), or undefined for a product whose kind the geometry does not model. */
export function productModel(product: GeometrySource, row: number): ProductModel | undefined {
  const where = `3D model of "${product.name}", size row ${row + 1}`
  let geometry
  try {
    geometry = productGeometry(product, row)
  } catch (error) {
    throw new Error(`${where}: no geometry: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  if (!geometry) return undefined
  const parts: ModelPart<Shape3D>[] = []
  for (const solid of geometry.solids) {
    try {
      parts.push({ name: solid.name, material: solid.material, solid: kernelSolid(solid) })
    } catch (error) {
      throw new Error(
        `${where} (${geometry.partNumber}) cannot be built: ${solid.name}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      )
    }
  }
  return { partNumber: geometry.partNumber, parts }
}
