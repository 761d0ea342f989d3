import type { QuantityUnit } from '../contracts/enquiry-schema.ts'
import type { CategorySlug, ProductRecord } from './schemas.ts'

/** A product without sizes is counted as its category's products are. */
const categoryUnits: Record<CategorySlug, QuantityUnit> = {
  roller: 'pieces',
  others: 'pieces',
  idler: 'sets',
  pulley: 'pieces',
  'roller-parts': 'pieces',
  'conveyor-components': 'pieces',
  'conveyor-roller-machine': 'units',
}

/**
 * The unit a buyer orders this product in, from its family: rolls, pulleys and parts by the piece,
 * idlers by the set (frame and rolls), machines by the unit, belting by the metre.
 */
export function enquiryUnitOf(product: Pick<ProductRecord, 'sizes' | 'drawing'> & { category: CategorySlug }): QuantityUnit {
  if (product.drawing.kind === 'belt') return 'metres'
  switch (product.sizes?.type) {
    case 'idler-set':
      return 'sets'
    case 'machine':
      return 'units'
    case undefined:
      return categoryUnits[product.category]
    default:
      return 'pieces'
  }
}
