import { describe, expect, it } from 'vitest'
import { sizeTableOf } from '@/content/catalogue-sizes.server'
import { loadContent } from '@/content/content-store.server'
import { isModelled, productGeometries, requireSizeRows } from '@/geometry/product-geometry'

/**
 * The geometry of every size row of every roll, idler set and pulley, against its size table: the
 * model places each lettered dimension the table prints, at the row's figure, and nothing else is
 * lettered.
 */
const products = loadContent().products

describe('the geometry of every size row', () => {
  it('has size rows for every product it models', () => {
    expect(() => requireSizeRows(products)).not.toThrow()
  })

  it('letters each row as its table does', () => {
    const problems: string[] = []
    for (const product of products.filter(isModelled)) {
      const table = sizeTableOf(product)
      const geometries = productGeometries(product)
      geometries.forEach((geometry, i) => {
        const row = table?.rows[i]
        if (geometry.partNumber !== row?.partNumber) problems.push(`${product.slug} row ${i + 1}: part number ${geometry.partNumber}`)
        const letters = (table?.columns ?? []).flatMap((c) => (c.letter ? [c.letter] : [])).sort()
        const drawn = geometry.dimensions.flatMap((d) => (d.letter ? [d.letter] : [])).sort()
        if (drawn.join() !== letters.join())
          problems.push(`${product.slug} row ${i + 1}: letters ${drawn.join()} against ${letters.join()}`)
      })
    }
    expect(problems).toEqual([])
  })
})
