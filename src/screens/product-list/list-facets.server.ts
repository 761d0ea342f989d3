import type { Product } from '@/content/content-store.server'
import { captionStandard } from '@/engineering/size-rows'
import type { ListFacet } from './list-facets'

const sorted = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b).map(String)

/**
 * The values a product is made in, for the list's filters: belt widths, trough angles, its
 * standard and roll diameters (over any covering), read from its size rows.
 */
export function listFacetsOf(product: Product): Record<ListFacet, string[]> {
  const sizes = product.sizes
  const none = { width: [], angle: [], standard: [], diameter: [] }
  if (!sizes || sizes.type === 'machine') return none
  const standard = captionStandard(sizes)
  const rows: Array<{ belt?: number; angle?: number; d?: number; outside?: number }> = sizes.rows
  // A roll's or set's diameter over its rings or discs, as the finder gives it.
  const setOutside = sizes.type === 'idler-set' ? sizes.outside : undefined
  const overall = (row: (typeof rows)[number]) => row.outside ?? setOutside ?? row.d
  const diameter = sizes.type === 'roller' || sizes.type === 'idler-set' ? sorted(rows.flatMap((row) => overall(row) ?? [])) : []
  return {
    width: sorted(rows.flatMap((row) => (row.belt === undefined ? [] : [row.belt]))),
    angle: sizes.type === 'idler-set' ? sorted(rows.flatMap((row) => (row.angle === undefined || row.angle === 0 ? [] : [row.angle]))) : [],
    standard: standard ? [standard] : [],
    diameter,
  }
}
