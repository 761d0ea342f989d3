/**
 * The lead row of a size table: the size a product's drawings and illustration show, and the one
 * its table names as drawn. The table lists its rows from small to large, so the middle row (the
 * lower of two middles) is its typical size.
 */
import type { ProductSizes } from './size-rows.ts'

/** Index of the lead row in `sizes`' rows (machines: models). */
export function leadRowIndex(sizes: ProductSizes): number {
  const count = sizes.type === 'machine' ? sizes.models.length : sizes.rows.length
  return Math.floor((count - 1) / 2)
}
