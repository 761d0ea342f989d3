/**
 * The solids of one size row of a sized product (rolls, idler sets, pulleys). A row the kernel
 * cannot build stops the build with the product, the row and the part number in the message.
 */
import type { Shape3D } from 'replicad'
import type { IdlerSetSizes, ProductSizes, PulleySizes, RollerSizes } from '../engineering/size-rows.ts'
import type { ModelPart } from './model-parts.ts'
import { idlerSetParts } from './idler-set-solid.server.ts'
import { pulleyParts } from './pulley-solid.server.ts'
import { rollParts } from './roll-solid.server.ts'

export type ModelledSizes = RollerSizes | IdlerSetSizes | PulleySizes

export const isModelled = (sizes: ProductSizes | undefined): sizes is ModelledSizes =>
  sizes?.type === 'roller' || sizes?.type === 'idler-set' || sizes?.type === 'pulley'

function partsOf(sizes: ModelledSizes, rowIndex: number): ModelPart<Shape3D>[] {
  switch (sizes.type) {
    case 'roller': {
      const row = sizes.rows[rowIndex]
      return row ? rollParts(row) : []
    }
    case 'idler-set': {
      const row = sizes.rows[rowIndex]
      return row ? idlerSetParts(row, sizes) : []
    }
    case 'pulley': {
      const row = sizes.rows[rowIndex]
      return row ? pulleyParts(row, sizes) : []
    }
  }
}

/** The parts of a product's size row; `label` names the product and row for the error message. */
export function productModel(sizes: ModelledSizes, rowIndex: number, label: { product: string; partNumber: string }): ModelPart<Shape3D>[] {
  const where = `3D model of "${label.product}", size row ${rowIndex + 1} (${label.partNumber})`
  if (!sizes.rows[rowIndex]) throw new Error(`${where}: the product has ${sizes.rows.length} size rows`)
  try {
    return partsOf(sizes, rowIndex)
  } catch (error) {
    throw new Error(`${where} cannot be built: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
}
